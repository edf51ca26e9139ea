import { z } from "zod";

/** A screen's name: lower-case letters, digits and inner hyphens, as in `?ekran=scena-glowna`. */
export const SCREEN_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
export const ScreenNameSchema = z.string().regex(SCREEN_NAME_PATTERN).meta({
  description: "A screen's name: a-z, 0-9 and inner hyphens, at most 40 characters",
  example: "scena-glowna",
});

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
