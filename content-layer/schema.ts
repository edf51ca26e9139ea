import { z } from "zod";
import {
  ArtistSchema,
  EditionSchema,
  FestivalDaySchema,
  LineupGroupSchema,
  StageSchema,
  StudentSlotSchema,
} from "./edition-schema.ts";
import { GALLERY_FILE_NAME } from "./gallery.ts";
import {
  dayMonth,
  email,
  image,
  latitude,
  longitude,
  longText,
  patterned,
  reportDuplicates,
  ruleSize,
  slug,
  text,
  url,
} from "./schema-fields.ts";

/**
 * Zod schemas of every content file (docs/product.md#editions-and-content), with the Polish
 * labels and hints organisers read in the CMS and in the build's problems (docs/new-edition.md).
 * `scripts/validate-content.ts` runs them at build time; a failure names the file, the entry and
 * the field by these labels. Keep this module pure (no fs), so the site can import the inferred
 * types. edition.yaml's schemas are in content-layer/edition-schema.ts.
 */

export { ImagePathSchema, reportDuplicates } from "./schema-fields.ts";
export {
  ArtistSchema,
  EditionSchema,
  FestivalDaySchema,
  LineupGroupSchema,
  StageSchema,
  StudentSlotSchema,
};

const contactSchema = (title: string) =>
  z
    .strictObject({
      email: email({ title: "E-mail" }),
      shortLabel: text(40, {
        title: "Krótki opis",
        description: "Podpis adresu w stopce, np. Współpraca.",
      }),
    })
    .meta({ title });

export const LinksSchema = z
  .strictObject({
    recruitmentForm: url({ title: "Formularz rekrutacji", description: "Zakładka REKRUTACJA." }),
    rulesDocument: url({ title: "Regulamin", description: "Link do regulaminu (PDF) w stopce." }),
    eventPage: url({ title: "Wydarzenie na Facebooku" }),
    facebook: url({ title: "Facebook" }),
    instagram: url({ title: "Instagram" }),
    linkedin: url({ title: "LinkedIn" }),
    news: url({ title: "Aktualności", description: "Zakładka AKTUALNOŚCI." }),
    journeyPlanner: url({ title: "Planer podróży", description: "Np. Jakdojade, na stronie FAQ." }),
    contact: z
      .strictObject({
        cooperation: contactSchema("Współpraca"),
        support: contactSchema("Wsparcie techniczne"),
      })
      .meta({ title: "Kontakt" }),
  })
  .meta({
    title: "Linki i kontakt",
    description: "Linki w menu i stopce oraz dwa adresy kontaktowe.",
  });

export const SideEventSchema = z
  .strictObject({
    name: text(40, { title: "Nazwa" }),
    date: dayMonth({
      title: "Data",
      // A YAML file needs the quotes ("12.05"), or 12.10 reads as a number (docs/new-edition.md);
      // the CMS writes them itself.
      description: "Dzień i miesiąc w roku edycji, np. 12.05.",
    }),
    image: image(
      { title: "Zdjęcie", description: "Poziome, 1200 × 900\u00a0px." },
      ruleSize("event"),
    ),
    link: url({ title: "Link", description: "Strona wydarzenia, np. na Facebooku." }),
  })
  .meta({ title: "Wydarzenie towarzyszące", summaryField: "name" });

export const OrganisationSchema = z
  .strictObject({
    shortname: slug({
      title: "Identyfikator",
      description: "Krótka, niepowtarzalna nazwa, np. samorzad-us; także nazwa pliku logo.",
    }),
    name: text(100, { title: "Nazwa" }),
    image: image(
      { title: "Logo", description: "Poziome, 600 × 400\u00a0px." },
      ruleSize("organisation"),
    ),
    link: url({ title: "Link" }),
  })
  .meta({ title: "Organizacja", summaryField: "name" });

const organisations = (title: string) => z.array(OrganisationSchema).meta({ title });

