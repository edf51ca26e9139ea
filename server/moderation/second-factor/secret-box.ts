import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The staff's TOTP secrets at rest (server/moderation/README.md#second-factor): AES-256-GCM under
 * a key derived from SESSION_SECRET for this use alone (server/config/derived-keys.ts), so a copy
 * of the database without the secret holds no usable code generator. Each secret is bound to its
 * account (the additional data), so a sealed value moved to another account does not open.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error("SecretBox needs a 32-byte key");
  }

  /** `plain` sealed for `account`: "v1.<iv>.<tag>.<ciphertext>", base64url. */
  seal(plain: string, account: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    cipher.setAAD(Buffer.from(account, "utf8"));
    const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
      .join(".");
  }

  /**
   * The plain text, or undefined when it does not open: sealed under another key (SESSION_SECRET
   * changed since), for another account, or altered.
   */
  open(sealed: string, account: string): string | undefined {
    const [version, iv, tag, data, ...rest] = sealed.split(".");
    if (version !== VERSION || iv === undefined || tag === undefined || data === undefined) {
      return undefined;
    }
    if (rest.length > 0) return undefined;
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.key, Buffer.from(iv, "base64url"), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(account, "utf8"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(data, "base64url")),
        decipher.final(),
      ]);
      return plain.toString("utf8");
    } catch {
      return undefined;
    }
  }
}
