import { describe, expect, it } from "vitest";
import { FIXTURE_LOG2_N, hashPassword, isPasswordHash, verifyPassword } from "./password-hash";
import { NO_ACCOUNT_HASH } from "./staff-accounts";

describe("password hashes (scrypt)", () => {
  it("writes a salted PHC string that verifies only the same password", async () => {
    const hash = await hashPassword("haslo-moderatora");
    expect(hash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(hash).not.toContain("haslo-moderatora");
    expect(isPasswordHash(hash)).toBe(true);
    expect(await verifyPassword("haslo-moderatora", hash)).toBe(true);
    expect(await verifyPassword("haslo-moderatorA", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
    // A new salt each time: equal passwords do not give equal hashes.
    expect(await hashPassword("haslo-moderatora")).not.toBe(hash);
  });

  it("verifies a hash at the cost it names: a test fixture's cheap one as well", async () => {
    const cheap = await hashPassword("haslo-moderatora", FIXTURE_LOG2_N);
    expect(cheap).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    expect(await verifyPassword("haslo-moderatora", cheap)).toBe(true);
    expect(await verifyPassword("haslo-moderatorA", cheap)).toBe(false);
  });

  it("treats composed and decomposed Polish letters as the same password", async () => {
    const hash = await hashPassword("żółć-źdźbło".normalize("NFD"));
    expect(await verifyPassword("żółć-źdźbło".normalize("NFC"), hash)).toBe(true);
  });

  it("does not block the event loop while checking", async () => {
    const hash = await hashPassword("haslo-moderatora");
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    await Promise.all(Array.from({ length: 4 }, () => verifyPassword("zle-haslo", hash)));
    clearInterval(timer);
    // Four checks take well over 50 ms; a blocking check would let no timer run meanwhile.
    expect(ticks).toBeGreaterThan(5);
  });

  it("refuses plain text, damaged strings and parameters it will not run", async () => {
    for (const text of [
      "haslo-moderatora",
      "",
      "$scrypt$ln=15,r=8,p=1$c2FsdA$a2V5",
      "$scrypt$ln=30,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      "$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2g",
    ]) {
      expect(isPasswordHash(text)).toBe(false);
      expect(await verifyPassword("haslo-moderatora", text)).toBe(false);
    }
  });
});

describe("the hash an unknown account name is checked against", () => {
  it("parses, so an unknown name costs the same scrypt work as a known one", async () => {
    expect(isPasswordHash(NO_ACCOUNT_HASH)).toBe(true);
    expect(await verifyPassword("cokolwiek", NO_ACCOUNT_HASH)).toBe(false);
  });
});
