import { z } from "zod";
import { SCREEN_NAME_PATTERN } from "../screen-links";

/** A screen's name, as in `?ekran=scena-glowna` (`core/screen-links.ts` holds its pattern). */
export const ScreenNameSchema = z.string().regex(SCREEN_NAME_PATTERN).meta({
  description: "A screen's name: a-z, 0-9 and inner hyphens, at most 40 characters",
  example: "scena-glowna",
});
