import { createHmac, timingSafeEqual } from "node:crypto";
import { SCREEN_KEY_PATTERN } from "#core/screen-links";
import { derivedKey } from "../config/derived-keys";

/** How many retired versions a refused key is compared with, to tell "retired" from "wrong". */
const RETIRED_VERSIONS_CHECKED = 20;

/** What a screen's key is worth: its name's current key, one a lead retired, or neither. */
export type KeyCheck = "valid" | "retired" | "invalid";

/**
 * The key of each screen name (server/screens/README.md#screen-keys): an HMAC of the name and its
 * key version under a key derived from the session secret. Every instance that shares the secret
 * and the database (where a lead's new link moves a screen's version on,
 * server/db/screen-key-versions-repo.ts) knows every screen's key without storing any; a new
 * version retires one screen's links, a new secret every link at once.
 */
export interface ScreenKeys {
  /** The key of `screen` at `version` (0, a screen never given a new link, unless told). */
  keyFor(screen: string, version?: number): string;
  /** Whether `key` is the key of `screen` at `version`, compared in constant time. */
  verify(screen: string, key: string, version?: number): boolean;
  /** `verify`, and for a refused key whether it is one of the screen's retired keys. */
  check(screen: string, key: string, version: number): KeyCheck;
}

export function screenKeys(secret: string): ScreenKeys {
  const derived = derivedKey(secret, "screen-keys");
  // Version 0 is the name alone, so the links made before versions existed keep working; a
  // later one adds "#n", which no screen name can hold.
  const keyFor = (screen: string, version = 0) =>
    createHmac("sha256", derived)
      .update(version === 0 ? screen : `${screen}#${version}`)
      .digest("base64url")
      .slice(0, 22);
  const verify = (screen: string, key: string, version = 0) =>
    SCREEN_KEY_PATTERN.test(key) &&
    timingSafeEqual(Buffer.from(keyFor(screen, version)), Buffer.from(key));
  return {
    keyFor,
    verify,
    check(screen, key, version) {
      if (verify(screen, key, version)) return "valid";
      if (!SCREEN_KEY_PATTERN.test(key)) return "invalid";
      const oldest = Math.max(0, version - RETIRED_VERSIONS_CHECKED);
      for (let older = version - 1; older >= oldest; older -= 1) {
        if (verify(screen, key, older)) return "retired";
      }
      return "invalid";
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** The keys of the screens' links. */
    screenKeys: ScreenKeys;
  }
}
