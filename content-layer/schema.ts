import { z } from "zod";
import { GALLERY_FILE_NAME } from "./gallery.ts";
import { checkSchedule, type ScheduleShape } from "./schedule-rules.ts";

/**
 * Zod schemas of every content file (docs/product.md#editions-and-content).
 * `scripts/validate-content.ts` runs them at build time; a failure names the file, the entry and
 * the field. Keep this module pure (no fs), so the site can import the inferred types.
 */

const nonEmpty = z.string().trim().min(1, "must not be empty");
/** A path relative to content/images (or content/gallery), checked for existence at build time. */
export const ImagePathSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9/_-]*\.(png|jpg)$/, "must be a relative .png or .jpg path");
const url = z.url({ protocol: /^https?$/, message: "must be an http(s) URL" });
const email = z.email("must be a valid e-mail address");
const dayMonth = z
  // Unquoted, YAML reads 12.05 as a number (and 12.10 as 12.1): the message says how to write it.
  .string({ error: 'must be a date written dd.mm, in quotes ("12.05")' })
  .regex(/^(0[1-9]|[12]\d|3[01])\.(0[1-9]|1[0-2])$/, "must be a date written dd.mm");
const isoInstant = z.iso.datetime({
  offset: true,
  message: "must be an ISO date-time with offset",
});
const wallClock = z.iso.datetime({ local: true, message: "must be a local ISO date-time" });
const isoDate = z.iso.date("must be a date written YYYY-MM-DD");
const hourMinute = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time written HH:MM");

const stageId = z.string().regex(/^[a-z0-9-]+$/, "must be a lowercase slug");

/**
 * One act of a line-up: its name and pictures (an act with one picture gives it twice), and its
 * set when known: the stage and the Warsaw wall-clock times (docs/new-edition.md#set-times).
 */
export const ArtistSchema = z.object({
  name: nonEmpty,
  image_large: ImagePathSchema,
  image_small: ImagePathSchema,
  stage: stageId.optional(),
  startsAt: hourMinute.optional(),
  endsAt: hourMinute.optional(),
});

/** A student-stage concert: its times and, when known, the band. */
export const StudentSlotSchema = z.object({
  startsAt: hourMinute,
  endsAt: hourMinute,
  band: nonEmpty.optional(),
});

/** A stage of the festival: the timetable's column and the short name now/next shows. */
export const StageSchema = z.object({
  id: stageId,
  name: nonEmpty,
  shortName: nonEmpty,
});

/** A group of one day's line-up: the main acts, an afterparty, a student band… */
export const LineupGroupSchema = z.object({
  /** Shown above each act of the group ("AFTERPARTY"); the main acts have none. */
  header: nonEmpty.optional(),
  acts: z.array(ArtistSchema).min(1, "a group needs at least one act"),
});

/** One festival day: its date, hours (Europe/Warsaw), line-up and student-stage concerts. */
export const FestivalDaySchema = z.object({
  date: isoDate,
  opensAt: hourMinute,
  /** An hour at or before `opensAt` is after midnight, the next day. */
  lastConcertEndsAt: hourMinute,
  lineup: z.array(LineupGroupSchema).min(1, "a day needs at least one group of acts"),
  /** The student stage's concerts (the stage with id "student"). */
  studentStage: z.array(StudentSlotSchema),
});

const MAX_FESTIVAL_DAYS = 4;
/** The most stages the programme's filter can show one at a time. */
const MAX_STAGES = 8;

