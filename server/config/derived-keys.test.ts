import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { screenKeys } from "../screens/screen-keys";
import { identityHash } from "../submissions/sender-key";
import { derivedKey, KEY_PURPOSES } from "./derived-keys";

const SECRET = "9f2c1e7a4b8d0c3e6f1a2b5c8d9e0f13a7b6c5d4e3f2a1b0";

describe("keys derived from SESSION_SECRET", () => {
  it("gives every use its own 32-byte key", () => {
    const keys = KEY_PURPOSES.map((purpose) => derivedKey(SECRET, purpose).toString("hex"));
    expect(new Set(keys).size).toBe(KEY_PURPOSES.length);
    for (const key of keys) expect(key).toHaveLength(64);
  });

  it("gives the same keys at every start and on every instance that shares the secret", () => {
    for (const purpose of KEY_PURPOSES) {
      expect(derivedKey(SECRET, purpose).equals(derivedKey(SECRET, purpose))).toBe(true);
    }
    expect(screenKeys(SECRET).keyFor("scena-glowna")).toBe(
      screenKeys(SECRET).keyFor("scena-glowna"),
    );
  });

  it("changes every key with the secret", () => {
    const other = `${SECRET.slice(0, -1)}4`;
    for (const purpose of KEY_PURPOSES) {
      expect(derivedKey(other, purpose).equals(derivedKey(SECRET, purpose))).toBe(false);
    }
  });

  it("never keys a use with the secret itself or with another use's key", () => {
    // A screen key made the way it was before keys were derived, or under the identity hash's
    // key, is not the screen's key.
    const keys = screenKeys(SECRET);
    const withRawSecret = createHmac(
      "sha256",
      createHmac("sha256", SECRET).update("screen-key").digest(),
    )
      .update("scena-glowna")
      .digest("base64url")
      .slice(0, 22);
    const withIdentityKey = createHmac("sha256", derivedKey(SECRET, "identity-hash"))
      .update("scena-glowna")
      .digest("base64url")
      .slice(0, 22);
    expect(keys.verify("scena-glowna", withRawSecret)).toBe(false);
    expect(keys.verify("scena-glowna", withIdentityKey)).toBe(false);
    expect(keys.verify("scena-glowna", keys.keyFor("scena-glowna"))).toBe(true);
    // The identity hash is keyed with its own key too.
    const hash = identityHash(SECRET)("203.0.113.7");
    const underScreenKey = createHmac("sha256", derivedKey(SECRET, "screen-keys"))
      .update("203.0.113.7")
      .digest("base64url")
      .slice(0, 32);
    expect(hash).not.toBe(underScreenKey);
  });
});
