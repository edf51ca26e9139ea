import { zonedWallClockToDate } from "#core/message-window";

/** An announcement's end as the lead chose it: the instant sent, and whether it is tomorrow. */
export interface AnnouncementEnd {
  readonly endsAt: string;
  readonly tomorrow: boolean;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The calendar day of `instant` on the clocks of `timeZone`, as "YYYY-MM-DD". */
function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

/** The day after "YYYY-MM-DD" (calendar arithmetic, so month and year ends roll over). */
function nextDay(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/**
 * The instant an announcement ends, from the "HH:MM" of a time input read on the festival's
 * clocks (`timeZone`, whatever the lead's phone is set to): today, or tomorrow when that time
 * has already passed today — a notice for the night that ends "at 1:00" ends after midnight.
 * Null for anything that is not a time.
 */
export function announcementEnd(time: string, now: Date, timeZone: string): AnnouncementEnd | null {
  if (!TIME.test(time)) return null;
  const today = dayIn(now, timeZone);
  const sameDay = zonedWallClockToDate(`${today}T${time}`, timeZone);
  if (sameDay.getTime() > now.getTime()) return { endsAt: sameDay.toISOString(), tomorrow: false };
  const next = zonedWallClockToDate(`${nextDay(today)}T${time}`, timeZone);
  return { endsAt: next.toISOString(), tomorrow: true };
}
