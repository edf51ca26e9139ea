import { z } from "zod";
import { longText, patterned, slug, text } from "./schema-fields.ts";

/**
 * content/safety.yaml: what a festival-goer reads under "Bezpieczeństwo" on the site plan's page
 * (app/features/safety/README.md): the emergency number, first aid, what to do after losing one's
 * friends or things, the exits and how to reach the organisers on the night. Each topic is fixed,
 * so no edition can drop one; its words, numbers and plan points are the organisers'. A point is
 * named by its id in content/site-plan.yaml, which content:check holds it to. Re-exported by
 * content-layer/schema.ts.
 */

const PHONE_MESSAGE =
  "musi być numerem telefonu z cyframi i spacjami, np. 112 lub +48 22 100 20 30";

/** A number a phone dials: 112, or a full number with its country code. */
const phone = (label: { title: string; description: string }) =>
  patterned(/^(\d{3}|\+\d{2}( \d{2,3}){3,4})$/, PHONE_MESSAGE, label);

const points = (description: string) =>
  z
    .array(slug({ title: "Punkt", description: "Identyfikator punktu planu, np. punkt-medyczny." }))
    .meta({ title: "Punkty na planie", description });

/** A topic: its heading and its words, and what a visitor taps to act on them. */
const topic = <Extra extends z.ZodRawShape>(title: string, extra: Extra) =>
  z
    .strictObject({
      heading: text(60, { title: "Nagłówek" }),
      text: longText(600, { title: "Treść", description: "Kilka krótkich zdań: co zrobić." }),
      ...extra,
    })
    .meta({ title });

export const SafetySchema = z
  .strictObject({
    emergency: topic("Nagły wypadek", {
      phone: phone({
        title: "Numer alarmowy",
        description: "112: strona podaje go jako link, który od razu dzwoni.",
      }),
    }),
    firstAid: topic("Pierwsza pomoc", {
      points: points("Punkty medyczne, np. punkt-medyczny; strona linkuje do nich na planie."),
    }),
    lostFriends: topic("Zgubieni znajomi", {
      points: points("Miejsce spotkań, np. punkt-informacyjny."),
    }),
    lostThings: topic("Zgubione rzeczy", {
      points: points("Punkt rzeczy znalezionych, np. rzeczy-znalezione."),
    }),
    exits: topic("Wyjścia", {
      points: points("Wyjścia ewakuacyjne i wejścia, którymi można wyjść."),
    }),
    organisers: topic("Kontakt z organizatorami", {
      phone: phone({
        title: "Telefon dyżurny",
        description: "Numer czynny w dni festiwalu, z kierunkowym kraju, np. +48 22 100 20 30.",
      }),
      points: points("Punkt informacyjny, np. punkt-informacyjny."),
    }),
  })
  .meta({
    title: "Bezpieczeństwo",
    description:
      "Sekcja BEZPIECZEŃSTWO na stronie planu terenu: numer alarmowy, pierwsza pomoc, zgubieni " +
      "znajomi i rzeczy, wyjścia i telefon do organizatorów.",
  });

export type Safety = z.output<typeof SafetySchema>;

/** The point ids the file names, with where: for the rule that each is on the plan. */
export function safetyPointIds(safety: Safety): { id: string; path: (string | number)[] }[] {
  return Object.entries(safety).flatMap(([key, topic]) =>
    ("points" in topic ? topic.points : []).map((id, index) => ({
      id,
      path: [key, "points", index],
    })),
  );
}
