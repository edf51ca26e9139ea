import { createHmac, timingSafeEqual } from "node:crypto";
import { SCREEN_KEY_PATTERN } from "../../core/screen-links";

/**
 * The key of each screen name (docs/product.md#screen-keys): an HMAC of the name under a key
 * derived from the session secret, so every instance that shares the secret knows every
 * screen's key without storing any, and a new secret retires every link at once.
 */
export interface ScreenKeys {
  keyFor(screen: string): string;
  /** Whether `key` is the key of `screen`, compared in constant time. */
  verify(screen: string, key: string): boolean;
}

export function screenKeys(secret: string): ScreenKeys {
  const derived = createHmac("sha256", secret).update("screen-key").digest();
  const keyFor = (screen: string) =>
    createHmac("sha256", derived).update(screen).digest("base64url").slice(0, 22);
  return {
    keyFor,
    verify(screen, key) {
      if (!SCREEN_KEY_PATTERN.test(key)) return false;
      return timingSafeEqual(Buffer.from(keyFor(screen)), Buffer.from(key));
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** The keys of the screens' links (docs/product.md#screen-keys). */
    screenKeys: ScreenKeys;
  }
}