export const EditionSchema = z
  .object({
    /** The festival's name as a title ("Juwenalia Syrenki"), with the two cases running text needs. */
    name: nonEmpty,
    nameGenitive: nonEmpty,
    nameLocative: nonEmpty,
    year: z.number().int().min(2000),
    timeZone: z.literal("Europe/Warsaw"),
    /** The public address: canonical URLs, the sitemap, sharing, calendar ids. */
    siteUrl: url,
    /** When the edition was announced (a UTC instant): the calendar file's fixed time stamp. */
    announcedAt: isoInstant,
    venue: z.object({
      name: nonEmpty,
      /** The locative for running text ("na Stadionie Syrenki"). */
      nameLocative: nonEmpty,
      streetAddress: nonEmpty,
      postalCode: z.string().regex(/^\d{2}-\d{3}$/, "must be a Polish postal code"),
      city: nonEmpty,
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
      /** The public-transport stop /faq names: "tramwajowy „Stadion Syrenki” przy ul. Syreniej…". */
      nearestStop: z.object({ kind: nonEmpty, name: nonEmpty, near: nonEmpty }),
    }),
    /** The stages, in the timetable's order; sets name them by id. */
    stages: z
      .array(StageSchema)
      .min(1, "an edition needs at least one stage")
      // The programme's stage filter hides the other stages by index, up to eight
      // (app/features/festival-days/festival-days.css).
      .max(MAX_STAGES, `an edition has at most ${MAX_STAGES} stages`)
      .superRefine((stages, context) =>
        reportDuplicates(
          context,
          stages.map((stage, index) => ({ id: stage.id, path: [index, "id"] })),
        ),
      ),
    days: z
      .array(FestivalDaySchema)
      .min(1, "an edition needs at least one day")
      .max(MAX_FESTIVAL_DAYS, `an edition has at most ${MAX_FESTIVAL_DAYS} days`),
    messageWindow: z.object({ opensAt: wallClock, closesAt: wallClock }),
    /**
     * Days after the message window closes until the server deletes the edition's messages,
     * blocks and audit trail; the toast and the FAQ tell visitors the same number
     * (docs/product.md#privacy).
     */
    messageRetentionDays: z
      .number()
      .int("must be a whole number of days")
      .min(1, "must be at least 1 day")
      .max(365, "must be at most 365 days")
      .default(30),
    minimumAge: z.number().int().positive(),
    ticketPrices: z
      .array(z.object({ id: nonEmpty, label: nonEmpty, pricePln: z.number().positive() }))
      .min(1),
  })
  .superRefine(checkEditionConsistency);

type EditionShape = ScheduleShape & {
  year: number;
  days: { date: string; lineup: { acts: { name: string }[] }[] }[];
  messageWindow: { opensAt: string; closesAt: string };
  ticketPrices: { id: string }[];
};

/** Rules across fields: days in order and in the edition's year, the window within the days, ids unique. */
function checkEditionConsistency(edition: EditionShape, context: z.RefinementCtx): void {
  let ordered = true;
  edition.days.forEach((day, index) => {
    if (!day.date.startsWith(`${edition.year}-`)) {
      context.addIssue({
        code: "custom",
        path: ["days", index, "date"],
        message: `must be in the edition's year ${edition.year}`,
      });
    }
    const previous = edition.days[index - 1];
    if (previous && previous.date >= day.date) {
      ordered = false;
      context.addIssue({
        code: "custom",
        path: ["days", index, "date"],
        message: `must come after the day before (${previous.date}); days are listed in order, once each`,
      });
    }
  });
  const first = edition.days[0]?.date;
  const last = edition.days.at(-1)?.date;
  // The window is compared with the days only when both are well formed, so one mistake gives one line.
  const window = edition.messageWindow;
  const wellFormed = [window.opensAt, window.closesAt].every(
    (end) => wallClock.safeParse(end).success,
  );
  if (first && last && ordered && wellFormed) {
    for (const end of ["opensAt", "closesAt"] as const) {
      const date = edition.messageWindow[end].slice(0, 10);
      if (date < first || date > last) {
        context.addIssue({
          code: "custom",
          path: ["messageWindow", end],
          message: `must fall on one of the edition's days (${first} to ${last})`,
        });
      }
    }
    if (edition.messageWindow.opensAt >= edition.messageWindow.closesAt) {
      context.addIssue({
        code: "custom",
        path: ["messageWindow", "closesAt"],
        message: "must be later than opensAt",
      });
    }
  }
  checkSchedule(edition, context);
  reportDuplicates(
    context,
    edition.ticketPrices.map((price, index) => ({
      id: price.id,
      path: ["ticketPrices", index, "id"],
    })),
  );
  reportDuplicates(
    context,
    edition.days.flatMap((day, dayIndex) =>
      day.lineup.flatMap((group, groupIndex) =>
        group.acts.map((act, actIndex) => ({
          id: act.name,
          path: ["days", dayIndex, "lineup", groupIndex, "acts", actIndex, "name"],
        })),
      ),
    ),
  );
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
        message: `"${entry.id}" is used twice; it must be unique`,
      });
    }
    seen.add(entry.id);
  }
}

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

