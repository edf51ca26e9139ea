/**
 * The words English pages write dates with, in British English as Warsaw's universities write
 * for international students: "16–17 May 2025", "16-17 MAY 2025", "Saturday, 17 May",
 * "Friday 16 May" (no comma in running text), "16/05", "2 days". The forms themselves are
 * core/dates/date-writer.ts's. No Polish word is imported here, so an English page ships no
 * Polish table (docs/decisions/018).
 */
import { dateWriter, type DateWords } from "./date-writer.ts";

export const englishWords: DateWords = {
  // English capitalises weekdays anywhere in a sentence.
  weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  onWeekdays: [
    "on Sunday",
    "on Monday",
    "on Tuesday",
    "on Wednesday",
    "on Thursday",
    "on Friday",
    "on Saturday",
  ],
  // Day before month, no ordinal: "16 May".
  months: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  afterWeekday: " ",
  figureMark: "/",
  countWords: ["zero", "one", "two", "three", "four", "five", "six", "seven"],
  day: "day",
  days: "days",
};

/** Every English date form bound to these words, for code that does not count bytes. */
export const englishDates = /* @__PURE__ */ dateWriter(englishWords);
