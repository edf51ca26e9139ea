import { describe, expect, it } from "vitest";
import { claimPlan, heldByOther } from "./claims";
import { CLAIM_BATCH, CLAIM_TTL_MS } from "#core/queue-claims";

const AT = "2025-05-17T20:30:00.000Z";
const LATER = "2025-05-17T20:31:00.000Z";
const pending = { id: 7, status: "pending" as const };

describe("heldByOther: the claim rule of every write on a waiting group", () => {
  it("names the other moderator while their claim holds", () => {
    expect(
      heldByOther("ola", { at: AT, group: pending, claim: { by: "lena", until: LATER } }),
    ).toBe("lena");
  });

  it("lets the holder act, and anyone once the claim has lapsed or is missing", () => {
    expect(heldByOther("ola", { at: AT, group: pending, claim: { by: "ola", until: LATER } })).toBe(
      undefined,
    );
    expect(heldByOther("ola", { at: AT, group: pending, claim: { by: "lena", until: AT } })).toBe(
      undefined,
    );
    expect(heldByOther("ola", { at: AT, group: pending, claim: undefined })).toBe(undefined);
  });

  it("ignores a claim on a group that no longer waits", () => {
    const approved = { id: 7, status: "approved" as const };
    expect(
      heldByOther("ola", { at: AT, group: approved, claim: { by: "lena", until: LATER } }),
    ).toBe(undefined);
  });
});

describe("claimPlan", () => {
  it("holds the shared batch for the shared time", () => {
    expect(claimPlan("ola")).toEqual({ moderator: "ola", batch: CLAIM_BATCH, ttlMs: CLAIM_TTL_MS });
  });
});
