import { describe, expect, it } from "vitest";
import { RECOVERY_CODE_COUNT } from "#core/contract";
import { newRecoveryCodes, recoveryCodeHash } from "./recovery-codes";

describe("recovery codes", () => {
  it("come as a set of distinct codes nobody misreads", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{4}(-[2-9a-hjkmnp-z]{4}){3}$/);
  });

  it("hash the same however they are typed, and differently from each other", () => {
    const [code = "", other = ""] = newRecoveryCodes(2);
    const typed = ` ${code.toUpperCase().replaceAll("-", " ")} `;
    expect(recoveryCodeHash(typed)).toBe(recoveryCodeHash(code));
    expect(recoveryCodeHash(other)).not.toBe(recoveryCodeHash(code));
    expect(recoveryCodeHash(code)).toMatch(/^[0-9a-f]{64}$/);
  });
});
