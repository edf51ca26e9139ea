import { z } from "zod";
import { GALLERY_FILE_NAME } from "./gallery";

/**
 * Zod schemas of every content file (spec §3). `scripts/validate-content.ts` runs them at build
 * time; a failure names the file, the entry and the field. Keep this module pure (no fs), so the
 * site can import the inferred types.
 */

const nonEmpty = z.string().trim().min(1, "must not be empty");
/** A path relative to content/images (or content/gallery), checked for existence at build time. */
export const ImagePathSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9/_-]*\.(png|jpg)$/, "must be a relative .png or .jpg path");
const url = z.url({ protocol: /^https?$/, message: "must be an http(s) URL" });
const email = z.email("must be a valid e-mail address");
const dayMonth = z
  .string()
  .regex(/^(0[1-9]|[12]\d|3[01])\.(0[1-9]|1[0-2])$/, "must be a date written dd.mm");
const isoInstant = z.iso.datetime({
  offset: true,
  message: "must be an ISO date-time with offset",
});
const wallClock = z.iso.datetime({ local: true, message: "must be a local ISO date-time" });
const isoDate = z.iso.date("must be a date written YYYY-MM-DD");
const hourMinute = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time written HH:MM");

export const EditionSchema = z.object({
  name: nonEmpty,
  year: z.number().int().min(2000),
  timeZone: z.literal("Europe/Warsaw"),
  venue: z.object({
    name: nonEmpty,
    nameLocative: nonEmpty,
    streetAddress: nonEmpty,
    postalCode: z.string().regex(/^\d{2}-\d{3}$/, "must be a Polish postal code"),
    city: nonEmpty,
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
  }),
  days: z
    .array(z.object({ date: isoDate, opensAt: isoInstant, lastConcertEndsAt: isoInstant }))
    .min(1),
  messageWindow: z.object({ opensAt: wallClock, closesAt: wallClock }),
  minimumAge: z.number().int().positive(),
  ticketPrices: z
    .array(z.object({ id: nonEmpty, label: nonEmpty, pricePln: z.number().positive() }))
    .min(1),
  studentStageSchedule: z.object({
    friday: z.array(hourMinute),
    saturday: z.array(hourMinute),
  }),
});

export const LinksSchema = z.object({
  recruitmentForm: url,
  rulesDocument: url,
  eventPage: url,
  facebook: url,
  instagram: url,
  linkedin: url,
  news: url,
  journeyPlanner: url,
  contact: z.object({
    cooperation: z.object({ email, shortLabel: nonEmpty }),
    support: z.object({ email, shortLabel: nonEmpty }),
  }),
});

export const ArtistSchema = z.object({
  name: nonEmpty,
  image_large: ImagePathSchema,
  image_small: ImagePathSchema,
  header: nonEmpty.optional(),
});

export const LineupSchema = z.object({
  day_1: z.array(ArtistSchema),
  day_2_1: z.array(ArtistSchema),
  day_2_2: z.array(ArtistSchema),
});

export const SideEventSchema = z.object({
  name: nonEmpty,
  date: dayMonth,
  image: ImagePathSchema,
  link: url,
});

export const OrganisationSchema = z.object({
  shortname: z.string().regex(/^[a-z0-9-]+$/, "must be a lowercase slug"),
  name: nonEmpty,
  image: ImagePathSchema,
  link: url,
});

export const OrganisationGroupsSchema = z.object({
  organisers: z.array(OrganisationSchema),
  partners: z.array(OrganisationSchema),
  mediaPatrons: z.array(OrganisationSchema),
  honoraryPatrons: z.array(OrganisationSchema),
  sponsors: z.array(OrganisationSchema),
});

export const TeamMemberSchema = z.object({
  name: nonEmpty,
  position: nonEmpty,
  email,
  image: ImagePathSchema,
});

export const TeamSchema = z.object({
  groupPhoto: ImagePathSchema,
  members: z.array(TeamMemberSchema),
});

export const FaqItemSchema = z.object({ question: nonEmpty, answer: nonEmpty });

export const MapMarkerSchema = z.object({
  position: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  title: nonEmpty,
});

export const GalleryFileNameSchema = z
  .string()
  .regex(GALLERY_FILE_NAME, "must be named YYYY-NNN.jpg");

export type EditionInput = z.input<typeof EditionSchema>;
export type Edition = z.output<typeof EditionSchema>;
export type Links = z.output<typeof LinksSchema>;
export type Artist = z.output<typeof ArtistSchema>;
export type Lineup = z.output<typeof LineupSchema>;
export type SideEvent = z.output<typeof SideEventSchema>;
export type Organisation = z.output<typeof OrganisationSchema>;
export type OrganisationGroups = z.output<typeof OrganisationGroupsSchema>;
export type TeamMember = z.output<typeof TeamMemberSchema>;
export type Team = z.output<typeof TeamSchema>;
export type FaqItem = z.output<typeof FaqItemSchema>;
export type MapMarker = z.output<typeof MapMarkerSchema>;

/** content/about.ts: the About page's descriptive text (spec §2); dates and times stay in edition. */
const ImageWithAltSchema = z.object({ image: ImagePathSchema, alt: nonEmpty });
const NamedTextSchema = z.object({ name: nonEmpty, description: nonEmpty });

export const AboutSchema = z.object({
  intro: z.array(nonEmpty).min(1),
  siteMap: ImageWithAltSchema,
  zones: z.array(NamedTextSchema).min(1),
  partnerAttractions: z
    .array(NamedTextSchema.extend({ facts: z.array(nonEmpty).optional() }))
    .min(1),
  stages: z.object({ main: NamedTextSchema, student: NamedTextSchema }),
  mainStageLineup: ImageWithAltSchema,
  entrances: z.object({ summary: nonEmpty, items: z.array(NamedTextSchema).min(1) }),
  payment: nonEmpty,
  venueDrawing: ImageWithAltSchema.extend({ description: nonEmpty }),
});

export type About = z.output<typeof AboutSchema>;
