import { createHash, timingSafeEqual } from "node:crypto";

/**
 * The challenge of a 401 on the preview host. The realm is ASCII: Node refuses a header with
 * "ą" in it, and browsers no longer show the realm anyway. `charset="UTF-8"` asks them to send a
 * password with Polish letters as UTF-8 (RFC 7617).
 */
export const PREVIEW_CHALLENGE = 'Basic realm="Podglad", charset="UTF-8"';

/** The password of an `Authorization: Basic …` header (any user name), or undefined. */
export function basicPassword(authorization: string | undefined): string | undefined {
  const match = /^Basic +([A-Za-z0-9+/]+={0,2}) *$/i.exec(authorization ?? "");
  const encoded = match?.[1];
  if (encoded === undefined) return undefined;
  const credentials = Buffer.from(encoded, "base64").toString("utf8");
  const colon = credentials.indexOf(":");
  return colon === -1 ? undefined : credentials.slice(colon + 1);
}

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/**
 * Whether a request's Authorization header carries `password`. Digests of equal length are
 * compared in constant time, so how long a wrong guess takes says nothing about the password.
 */
export function passwordCheck(password: string): (authorization: string | undefined) => boolean {
  const expected = digest(password);
  return (authorization) => {
    const given = basicPassword(authorization);
    const matches = timingSafeEqual(digest(given ?? ""), expected);
    return given !== undefined && matches;
  };
}
