/**
 * A screen's link (server/screens/README.md#screen-keys): its name in the query
 * (`?ekran=scena-glowna`), its key in the fragment (`#klucz=…`), so the key never reaches a log or
 * a Referer. Plain data and functions, no zod: `/telebim` reads its name and key with them, the
 * panel builds a name from what a lead types, the server writes the link.
 */

/** A screen's name: lower-case letters, digits and inner hyphens, at most 40 characters. */
export const SCREEN_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** The fragment parameter of a screen's link that carries its key: `#klucz=…`. */
export const SCREEN_KEY_PARAM = "klucz";
/** A key: 128 bits of an HMAC, base64url. */
export const SCREEN_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * The name `?ekran=` gives, made a valid screen name: Polish letters lose their marks, spaces
 * and underscores become hyphens, case is folded. Null when nothing usable is left.
 */
export function screenNameFrom(value: string | null | undefined): string | null {
  if (!value) return null;
  const name = value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/ł/g, "l")
    .replace(/Ł/g, "l")
    .toLowerCase()
    .replace(/[\s_]+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return SCREEN_NAME_PATTERN.test(name) ? name : null;
}

/** The path of a screen's link (the name is already a valid screen name, safe in a URL). */
export function screenLinkPath(screen: string, key: string): string {
  return `/telebim?ekran=${screen}#${SCREEN_KEY_PARAM}=${key}`;
}

/** The key in a link's fragment (`#klucz=…`), or null when there is none. */
export function screenKeyFrom(hash: string): string | null {
  const key = new URLSearchParams(hash.replace(/^#/, "")).get(SCREEN_KEY_PARAM);
  return key && SCREEN_KEY_PATTERN.test(key) ? key : null;
}
