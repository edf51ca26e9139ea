import { z } from "zod";
import { checkEditionConsistency } from "./edition-rules.ts";
import {
  hour,
  image,
  instant,
  isoDate,
  latitude,
  longitude,
  patterned,
  reportDuplicates,
  ruleSize,
  slug,
  text,
  url,
  wallClock,
} from "./schema-fields.ts";

/**
 * content/edition.yaml's schemas (docs/new-edition.md, sections 1 and 2): the festival's facts
 * with their Polish labels and hints. Re-exported by content-layer/schema.ts; pure.
 */

const name = (title: string, description?: string) =>
  text(60, { title, ...(description ? { description } : {}) });

/**
 * The time of a set. A time before the gates open is after midnight, the next day
 * (core/festival-schedule.ts), which is why the hint says so.
 */
const setTime = (title: string) =>
  hour({
    title,
    description:
      "Czas warszawski, np. 20:15. Godzina wcześniejsza niż otwarcie bram tego dnia to noc po " +
      "północy (np. 00:30).",
  });

/**
 * One act of a line-up: its name and pictures (an act with one picture gives it twice), and its
 * set when known: the stage and the Warsaw wall-clock times (docs/new-edition.md#set-times).
 */
export const ArtistSchema = z
  .strictObject({
    name: name("Nazwa wykonawcy"),
    // The large picture's rule (artist-large, 1200 × 1500) is what a headliner's portrait needs;
    // acts below the main line-up give their square picture here too (600 × 600), so the
    // check asks for the square's size and the hint asks for the portrait.
    image_large: image(
      {
        title: "Zdjęcie duże (pionowe)",
        description:
          "Pionowe zdjęcie na kartę wykonawcy, najlepiej 1200 × 1500\u00a0px. Wykonawca spoza " +
          "głównego składu (afterparty, zespół studencki) podaje tu swoje kwadratowe zdjęcie " +
          "małe, dlatego sprawdzane minimum to 600 × 600\u00a0px.",
      },
      ruleSize("artist-small"),
    ),
    image_small: image(
      { title: "Zdjęcie małe (kwadratowe)", description: "Kwadratowe zdjęcie, 600 × 600\u00a0px." },
      ruleSize("artist-small"),
    ),
    stage: slug({
      title: "Scena",
      description:
        "Scena, na której gra. Podaj scenę i obie godziny albo nic z tego, gdy godziny nie są " +
        "jeszcze znane.",
    })
      .meta({ pick: "stage" })
      .optional(),
    startsAt: setTime("Godzina rozpoczęcia").optional(),
    endsAt: setTime("Godzina zakończenia").optional(),
  })
  .meta({ title: "Wykonawca", summaryField: "name" });

/** A student-stage concert: its times and, when known, the band. */
export const StudentSlotSchema = z
  .strictObject({
    startsAt: setTime("Godzina rozpoczęcia"),
    endsAt: setTime("Godzina zakończenia"),
    band: name(
      "Zespół",
      "Nazwa zespołu, gdy już wiadomo, kto gra. Zespół, który jest też wykonawcą w grupach " +
        "wykonawców dnia (np. ZESPÓŁ STUDENCKI), bierze godzinę z tego występu: nie podawaj " +
        "mu tam własnej sceny ani godzin. Zespół gra najwyżej raz dziennie.",
    ).optional(),
  })
  .meta({ title: "Występ", summaryField: "band" });

/** A stage of the festival: the timetable's column and the short name now/next shows. */
export const StageSchema = z
  .strictObject({
    id: slug({
      title: "Identyfikator",
      description:
        "Krótka nazwa sceny w plikach, małymi literami, bez polskich znaków, np. main. Scena " +
        "studencka ma identyfikator „student”. Nie zmieniaj go w trakcie festiwalu.",
    }),
    name: text(40, { title: "Nazwa sceny", description: "Np. Scena główna." }),
    shortName: text(20, {
      title: "Nazwa skrócona",
      description: "Krótka nazwa do bloku „Na scenach”, np. Główna.",
    }),
  })
  .meta({ title: "Scena", summaryField: "name" });

/** A group of one day's line-up: the main acts, an afterparty, a student band… */
export const LineupGroupSchema = z
  .strictObject({
    /** Shown above each act of the group ("AFTERPARTY"); the main acts have none. */
    header: text(30, {
      title: "Nagłówek grupy",
      description:
        "Np. AFTERPARTY albo ZESPÓŁ STUDENCKI, pokazywany nad każdym wykonawcą grupy. Główny " +
        "skład dnia nie ma nagłówka.",
    }).optional(),
    acts: z
      .array(ArtistSchema)
      .min(1, "grupa musi mieć co najmniej jednego wykonawcę")
      .meta({ title: "Wykonawcy" }),
  })
  .meta({ title: "Grupa wykonawców", summaryField: "header" });