export const OrganisationGroupsSchema = z
  .object({
    organisers: z.array(OrganisationSchema),
    partners: z.array(OrganisationSchema),
    mediaPatrons: z.array(OrganisationSchema),
    honoraryPatrons: z.array(OrganisationSchema),
    sponsors: z.array(OrganisationSchema),
  })
  .superRefine((groups, context) =>
    reportDuplicates(
      context,
      Object.entries(groups).flatMap(([group, list]) =>
        list.map((organisation, index) => ({
          id: organisation.shortname,
          path: [group, index, "shortname"],
        })),
      ),
    ),
  );

export const TeamMemberSchema = z.object({
  name: nonEmpty,
  position: nonEmpty,
  email,
  image: ImagePathSchema,
});

export const TeamSchema = z
  .object({
    groupPhoto: ImagePathSchema,
    members: z.array(TeamMemberSchema).min(1),
  })
  .superRefine((team, context) =>
    reportDuplicates(
      context,
      team.members.map((member, index) => ({
        id: member.email,
        path: ["members", index, "email"],
      })),
    ),
  );

export const SideEventsSchema = z.array(SideEventSchema).superRefine((events, context) =>
  reportDuplicates(
    context,
    events.map((event, index) => ({ id: event.name, path: [index, "name"] })),
  ),
);

export const FaqItemSchema = z.object({ question: nonEmpty, answer: nonEmpty });

export const FaqSchema = z
  .array(FaqItemSchema)
  .min(1)
  .superRefine((items, context) =>
    reportDuplicates(
      context,
      items.map((item, index) => ({ id: item.question, path: [index, "question"] })),
    ),
  );

const LatLngSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

export const MapMarkerSchema = z.object({ position: LatLngSchema, title: nonEmpty });

/** The FAQ map: where it is centred and the entrance markers. */
export const VenueMapSchema = z.object({
  center: LatLngSchema,
  markers: z.array(MapMarkerSchema).min(1),
});

export const GalleryFileNameSchema = z
  .string()
  .regex(GALLERY_FILE_NAME, "must be named YYYY-NNN.jpg");

export type EditionInput = z.input<typeof EditionSchema>;
export type Edition = z.output<typeof EditionSchema>;
export type Links = z.output<typeof LinksSchema>;
export type Artist = z.output<typeof ArtistSchema>;
export type LineupGroup = z.output<typeof LineupGroupSchema>;
export type FestivalDay = z.output<typeof FestivalDaySchema>;
export type Stage = z.output<typeof StageSchema>;
export type StudentSlot = z.output<typeof StudentSlotSchema>;
export type SideEvent = z.output<typeof SideEventSchema>;
export type Organisation = z.output<typeof OrganisationSchema>;
export type OrganisationGroups = z.output<typeof OrganisationGroupsSchema>;
export type TeamMember = z.output<typeof TeamMemberSchema>;
export type Team = z.output<typeof TeamSchema>;
export type FaqItem = z.output<typeof FaqItemSchema>;
export type MapMarker = z.output<typeof MapMarkerSchema>;
export type VenueMap = z.output<typeof VenueMapSchema>;

/**
 * content/about.yaml: the About page's descriptive text (docs/product.md#about-page); dates and
 * times stay in edition.
 */
const ImageWithAltSchema = z.object({ image: ImagePathSchema, alt: nonEmpty });
const NamedTextSchema = z.object({ name: nonEmpty, description: nonEmpty });

export const AboutSchema = z.object({
  intro: z.array(nonEmpty).min(1),
  siteMap: ImageWithAltSchema,
  zones: z.array(NamedTextSchema).min(1),
  partnerAttractions: z
    .array(NamedTextSchema.extend({ facts: z.array(nonEmpty).optional() }))
    .min(1),
  /** A description per stage, by the stage's id in edition.yaml (which gives its name). */
  stages: z.record(stageId, z.object({ description: nonEmpty })),
  mainStageLineup: ImageWithAltSchema,
  entrances: z.object({ summary: nonEmpty, items: z.array(NamedTextSchema).min(1) }),
  payment: nonEmpty,
  venueDrawing: ImageWithAltSchema.extend({ description: nonEmpty }),
});

export type About = z.output<typeof AboutSchema>;
