import { describe, expect, it } from "vitest";
import { newIdempotencyKey, normalizeIdempotencyKey } from "./idempotency-key";

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("idempotency keys", () => {
  it("are random version 4 UUIDs", () => {
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(V4);
  });

  it("are made from getRandomValues where randomUUID is missing (plain HTTP)", () => {
    const random = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey(random)));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(V4);
    const zeros = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => array,
    } as Pick<Crypto, "getRandomValues">;
    expect(newIdempotencyKey(zeros)).toBe("00000000-0000-4000-8000-000000000000");
  });

  it("are made from Math.random where there is no Web Crypto at all", () => {
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey({})));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(V4);
    expect(newIdempotencyKey(undefined)).toMatch(V4);
  });

  it("are accepted as any UUID, stored lower-case; anything else is refused", () => {
    expect(normalizeIdempotencyKey("0B6F1C2E-3D4A-4F5B-8C6D-7E8F9A0B1C2D")).toBe(
      "0b6f1c2e-3d4a-4f5b-8c6d-7e8f9a0b1c2d",
    );
    for (const bad of [
      "",
      "abc",
      "0b6f1c2e3d4a4f5b8c6d7e8f9a0b1c2d",
      "0b6f1c2e-3d4a-4f5b-8c6d-7e8f9a0b1c2",
      "0b6f1c2e-3d4a-4f5b-8c6d-7e8f9a0b1c2dd",
      "{0b6f1c2e-3d4a-4f5b-8c6d-7e8f9a0b1c2d}",
      "0b6f1c2e-3d4a-4f5b-8c6d-7e8f9a0b1c2g",
      "0b6f1c2e-3d4a-4f5b-8c6d-7e8f9a0b1c2d, 0b6f1c2e-3d4a-4f5b-8c6d-7e8f9a0b1c2d",
    ]) {
      expect(normalizeIdempotencyKey(bad)).toBeUndefined();
    }
  });
});