/** One festival day: its date, hours (Europe/Warsaw), line-up and student-stage concerts. */
export const FestivalDaySchema = z
  .strictObject({
    date: isoDate({
      title: "Data",
      description: "Dni podaje się po kolei, wszystkie w roku edycji.",
    }),
    opensAt: hour({ title: "Otwarcie bram", description: "Czas warszawski, np. 16:30." }),
    /** An hour at or before `opensAt` is after midnight, the next day. */
    lastConcertEndsAt: hour({
      title: "Koniec ostatniego koncertu",
      description:
        "Czas warszawski, np. 23:30. Godzina taka sama jak otwarcie bram albo wcześniejsza " +
        "oznacza noc po północy, następnego dnia (np. 00:30).",
    }),
    lineup: z
      .array(LineupGroupSchema)
      .min(1, "dzień musi mieć co najmniej jedną grupę wykonawców")
      .meta({
        title: "Grupy wykonawców",
        description:
          "W kolejności, w jakiej pokazuje je strona główna i plakat. Najpierw główny skład " +
          "bez nagłówka, potem grupy z nagłówkiem.",
      }),
    /** The student stage's concerts (the stage with id "student"). */
    studentStage: z.array(StudentSlotSchema).meta({
      title: "Scena studencka",
      description: "Koncerty tego dnia na scenie studenckiej (identyfikator „student”).",
    }),
  })
  .meta({ title: "Dzień", summaryField: "date" });

const MAX_FESTIVAL_DAYS = 4;
/** The most stages the programme's filter can show one at a time. */
const MAX_STAGES = 8;

const VenueSchema = z
  .strictObject({
    name: name("Nazwa miejsca", "Np. Stadion Syrenki."),
    /** The locative for running text ("na Stadionie Syrenki"). */
    nameLocative: name("Nazwa miejsca w miejscowniku", "Na czym? – np. Stadionie Syrenki."),
    streetAddress: text(80, { title: "Ulica i numer", description: "Np. ul. Syrenia 1." }),
    postalCode: patterned(/^\d{2}-\d{3}$/, "musi być kodem pocztowym w postaci 00-000", {
      title: "Kod pocztowy",
    }),
    city: text(40, { title: "Miasto" }),
    lat: latitude({ title: "Szerokość geograficzna", description: "Np. 52.2395." }),
    lng: longitude({ title: "Długość geograficzna", description: "Np. 21.0455." }),
    /** The public-transport stop /faq names: "tramwajowy „Stadion Syrenki” przy ul. Syreniej…". */
    nearestStop: z
      .strictObject({
        kind: text(30, {
          title: "Rodzaj przystanku",
          description:
            "Słowo przed nazwą przystanku, np. tramwajowy (strona pisze: przystanek tramwajowy " +
            "„Stadion Syrenki”); po angielsku np. tram.",
        }),
        name: name("Nazwa przystanku"),
        near: text(100, {
          title: "Położenie przystanku",
          description:
            "Dokończenie zdania „przystanek … przy …”, np. ul. Syreniej, tuż przy Wejściu 1; po " +
            "angielsku dokończenie „… stop on …”.",
        }),
      })
      .meta({ title: "Najbliższy przystanek", description: "Strona FAQ podaje go w dojeździe." }),
  })
  .meta({ title: "Miejsce" });

