import { z } from "zod";
import { polishPlural } from "#core/polish-plural";
import { IMAGE_RULES } from "./image-variants.ts";

/**
 * The building blocks of the content schemas (content-layer/schema.ts): each field type with its
 * Polish messages and the metadata the CMS (content-layer/cms-fields.ts) and the problems' lines
 * (docs/new-edition.md, "Sprawdzenie treści") read. Pure, like schema.ts.
 */

declare module "zod/v4/core" {
  /**
   * The metadata keys content-layer/cms-fields.ts and content-layer/problems.ts read from a
   * content schema, through `z.toJSONSchema` (zod keeps `.meta()` on clones and writes it there).
   */
  interface GlobalMeta {
    /** A list entry's object: the property that names one entry in messages ("name"). */
    summaryField?: string;
    /** A pattern's Polish words, the same as the zod message, for the CMS form. */
    patternMessage?: string;
    /** "image": a path to a picture in content/images; "text": a multi-line box. */
    widget?: "image" | "text";
    /** The least size (px) of an image field's picture. */
    minWidth?: number;
    minHeight?: number;
    /** "stage": the value is one of the edition's stage ids, offered as a list. */
    pick?: "stage";
    /** The CMS's date or time picker for the value (content-layer/cms-fields.ts, DATE_PICKERS). */
    picker?: "date" | "time" | "instant";
  }
}

/** The labels every field has: its Polish name and, where an organiser needs it, a hint. */
export type Label = {
  title: string;
  description?: string;
};

const characters = (count: number) =>
  polishPlural(count, { one: "znak", few: "znaki", many: "znaków" });

const lengthOf = (value: unknown) => (typeof value === "string" ? value.length : 0);

/**
 * A text an organiser writes: trimmed, not empty, and at most `max` characters, a limit taken
 * from what the page's layout holds, with room over the current content.
 */
export function text(max: number, label: Label, widget?: "text") {
  return z
    .string()
    .trim()
    .min(1, "pole nie może być puste")
    .max(max, {
      error: (issue) =>
        `tekst ma ${characters(lengthOf(issue.input))}, a może mieć najwyżej ${characters(max)}`,
    })
    .meta({ ...label, ...(widget ? { widget } : {}) });
}

/** A long text: a multi-line box in the CMS. */
export const longText = (max: number, label: Label) => text(max, label, "text");

/** A string that must match `regex`; the CMS form shows the same words as the build. */
export function patterned(regex: RegExp, message: string, label: Label) {
  return z
    .string()
    .regex(regex, message)
    .meta({ ...label, patternMessage: message });
}

const SLUG_MESSAGE =
  "może zawierać tylko małe litery bez polskich znaków, cyfry i łączniki (-), np. scena-glowna";
/** An id other entries name: a stage's id, an organisation's short name. */
export const slug = (label: Label) => patterned(/^[a-z0-9-]+$/, SLUG_MESSAGE, label);

const HOUR_MESSAGE = "musi być godziną w postaci GG:MM, np. 20:15";
/** A Warsaw wall-clock time of the day. */
export const hour = (label: Label) =>
  patterned(/^([01]\d|2[0-3]):[0-5]\d$/, HOUR_MESSAGE, label).meta({ picker: "time" });

const DAY_MONTH_MESSAGE = "musi być datą w postaci DD.MM, np. 12.05";
/** A day of the edition's year written dd.mm. */
export const dayMonth = (label: Label) =>
  // Unquoted, YAML reads 12.05 as a number (and 12.10 as 12.1): the message says how to write it.
  z
    .string({ error: 'musi być datą w postaci DD.MM, w cudzysłowie: "12.05"' })
    .regex(/^(0[1-9]|[12]\d|3[01])\.(0[1-9]|1[0-2])$/, DAY_MONTH_MESSAGE)
    .meta({ ...label, patternMessage: DAY_MONTH_MESSAGE });

const DATE_MESSAGE = "musi być datą w postaci RRRR-MM-DD, np. 2025-05-16";
export const isoDate = (label: Label) =>
  z.iso.date(DATE_MESSAGE).meta({ ...label, patternMessage: DATE_MESSAGE, picker: "date" });

const WALL_CLOCK_MESSAGE =
  "musi być datą i godziną w postaci RRRR-MM-DDTGG:MM:SS, np. 2025-05-16T16:30:00";
/** A Warsaw date and time to the second, without an offset. */
export const wallClock = (label: Label) =>
  z.iso
    .datetime({ local: true, message: WALL_CLOCK_MESSAGE })
    .meta({ ...label, patternMessage: WALL_CLOCK_MESSAGE });

const INSTANT_MESSAGE =
  "musi być datą i godziną czasu UTC w postaci RRRR-MM-DDTGG:MM:SSZ, np. 2025-03-01T09:00:00Z";
/** An instant with its offset (UTC: "Z"). */
export const instant = (label: Label) =>
  z.iso
    .datetime({ offset: true, message: INSTANT_MESSAGE })
    .meta({ ...label, patternMessage: INSTANT_MESSAGE, picker: "instant" });

/** A link: an http(s) address. */
export const url = (label: Label) =>
  z
    .url({ protocol: /^https?$/, message: "musi być adresem strony zaczynającym się od https://" })
    .max(500, "adres może mieć najwyżej 500 znaków")
    .meta(label);

const EMAIL_MESSAGE = "musi być adresem e-mail, np. pomoc@juwenalia-syrenki.pl";
export const email = (label: Label) =>
  z
    .email(EMAIL_MESSAGE)
    .max(100, "adres może mieć najwyżej 100 znaków")
    .meta({ ...label, patternMessage: EMAIL_MESSAGE });

export const latitude = (label: Label) => z.number().min(-90).max(90).meta(label);
export const longitude = (label: Label) => z.number().min(-180).max(180).meta(label);

const IMAGE_PATH_MESSAGE =
  "musi być ścieżką pliku .jpg, .jpeg lub .png w folderze images, małymi literami, bez spacji i " +
  "polskich znaków, np. /artists/latarnia-large.jpg";
/** A path relative to content/images (or content/gallery), checked at build time. */
export const ImagePathSchema = z
  .string()
  // The CMS writes the path from the images folder with a leading "/" ("/artists/x.jpg"): the
  // same picture as "artists/x.jpg" (docs/redakcja.md#zdjęcia).
  .regex(/^\/?[a-z0-9][a-z0-9/_-]*\.(png|jpe?g)$/, IMAGE_PATH_MESSAGE)
  .meta({ patternMessage: IMAGE_PATH_MESSAGE })
  .transform((path) => path.replace(/^\//, ""));

/** The least size of a picture: the source size the image pipeline cuts `rule` from. */
export function ruleSize(rule: string): { minWidth: number; minHeight: number } {
  const found = IMAGE_RULES.find((candidate) => candidate.name === rule);
  if (!found) throw new Error(`content-layer/image-variants.ts has no image rule "${rule}"`);
  return { minWidth: found.width, minHeight: found.height };
}

/** A picture field: its path, and the least size (px) the build accepts for it. */
export function image(label: Label, size: { minWidth: number; minHeight: number }) {
  return ImagePathSchema.meta({ ...label, widget: "image", ...size });
}

/** Adds one issue per entry whose id an earlier entry already has. */
export function reportDuplicates(
  context: z.RefinementCtx,
  entries: readonly { id: string; path: PropertyKey[] }[],
): void {
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.id)) {
      context.addIssue({
        code: "custom",
        path: entry.path,
        message: `„${entry.id}” jest już użyte wyżej, a każda pozycja musi mieć inną wartość`,
      });
    }
    seen.add(entry.id);
  }
}
