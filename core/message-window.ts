/**
 * The message window (docs/new-edition.md "Dates and the message window"), on its own so the
 * toast can import it eagerly (to show and hide itself) without the profanity engine or zod;
 * `message-rules.ts` re-exports all of it. Pure: only the ECMAScript Intl built-ins. Every rule
 * takes the edition's window as an argument: core knows no edition.
 */

/**
 * The window as the edition's content gives it: wall-clock strings ("2031-06-11T16:00:00") and
 * the edition's time zone. The toast reads them in the browser's local time; the server reads
 * them in the edition's time zone.
 */
export interface EditionMessageWindow {
  readonly opensAt: string;
  readonly closesAt: string;
  readonly timeZone: string;
}

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

/**
 * The wall-clock time in the runtime's local time zone (the browser's,
 * README.md#message-window).
 */
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

/** The window as an edition's content gives it (`messageWindow` and `timeZone` of edition.yaml). */
export function editionMessageWindow(edition: {
  readonly messageWindow: { readonly opensAt: string; readonly closesAt: string };
  readonly timeZone: string;
}): EditionMessageWindow {
  return {
    opensAt: edition.messageWindow.opensAt,
    closesAt: edition.messageWindow.closesAt,
    timeZone: edition.timeZone,
  };
}

/** The window in the runtime's local time zone: what the toast uses (the browser's local time). */
export function messageWindowLocal(window: EditionMessageWindow): MessageWindow {
  return {
    opensAt: localWallClockToDate(window.opensAt),
    closesAt: localWallClockToDate(window.closesAt),
  };
}

/** The window as real instants in the edition's time zone: what the server uses. */
export function messageWindowInstants(window: EditionMessageWindow): MessageWindow {
  return {
    opensAt: zonedWallClockToDate(window.opensAt, window.timeZone),
    closesAt: zonedWallClockToDate(window.closesAt, window.timeZone),
  };
}

/** Either end of the edition's message window moved (SUBMISSIONS_OPEN_AT / _CLOSE_AT). */
export interface WindowOverride {
  opensAt?: Date;
  closesAt?: Date;
}

/**
 * The message windows a server runs by, as instants: the edition's (its wall-clock times in its
 * time zone) with SUBMISSIONS_OPEN_AT / _CLOSE_AT overriding either end.
 */
export interface MessageWindows {
  /** When POST /api/submissions accepts messages. */
  submissions: MessageWindow;
  /**
   * The window the served pages are told to follow (the `message-window` meta), only when it was
   * moved; otherwise undefined and the pages keep the content's window in the browser's time.
   */
  pages?: MessageWindow;
}

/** Every instant a Date can hold: SUBMISSIONS_ANY_TIME's window. */
const ANY_TIME_MS = 8.64e15;

/**
 * Which window the API and the served pages follow, decided once from the server's config
 * (docs/new-edition.md "Rehearsal, the day before"): the edition's, moved at either end, or open
 * at any time.
 */
export function messageWindows(config: {
  edition: Parameters<typeof editionMessageWindow>[0];
  submissionWindow: WindowOverride;
  submissionsAnyTime: boolean;
}): MessageWindows {
  if (config.submissionsAnyTime) {
    return { submissions: { opensAt: new Date(-ANY_TIME_MS), closesAt: new Date(ANY_TIME_MS) } };
  }
  const edition = messageWindowInstants(editionMessageWindow(config.edition));
  const { opensAt, closesAt } = config.submissionWindow;
  const window = { opensAt: opensAt ?? edition.opensAt, closesAt: closesAt ?? edition.closesAt };
  const moved = opensAt !== undefined || closesAt !== undefined;
  return { submissions: window, pages: moved ? window : undefined };
}

/**
 * A server that moves the window for a rehearsal (SUBMISSIONS_OPEN_AT / _CLOSE_AT;
 * docs/new-edition.md "Rehearsal, the day before") writes the window it accepts messages in into
 * every page it serves as `<meta name="message-window" content="<opensAt>/<closesAt>">`
 * (ISO-8601 instants, `closesAt` the last second as in `windowState`), so the toast opens and
 * closes with the server. Pages without it (the usual case) follow the content's window in the
 * browser's local time.
 */
export const MESSAGE_WINDOW_META_NAME = "message-window";

/** The meta's content: "2031-06-11T14:00:00.000Z/2031-06-13T21:59:59.000Z". */
export function formatWindowMeta(window: MessageWindow): string {
  return `${window.opensAt.toISOString()}/${window.closesAt.toISOString()}`;
}

/** An ISO-8601 instant with its offset: what `formatWindowMeta` writes (offsets also accepted). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?(?:Z|[+-]\d{2}:\d{2})$/;

function parseInstant(text: string): Date | undefined {
  if (!ISO_INSTANT.test(text.trim())) return undefined;
  const date = new Date(text.trim());
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * The window a page's meta carries, or undefined when it carries none or a malformed one (two
 * ISO instants with offsets, separated by "/", the start before the end): the toast then keeps
 * the content's window rather than guessing.
 */
export function parseWindowMeta(content: string | null | undefined): MessageWindow | undefined {
  const [opens, closes, ...rest] = (content ?? "").split("/");
  if (opens === undefined || closes === undefined || rest.length > 0) return undefined;
  const opensAt = parseInstant(opens);
  const closesAt = parseInstant(closes);
  if (opensAt === undefined || closesAt === undefined) return undefined;
  if (opensAt.getTime() >= closesAt.getTime()) return undefined;
  return { opensAt, closesAt };
}

/** The window end is given to the second: 23:59:59 means "until 23:59:59.999". */
const LAST_SECOND_MS = 1000;

/**
 * Where `now` is relative to the window. Both ends are inclusive to the second (an edition's
 * window runs "from 16:30 to 23:59:59"): open from exactly `opensAt` (16:30:00.000) and while
 * `now < closesAt + 1 s`, so 23:59:59.999 is still open and 00:00:00.000 is after.
 */
export function windowState(now: Date, window: MessageWindow): WindowState {
  const time = now.getTime();
  if (time < window.opensAt.getTime()) return "before";
  if (time < window.closesAt.getTime() + LAST_SECOND_MS) return "open";
  return "after";
}

/**
 * From `closesAt` on, while the window still reads "open", the state is checked again this often
 * until it reads "after" (a clock that only wakes at boundaries need not know the last second's
 * length).
 */
const CLOSING_RECHECK_MS = 100;

/**
 * When the window's state read at `now` can next change: the start, the end, or never (after the
 * end, README.md#message-window). What the toast times its next look at the clock by.
 */
export function nextWindowCheck(state: WindowState, window: MessageWindow, now: Date): Date | null {
  if (state === "before") return window.opensAt;
  if (state === "after") return null;
  const closesAt = window.closesAt.getTime();
  return new Date(Math.max(closesAt, now.getTime() + CLOSING_RECHECK_MS));
}