export const EditionSchema = z
  .strictObject({
    /** The festival's name as a title ("Juwenalia Syrenki"), with the two cases running text needs. */
    name: name("Nazwa festiwalu", "Jak w tytule, np. Juwenalia Syrenki."),
    nameGenitive: name("Nazwa w dopełniaczu", "Kogo? czego? – np. Juwenaliów Syrenki."),
    nameLocative: name("Nazwa w miejscowniku", "O kim? o czym? – np. Juwenaliach Syrenki."),
    year: z
      .number()
      .int()
      .min(2000)
      .max(2100)
      .meta({ title: "Rok", description: "Wszystkie dni festiwalu przypadają w tym roku." }),
    timeZone: z
      .literal("Europe/Warsaw", {
        error: "musi być Europe/Warsaw: wszystkie godziny w treści to czas warszawski",
      })
      .meta({
        title: "Strefa czasowa",
        description: "Zawsze Europe/Warsaw: godziny w tym pliku to czas warszawski.",
      }),
    /** The public address: canonical URLs, the sitemap, sharing, calendar ids. */
    siteUrl: url({
      title: "Adres strony",
      description: "Publiczny adres strony, np. https://juwenalia-syrenki.pl.",
    }),
    /** When the edition was announced (a UTC instant): the calendar file's fixed time stamp. */
    announcedAt: instant({
      title: "Ogłoszenie edycji",
      description:
        "Dzień i godzina ogłoszenia tej edycji, czas warszawski. Kalendarz do pobrania podaje " +
        "tę chwilę jako datę utworzenia wydarzeń: zmień ją tylko przy nowej edycji.",
    }),
    venue: VenueSchema,
    /** The stages, in the timetable's order; sets name them by id. */
    stages: z
      .array(StageSchema)
      .min(1, "edycja musi mieć co najmniej jedną scenę")
      // The programme's stage filter hides the other stages by index, up to eight
      // (app/features/festival-days/festival-days.css).
      .max(MAX_STAGES, `edycja może mieć najwyżej ${MAX_STAGES} scen`)
      .superRefine((stages, context) =>
        reportDuplicates(
          context,
          stages.map((stage, index) => ({ id: stage.id, path: [index, "id"] })),
        ),
      )
      .meta({
        title: "Sceny",
        description:
          "W kolejności kolumn programu, najwyżej 8. Scena studencka ma identyfikator " +
          "„student”.",
      }),
    days: z
      .array(FestivalDaySchema)
      .min(1, "edycja musi mieć co najmniej jeden dzień")
      .max(MAX_FESTIVAL_DAYS, `edycja może mieć najwyżej ${MAX_FESTIVAL_DAYS} dni`)
      .meta({ title: "Dni festiwalu", description: "Od 1 do 4 dni, po kolei." }),
    messageWindow: z
      .strictObject({
        opensAt: wallClock({
          title: "Otwarcie formularza",
          description:
            "Dzień i godzina z sekundami, np. 2025-05-16T16:30:00 (litera T przed godziną).",
        }),
        closesAt: wallClock({
          title: "Zamknięcie formularza",
          description:
            "Dzień i godzina z sekundami, np. 2025-05-17T23:59:59 (litera T przed godziną).",
        }),
      })
      .meta({
        title: "Wiadomości na telebim",
        description:
          "Kiedy działa formularz wiadomości na telebim, czas warszawski. Otwarcie i zamknięcie " +
          "przypadają w dni festiwalu.",
      }),
    /**
     * Days after the message window closes until the server deletes the edition's messages,
     * blocks and audit trail; the toast and the FAQ tell visitors the same number
     * (server/operations/README.md#privacy).
     */
    messageRetentionDays: z
      .number()
      .int("musi być liczbą całkowitą dni")
      .min(1, "musi wynosić co najmniej 1 dzień")
      .max(365, "może wynosić najwyżej 365 dni")
      .default(30)
      .meta({
        title: "Przechowywanie wiadomości (dni)",
        description:
          "Po ilu dniach od zamknięcia formularza serwer usuwa wiadomości, blokady i zapis " +
          "decyzji moderatorów. Formularz podaje tę liczbę sam; odpowiedź w FAQ o wiadomościach " +
          "też ją podaje („30 dni po festiwalu”), więc zmień ją i tam.",
      }),
    minimumAge: z
      .number()
      .int()
      .positive()
      .meta({ title: "Minimalny wiek", description: "Np. 18." }),
    ticketPrices: z
      .array(
        z
          .strictObject({
            id: text(40, {
              title: "Identyfikator",
              description: "Krótka, niepowtarzalna nazwa ceny, np. student-other.",
            }),
            label: text(80, {
              title: "Kto płaci tę cenę",
              description: "Np. Student innej uczelni.",
            }),
            pricePln: z.number().positive().meta({ title: "Cena (zł)" }),
          })
          .meta({ title: "Cena biletu", summaryField: "label" }),
      )
      .min(1)
      .meta({ title: "Ceny biletów" }),
  })
  .superRefine(checkEditionConsistency)
  .meta({
    title: "Edycja festiwalu",
    description:
      "Fakty tegorocznej edycji: czytają je wszystkie strony, plik kalendarza, telebim, " +
      "formularz wiadomości i grafiki. Godziny to czas warszawski.",
  });