export const OrganisationGroupsSchema = z
  .strictObject({
    organisers: organisations("Organizatorzy"),
    partners: organisations("Partnerzy"),
    mediaPatrons: organisations("Patroni medialni"),
    honoraryPatrons: organisations("Patroni honorowi"),
    sponsors: organisations("Sponsorzy"),
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
  )
  .meta({
    title: "Organizatorzy i partnerzy",
    description: "Organizatorzy, partnerzy, patroni i sponsorzy na stronie głównej.",
  });

export const TeamMemberSchema = z
  .strictObject({
    name: text(60, { title: "Imię i nazwisko", description: "Z tytułem, np. Dr Ewa Kaczmarczyk." }),
    position: text(100, { title: "Funkcja", description: "Np. Koordynatorka ds. logistyki." }),
    email: email({ title: "E-mail", description: "Niepowtarzalny w zespole." }),
    image: image(
      { title: "Zdjęcie", description: "Kwadratowe, 800 × 800\u00a0px." },
      ruleSize("team-member"),
    ),
  })
  .meta({ title: "Osoba", summaryField: "name" });

export const TeamSchema = z
  .strictObject({
    groupPhoto: image(
      {
        title: "Zdjęcie grupowe",
        description: "Zdjęcie na górze strony zespołu, poziome, 1600 × 900\u00a0px.",
      },
      ruleSize("team-group"),
    ),
    members: z
      .array(TeamMemberSchema)
      .min(1)
      .meta({ title: "Członkowie zespołu", description: "Liczbę osób strona liczy sama." }),
  })
  .superRefine((team, context) =>
    reportDuplicates(
      context,
      team.members.map((member, index) => ({
        id: member.email,
        path: ["members", index, "email"],
      })),
    ),
  )
  .meta({ title: "Zespół organizatorów" });

export const SideEventsSchema = z
  .array(SideEventSchema)
  .superRefine((events, context) =>
    reportDuplicates(
      context,
      events.map((event, index) => ({ id: event.name, path: [index, "name"] })),
    ),
  )
  .meta({
    title: "Wydarzenia towarzyszące",
    description: "Wydarzenia przed dniami festiwalu (strona główna, NASZE WYDARZENIA).",
  });

export const FaqItemSchema = z
  .strictObject({
    question: text(200, { title: "Pytanie" }),
    answer: longText(1500, {
      title: "Odpowiedź",
      description:
        "Daty, godziny i ceny pisz tak, jak podaje je edycja festiwalu; po zmianie edycji " +
        "przeczytaj każdą odpowiedź.",
    }),
    planPoints: z
      .array(slug({ title: "Punkt", description: "Identyfikator punktu planu, np. wejscie-1." }))
      .optional()
      .meta({
        title: "Punkty na planie terenu",
        description:
          "Pod odpowiedzią strona linkuje do tych punktów planu terenu, np. wejscie-1 i " +
          "wejscie-2 przy pytaniu o wejścia.",
      }),
  })
  .meta({ title: "Pytanie", summaryField: "question" });

export const FaqSchema = z
  .array(FaqItemSchema)
  .min(1)
  .superRefine((items, context) =>
    reportDuplicates(
      context,
      items.map((item, index) => ({ id: item.question, path: [index, "question"] })),
    ),
  )
  .meta({
    title: "Pytania i odpowiedzi (FAQ)",
    description:
      "Pytania i odpowiedzi strony FAQ. Daty, godziny i ceny pisz tak, jak podaje je edycja " +
      "festiwalu.",
  });

const latLng = (title: string) =>
  z
    .strictObject({
      lat: latitude({ title: "Szerokość geograficzna", description: "Np. 52.2395." }),
      lng: longitude({ title: "Długość geograficzna", description: "Np. 21.0455." }),
    })
    .meta({ title });

export const MapMarkerSchema = z
  .strictObject({
    position: latLng("Położenie"),
    title: text(40, { title: "Podpis", description: "Np. Wejście 1." }),
  })
  .meta({ title: "Znacznik", summaryField: "title" });

/** The FAQ map: where it is centred and the entrance markers. */
export const VenueMapSchema = z
  .strictObject({
    center: latLng("Środek mapy"),
    markers: z
      .array(MapMarkerSchema)
      .min(1)
      .meta({ title: "Znaczniki", description: "Wejścia zaznaczone na mapie." }),
  })
  .meta({
    title: "Mapa dojazdu",
    description:
      "Mapa na stronie FAQ: jej środek i znaczniki wejść (szerokość i długość geograficzna).",
  });

const GALLERY_NAME_MESSAGE = "musi mieć nazwę w postaci RRRR-NNN.jpg, np. 2019-001.jpg";
export const GalleryFileNameSchema = patterned(GALLERY_FILE_NAME, GALLERY_NAME_MESSAGE, {
  title: "Nazwa pliku zdjęcia",
});

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

export { AboutSchema, type About } from "./about-schema.ts";
export { SitePlanSchema, type SitePlan, type SitePlanPointEntry } from "./site-plan-schema.ts";
export { SafetySchema, type Safety } from "./safety-schema.ts";
