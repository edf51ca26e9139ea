import { z } from "zod";
import { SITE_PLAN_KINDS } from "#core/site-plan";
import { image, reportDuplicates, ruleSize, slug, text } from "./schema-fields.ts";

/**
 * content/site-plan.yaml: the site plan's picture and its points (app/features/site-plan/README.md,
 * docs/decisions/030-site-plan-as-data.md), with the Polish labels and hints organisers read.
 * A point's position is a fraction of the picture's width and height, so it stays put whatever
 * size the picture is shown at. Re-exported by content-layer/schema.ts.
 */

/** Each kind's meaning for the organisers' hint and messages; the site's words are app/texts'. */
export const KIND_HINTS: Readonly<Record<(typeof SITE_PLAN_KINDS)[number], string>> = {
  stage: "scena",
  gate: "wejście",
  "accessible-entrance": "wejście bez barier",
  "first-aid": "punkt medyczny",
  water: "woda pitna",
  toilets: "toalety",
  food: "jedzenie",
  info: "punkt informacyjny",
  "lost-and-found": "rzeczy znalezione",
  lockers: "szafki depozytowe",
  exit: "wyjście ewakuacyjne",
};

const KIND_LIST = SITE_PLAN_KINDS.map((kind) => `${kind} (${KIND_HINTS[kind]})`).join(", ");

const fraction = (axis: "x" | "y") => {
  const side = axis === "x" ? "szerokości, od lewej krawędzi" : "wysokości, od górnej krawędzi";
  const message =
    `punkt leży poza planem: ${axis} musi być liczbą od 0 do 1 ` +
    `(część ${axis === "x" ? "szerokości" : "wysokości"} obrazka)`;
  return z
    .number({ error: `ma tu być liczba od 0 do 1, np. 0.25` })
    .min(0, message)
    .max(1, message)
    .meta({
      title: axis === "x" ? "Położenie w poziomie (x)" : "Położenie w pionie (y)",
      description: `Część ${side} obrazka: 0 to krawędź, 0.5 środek, 1 przeciwna krawędź.`,
    });
};

export const SitePlanPointSchema = z
  .strictObject({
    id: slug({
      title: "Identyfikator",
      description:
        "Niepowtarzalny, małe litery bez polskich znaków, np. scena-glowna; adres punktu to " +
        "/site-plan#scena-glowna.",
    }),
    kind: z
      .enum(SITE_PLAN_KINDS, {
        error: `strona nie zna takiego rodzaju punktu; dozwolone: ${KIND_LIST}`,
      })
      .meta({ title: "Rodzaj", description: `Jeden z: ${KIND_LIST}.` }),
    stage: slug({
      title: "Scena z programu",
      description: "Tylko dla rodzaju stage: scena z listy scen edycji festiwalu.",
    })
      .meta({ pick: "stage" })
      .optional(),
    x: fraction("x"),
    y: fraction("y"),
    name: text(60, { title: "Nazwa", description: "Np. Punkt medyczny." }),
    where: text(200, {
      title: "Gdzie",
      description: "Krótko, jak trafić: np. przy Wejściu 1, po lewej od bramek.",
    }),
  })
  .superRefine((point, context) => {
    if (point.kind === "stage" && !point.stage) {
      context.addIssue({
        code: "custom",
        path: ["stage"],
        message: "punkt rodzaju stage musi wskazywać scenę z programu",
      });
    }
    if (point.kind !== "stage" && point.stage) {
      context.addIssue({
        code: "custom",
        path: ["stage"],
        message: "scenę z programu podaje się tylko dla punktu rodzaju stage",
      });
    }
  })
  .meta({ title: "Punkt", summaryField: "name" });

export const SitePlanSchema = z
  .strictObject({
    image: image(
      {
        title: "Obrazek planu",
        description:
          "Poziomy, 1600 × 1100\u00a0px (proporcje 16:11), bez symboli punktów: strona rysuje je sama.",
      },
      ruleSize("site-plan"),
    ),
    points: z
      .array(SitePlanPointSchema)
      .min(1)
      .superRefine((points, context) =>
        reportDuplicates(
          context,
          points.map((point, index) => ({ id: point.id, path: [index, "id"] })),
        ),
      )
      .meta({
        title: "Punkty",
        description:
          "Sceny, wejścia, punkt medyczny, woda, toalety… Każda scena programu ma punkt.",
      }),
  })
  .meta({
    title: "Plan terenu",
    description:
      "Strona PLAN TERENU: obrazek planu i punkty na nim (położenie jako część szerokości i " +
      "wysokości obrazka, od 0 do 1).",
  });

export type SitePlan = z.output<typeof SitePlanSchema>;
export type SitePlanPointEntry = z.output<typeof SitePlanPointSchema>;
