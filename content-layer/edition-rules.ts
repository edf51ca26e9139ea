import { z } from "zod";
import { calendarDate } from "#core/dates/calendar-date";
import { polishDates } from "#core/dates/polish-words";
import { polishDay as dayName } from "./problems.ts";
import { checkSchedule, type ScheduleShape } from "./schedule-rules.ts";
import { reportDuplicates } from "./schema-fields.ts";

/**
 * edition.yaml's rules across fields (docs/new-edition.md, section 1): days in order and in the
 * edition's year, the message window within the days, ids unique, and the set times'
 * rules (content-layer/schedule-rules.ts). Each problem points at one field, in Polish.
 */

type EditionShape = ScheduleShape & {
  year: number;
  days: { date: string; lineup: { acts: { name: string }[] }[] }[];
  messageWindow: { opensAt: string; closesAt: string };
  ticketPrices: { id: string }[];
};

const wallClock = z.iso.datetime({ local: true });
const isoDate = z.iso.date();

/** Rules across fields: days in order and in the edition's year, the window within the days, ids unique. */
export function checkEditionConsistency(edition: EditionShape, context: z.RefinementCtx): void {
  let ordered = true;
  // A date the schema refused (17.05.2025) gets that one line: the rules here need a date.
  const dated = (date: string | undefined) => isoDate.safeParse(date).success;
  edition.days.forEach((day, index) => {
    if (!dated(day.date)) return;
    if (Number.isInteger(edition.year) && !day.date.startsWith(`${edition.year}-`)) {
      context.addIssue({
        code: "custom",
        path: ["days", index, "date"],
        message: `musi przypadać w roku edycji (${edition.year})`,
      });
    }
    const previous = edition.days[index - 1];
    if (previous && dated(previous.date) && previous.date >= day.date) {
      ordered = false;
      context.addIssue({
        code: "custom",
        path: ["days", index, "date"],
        message: `musi być późniejsza niż data dnia przed nim (${dayName(previous.date)}): dni podaje się po kolei, każdy raz`,
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
  const daysWellFormed = [first, last].every(dated);
  if (first && last && ordered && wellFormed && daysWellFormed) {
    for (const end of ["opensAt", "closesAt"] as const) {
      const date = edition.messageWindow[end].slice(0, 10);
      if (date < first || date > last) {
        context.addIssue({
          code: "custom",
          path: ["messageWindow", end],
          message: `musi przypadać w jeden z dni festiwalu (${polishDates.dateRangeWithoutYear(calendarDate(first), calendarDate(last))})`,
        });
      }
    }
    if (edition.messageWindow.opensAt >= edition.messageWindow.closesAt) {
      context.addIssue({
        code: "custom",
        path: ["messageWindow", "closesAt"],
        message: `musi być później niż otwarcie formularza (${edition.messageWindow.opensAt})`,
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
