import { z } from "zod";
import { ScreenNameSchema } from "./screen-names";

/**
 * Screen keys (server/screens/README.md#screen-keys): /telebim is public, so anyone could report a
 * screen of any name and say it showed any message. A screen counts in the panel, and for the
 * sender's receipt, only when it reports with the key of its name, which a lead gets from the panel
 * as a link. The key rides in the link's fragment (`core/screen-links.ts` reads and writes it), so
 * it never reaches a log or a Referer.
 */

export const ScreenKeySchema = z.string().max(64).meta({
  description: "The screen's key from its link (the lead's panel); a wrong one is answered 403",
  example: "Q2hvaW5rYV9kb19ldXJvcG",
});

/** GET /api/moderation/screens/link. */
export const ScreenLinkQuerySchema = z.object({ screen: ScreenNameSchema });

/** POST /api/moderation/screens/link: a new link for this screen, retiring its old ones. */
export const ScreenLinkBodySchema = z.strictObject({ screen: ScreenNameSchema });

/** A screen's link: open it on the machine driving that screen. */
export const ScreenLinkSchema = z.object({
  screen: ScreenNameSchema,
  path: z.string().meta({
    description: "Path and fragment of /telebim for this screen, key included",
    example: "/telebim?ekran=scena-glowna#klucz=Q2hvaW5rYV9kb19ldXJvcG",
  }),
});
export type ScreenLink = z.infer<typeof ScreenLinkSchema>;
