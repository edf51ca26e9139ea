import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SecretBox } from "./secret-box";

describe("SecretBox", () => {
  const box = new SecretBox(randomBytes(32));

  it("opens what it sealed for the same account, and only that", () => {
    const sealed = box.seal("JBSWY3DPEHPK3PXP", "ewa");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(box.open(sealed, "ewa")).toBe("JBSWY3DPEHPK3PXP");
    expect(box.open(sealed, "ola")).toBeUndefined();
    // Sealed twice, never the same text: a fresh IV each time.
    expect(box.seal("JBSWY3DPEHPK3PXP", "ewa")).not.toBe(sealed);
  });

  it("opens nothing sealed under another key, altered or malformed", () => {
    const sealed = box.seal("JBSWY3DPEHPK3PXP", "ewa");
    expect(new SecretBox(randomBytes(32)).open(sealed, "ewa")).toBeUndefined();
    const parts = sealed.split(".");
    const data = Buffer.from(parts[3] ?? "", "base64url");
    data[0] = (data[0] ?? 0) ^ 1;
    parts[3] = data.toString("base64url");
    expect(box.open(parts.join("."), "ewa")).toBeUndefined();
    for (const wrong of ["", "v1", "v2.a.b.c", `${sealed}.x`, "v1.!.!.!"]) {
      expect(box.open(wrong, "ewa")).toBeUndefined();
    }
  });

  it("refuses a key that is not 32 bytes", () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow(/32-byte/);
  });
});
