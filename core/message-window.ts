import { edition } from "../content/edition";

/**
 * The message window of spec §4/§9, on its own so the toast can import it eagerly (to show and
 * hide itself) without the profanity engine or zod; `message-rules.ts` re-exports all of it.
 * Pure: only the ECMAScript Intl built-ins.
 */

/**
 * Spec §4/§9: the message window is 16 May 2025 16:30 to 17 May 2025 23:59:59, given as
 * wall-clock strings in content/edition.ts. The toast reads them in the browser's local time
 * (spec §4); the server reads them in the edition's time zone.
 */
export const MESSAGE_WINDOW = {
  opensAt: edition.messageWindow.opensAt,
  closesAt: edition.messageWindow.closesAt,
  timeZone: edition.timeZone,
} as const;

/** An interval of instants. `closesAt` is the last second of the window (see `windowState`). */
export interface MessageWindow {
  readonly opensAt: Date;
  readonly closesAt: Date;
}

export type WindowState = "before" | "open" | "after";

export interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Parses "YYYY-MM-DDTHH:mm[:ss]" without an offset; throws on anything else. */
export function parseWallClock(text: string): WallClock {
  const match = WALL_CLOCK.exec(text);
  if (match === null) throw new Error(`Not a wall-clock time "YYYY-MM-DDTHH:mm:ss": ${text}`);
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  return {
    year: year ?? 0,
    month: month ?? 0,
    day: day ?? 0,
    hour: hour ?? 0,
    minute: minute ?? 0,
    second: second ?? 0,
  };
}

/** The wall-clock time in the runtime's local time zone (the browser's, spec §4). */
export function localWallClockToDate(text: string): Date {
  const t = parseWallClock(text);
  return new Date(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** Milliseconds to add to UTC to get the wall clock of `timeZone` at `instant`. */
function timeZoneOffset(instant: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - (instant - (instant % 1000));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant at which the clocks of `timeZone` show the wall-clock time `text`. The offset comes
 * from Intl (so CET/CEST is right without hard-coding +01:00/+02:00). Around a transition the
 * rule is Temporal's "compatible" disambiguation: a repeated time (autumn) resolves to the
 * earlier instant, a skipped time (spring gap) is shifted forward by the gap.
 */
export function zonedWallClockToDate(text: string, timeZone: string): Date {
  const t = parseWallClock(text);
  const asUtc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  const offsetBefore = timeZoneOffset(asUtc - DAY_MS, timeZone);
  const offsetAfter = timeZoneOffset(asUtc + DAY_MS, timeZone);
  const valid = [asUtc - offsetBefore, asUtc - offsetAfter].filter(
    (candidate) => candidate + timeZoneOffset(candidate, timeZone) === asUtc,
  );
  return new Date(valid.length > 0 ? Math.min(...valid) : asUtc - offsetBefore);
}

/** The window in the runtime's local time zone: what the toast uses (spec §4 "browser's local time"). */
export function messageWindowLocal(): MessageWindow {
  return {
    opensAt: localWallClockToDate(MESSAGE_WINDOW.opensAt),
    closesAt: localWallClockToDate(MESSAGE_WINDOW.closesAt),
  };
}

/** The window as real instants in Europe/Warsaw (content/edition.ts): what the server uses. */
export function messageWindowInstants(): MessageWindow {
  return {
    opensAt: zonedWallClockToDate(MESSAGE_WINDOW.opensAt, MESSAGE_WINDOW.timeZone),
    closesAt: zonedWallClockToDate(MESSAGE_WINDOW.closesAt, MESSAGE_WINDOW.timeZone),
  };
}

/** The window end is given to the second: 23:59:59 means "until 23:59:59.999". */
const LAST_SECOND_MS = 1000;

/**
 * Where `now` is relative to the window. Both ends are inclusive to the second (spec §9 "16:30 to
 * 23:59:59"): open from exactly `opensAt` (16:30:00.000) and while `now < closesAt + 1 s`, so
 * 23:59:59.999 is still open and 00:00:00.000 is after.
 */
export function windowState(now: Date, window: MessageWindow): WindowState {
  const time = now.getTime();
  if (time < window.opensAt.getTime()) return "before";
  if (time < window.closesAt.getTime() + LAST_SECOND_MS) return "open";
  return "after";
}
