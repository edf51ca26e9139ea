import {
  AboutSchema,
  EditionSchema,
  FaqSchema,
  LinksSchema,
  OrganisationGroupsSchema,
  SideEventsSchema,
  SitePlanSchema,
  SafetySchema,
  TeamSchema,
  VenueMapSchema,
} from "./schema.ts";

/**
 * Every content file, the schema it must satisfy, and whether it names images. Pure (no fs), so
 * the CMS's save checks in the browser (content-layer/save-checks.ts) know the files as the
 * build does (content-layer/load.ts).
 */
export const CONTENT_FILES = {
  edition: { schema: EditionSchema, images: true },
  links: { schema: LinksSchema, images: false },
  events: { schema: SideEventsSchema, images: true },
  organisations: { schema: OrganisationGroupsSchema, images: true },
  team: { schema: TeamSchema, images: true },
  faq: { schema: FaqSchema, images: false },
  map: { schema: VenueMapSchema, images: false },
  about: { schema: AboutSchema, images: true },
  "site-plan": { schema: SitePlanSchema, images: true },
  safety: { schema: SafetySchema, images: false },
} as const;

export type ContentName = keyof typeof CONTENT_FILES;
export const CONTENT_NAMES = Object.keys(CONTENT_FILES) as ContentName[];

export const isContentName = (name: string): name is ContentName =>
  Object.hasOwn(CONTENT_FILES, name);
