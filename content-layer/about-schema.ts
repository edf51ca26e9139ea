import { z } from "zod";
import { image, longText, reportDuplicates, ruleSize, slug, text } from "./schema-fields.ts";

/**
 * content/about.yaml: the About page's descriptive text
 * (app/features/about/README.md#what-the-visitor-sees), with its Polish labels and hints; dates and
 * times stay in edition. Re-exported by content-layer/schema.ts.
 */

const ALT_HINT = "Opis obrazka dla osób niewidomych: co na nim widać.";
const imageWithAlt = (picture: z.ZodType<string>) => ({
  image: picture,
  alt: longText(600, { title: "Tekst alternatywny", description: ALT_HINT }),
});

/** An entry with a name and a description: a zone, an entrance. */
const namedText = (title: string, description: number) =>
  z
    .strictObject({
      name: text(60, { title: "Nazwa" }),
      description: longText(description, { title: "Opis" }),
    })
    .meta({ title, summaryField: "name" });

export const AboutSchema = z
  .strictObject({
    intro: z
      .array(longText(600, { title: "Akapit" }))
      .min(1)
      .meta({ title: "Wstęp" }),
    siteMap: z
      .strictObject(
        imageWithAlt(
          image(
            { title: "Plan", description: "Poziomy, 1600 × 1100\u00a0px." },
            ruleSize("site-map"),
          ),
        ),
      )
      .meta({ title: "Plan terenu" }),
    zones: z.array(namedText("Strefa", 300)).min(1).meta({ title: "Strefy" }),
    partnerAttractions: z
      .array(
        z
          .strictObject({
            name: text(60, { title: "Nazwa" }),
            description: longText(400, { title: "Opis" }),
            facts: z
              .array(text(40, { title: "Fakt", description: "Np. 4 rodzaje przeszkód." }))
              .optional()
              .meta({ title: "Krótkie fakty" }),
          })
          .meta({ title: "Atrakcja partnera", summaryField: "name" }),
      )
      .min(1)
      .meta({ title: "Atrakcje partnerów" }),
    /**
     * A description per stage, naming it by its id in edition.yaml (which gives its name): a
     * list, so the CMS offers the stages to pick from (docs/decisions/021-browser-cms.md).
     */
    stages: z
      .array(
        z
          .strictObject({
            stage: slug({
              title: "Scena",
              description: "Scena z listy scen edycji festiwalu.",
            }).meta({ pick: "stage" }),
            description: longText(300, { title: "Opis" }),
          })
          .meta({ title: "Opis sceny", summaryField: "stage" }),
      )
      .superRefine((stages, context) =>
        reportDuplicates(
          context,
          stages.map((entry, index) => ({ id: entry.stage, path: [index, "stage"] })),
        ),
      )
      .meta({
        title: "Opisy scen",
        description: "Jeden opis na scenę; strona „O wydarzeniu” pokazuje go pod nazwą sceny.",
      }),
    mainStageLineup: z
      .strictObject(
        imageWithAlt(
          image(
            {
              title: "Plakat",
              description:
                "Pionowy, 1200 × 1500\u00a0px. Strona rysuje go sama ze składu sceny głównej przy " +
                "każdym budowaniu.",
            },
            ruleSize("lineup-poster"),
          ),
        ),
      )
      .meta({ title: "Plakat sceny głównej" }),
    entrances: z
      .strictObject({
        summary: longText(300, { title: "Podsumowanie" }),
        items: z.array(namedText("Wejście", 250)).min(1).meta({ title: "Lista wejść" }),
      })
      .meta({ title: "Wejścia" }),
    payment: longText(300, { title: "Płatności" }),
    venueDrawing: z
      .strictObject({
        ...imageWithAlt(
          image(
            { title: "Rysunek", description: "Poziomy, 1600 × 1000\u00a0px." },
            ruleSize("venue-drawing"),
          ),
        ),
        description: longText(600, { title: "Opis", description: "Opis okolicy pod rysunkiem." }),
      })
      .meta({ title: "Rysunek okolicy" }),
  })
  .meta({
    title: "O wydarzeniu",
    description:
      "Teksty strony O WYDARZENIU. Daty, godziny, ceny i godziny występów są w edycji festiwalu.",
  });

export type About = z.output<typeof AboutSchema>;
