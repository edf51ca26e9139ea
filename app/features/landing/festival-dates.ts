import { edition } from "../../../content";

/** "16–17" from the edition's first and last day (spec §9: 16–17 May 2025). */
export function festivalDayRange(): string {
  const days = edition.days.map((day) => Number(day.date.slice(8, 10)));
  return `${days[0]}–${days[days.length - 1]}`;
}
