/**
 * Which fields of each content file are words a visitor reads, and so have an English text in
 * `content/en/<name>.yaml` (docs/new-edition.md#english-texts). The one list the overlay's
 * validation, the English loading and the overlays' JSON Schemas all follow: a field that is not
 * here stays as the Polish file gives it — names of people, bands, organisations and places,
 * dates, hours, prices, links, e-mail addresses and image paths.
 *
 * Kept pure (no fs, no zod), like schema.ts.
 */

/** The shape of an overlay: a text, an object of named fields, or a list matched by index. */
export type TranslatableShape =
  | { readonly kind: "text" }
  | { readonly kind: "fields"; readonly fields: Readonly<Record<string, TranslatableShape>> }
  | { readonly kind: "list"; readonly item: TranslatableShape };

const text: TranslatableShape = { kind: "text" };
const fields = (shape: Readonly<Record<string, TranslatableShape>>): TranslatableShape => ({
  kind: "fields",
  fields: shape,
});
/** A list whose English entries pair with the Polish ones by position, one for one. */
const list = (item: TranslatableShape): TranslatableShape => ({ kind: "list", item });

const nameAndDescription = fields({ name: text, description: text });

/**
 * The translatable fields per content file. organisations.yaml has none (names, logos and links
 * only), so it has no overlay and the English site shows it as it is.
 */
export const TRANSLATABLE_FIELDS = {
  edition: fields({
    // The name and the venue are names; their Polish grammatical cases (nameGenitive,
    // nameLocative) have no English use: English text uses `name`. A stage's name is a
    // description ("Scena studencka"), so it has its English one ("Student stage").
    venue: fields({ nearestStop: fields({ kind: text, near: text }) }),
    stages: list(fields({ name: text, shortName: text })),
    // A group's header ("AFTERPARTY") is a label; the acts and slots are names and times.
    days: list(fields({ lineup: list(fields({ header: text })) })),
    ticketPrices: list(fields({ label: text })),
  }),
  links: fields({
    contact: fields({
      cooperation: fields({ shortLabel: text }),
      support: fields({ shortLabel: text }),
    }),
  }),
  // Side events are named in words ("Kino pod chmurką"); an English name may equal the Polish one.
  events: list(fields({ name: text })),
  team: fields({ members: list(fields({ position: text })) }),
  faq: list(fields({ question: text, answer: text })),
  map: fields({ markers: list(fields({ title: text })) }),
  about: fields({
    intro: list(text),
    siteMap: fields({ alt: text }),
    zones: list(nameAndDescription),
    partnerAttractions: list(fields({ name: text, description: text, facts: list(text) })),
    stages: list(fields({ description: text })),
    mainStageLineup: fields({ alt: text }),
    entrances: fields({ summary: text, items: list(nameAndDescription) }),
    payment: text,
    venueDrawing: fields({ alt: text, description: text }),
  }),
  // A point's id, kind, stage and position are the Polish file's; its name and "where" are words.
  "site-plan": fields({ points: list(fields({ name: text, where: text })) }),
  // Each topic's heading and words; its phone number and plan points are the Polish file's.
  safety: fields({
    emergency: fields({ heading: text, text }),
    firstAid: fields({ heading: text, text }),
    lostFriends: fields({ heading: text, text }),
    lostThings: fields({ heading: text, text }),
    exits: fields({ heading: text, text }),
    organisers: fields({ heading: text, text }),
  }),
} as const satisfies Readonly<Record<string, TranslatableShape>>;

export type TranslatedName = keyof typeof TRANSLATABLE_FIELDS;
export const TRANSLATED_NAMES = Object.keys(TRANSLATABLE_FIELDS) as TranslatedName[];

export function isTranslated(name: string): name is TranslatedName {
  return Object.hasOwn(TRANSLATABLE_FIELDS, name);
}
