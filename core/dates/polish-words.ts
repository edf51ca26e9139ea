/**
 * The words Polish pages write dates with: "16–17 maja 2025", "16-17 MAJA 2025",
 * "Sobota, 17 maja", "piątek, 16 maja", "16.05", "2 dni". The site, the server and the artwork
 * generator all write Polish dates with these words, so a new edition's dates change every page
 * and picture at once (docs/new-edition.md). The forms themselves are core/dates/date-writer.ts's.
 */
import { dateWriter, type DateWords } from "./date-writer.ts";

export const polishWords: DateWords = {
  weekdays: ["niedziela", "poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota"],
  // The accusative, with "we" before "wtorek", which "w" would make hard to say.
  onWeekdays: [
    "w niedzielę",
    "w poniedziałek",
    "we wtorek",
    "w środę",
    "w czwartek",
    "w piątek",
    "w sobotę",
  ],
  // The genitive, as in "16 maja".
  months: [
    "stycznia",
    "lutego",
    "marca",
    "kwietnia",
    "maja",
    "czerwca",
    "lipca",
    "sierpnia",
    "września",
    "października",
    "listopada",
    "grudnia",
  ],
  afterWeekday: ", ",
  figureMark: ".",
  countWords: ["zero", "jeden", "dwa", "trzy", "cztery", "pięć", "sześć", "siedem"],
  // "2 dni", "5 dni": days take "dni" after every count but one.
  day: "dzień",
  days: "dni",
};

/** Every Polish date form bound to these words, for code that does not count bytes. */
export const polishDates = /* @__PURE__ */ dateWriter(polishWords);
