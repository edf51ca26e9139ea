import type { Edition } from "../../../content";

/** Wall-clock times of the edition, always in Europe/Warsaw whatever the visitor's zone. */
const timeFormat = (timeZone: string) =>
  new Intl.DateTimeFormat("pl-PL", { timeZone, hour: "2-digit", minute: "2-digit" });
const weekdayFormat = (timeZone: string) =>
  new Intl.DateTimeFormat("pl-PL", { timeZone, weekday: "long", day: "numeric", month: "long" });

export interface FestivalDayHours {
  date: string;
  /** "piątek, 16 maja" */
  label: string;
  opensAt: string;
  lastConcertEndsAt: string;
}

export function festivalDayHours(edition: Pick<Edition, "days" | "timeZone">): FestivalDayHours[] {
  const time = timeFormat(edition.timeZone);
  const weekday = weekdayFormat(edition.timeZone);
  return edition.days.map((day) => ({
    date: day.date,
    label: weekday.format(new Date(day.opensAt)),
    opensAt: time.format(new Date(day.opensAt)),
    lastConcertEndsAt: time.format(new Date(day.lastConcertEndsAt)),
  }));
}

/** "16–17 maja 2025" for consecutive days in one month (the festival's case). */
export function dateRangeLabel(edition: Pick<Edition, "days" | "timeZone">): string {
  const first = edition.days[0];
  const last = edition.days.at(-1);
  if (!first || !last) return "";
  const day = new Intl.DateTimeFormat("pl-PL", { timeZone: edition.timeZone, day: "numeric" });
  const full = new Intl.DateTimeFormat("pl-PL", {
    timeZone: edition.timeZone,
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  const start = new Date(first.opensAt);
  const end = new Date(last.opensAt);
  if (first === last) return full.format(start);
  return `${day.format(start)}–${full.format(end)}`;
}
