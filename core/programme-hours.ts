import type { FestivalSet } from "./festival-schedule";
// With its extension: the content plugin (loaded with the Vite config) runs this module.
import { festivalDayInstants } from "./warsaw-time.ts";

/**
 * The programme's hours: when the public pages ask for late changes and announcements, and when
 * now/next has anything to say (server/moderation/README.md#late-changes). Read from the programme
 * in Warsaw time — every instant here carries Warsaw's offset — so a phone set to Tokyo or New York
 * asks at the same moments as one in Warsaw, and never from the message window, which closes long
 * before a delayed last set ends. The pages, the server's cache headers and the docs follow this
 * module.
 */

const HOUR = 3_600_000;

/**
 * A festival day's programme hours open this long before its gates (or its first set, if that
 * is earlier): organisers announce queues and entrances from the morning.
 */
export const ASKS_BEFORE_GATES_MS = 8 * HOUR;

/**
 * …and close this long after its last set's planned end: the longest delay a lead can give
 * (SET_DELAY_MAX_MINUTES, three hours) and an hour more, so a set delayed to its limit is followed
 * to its end and a little after. Written out rather than imported, so the pages load no zod; the
 * unit test holds it to the contract.
 */
export const ASKS_AFTER_LAST_SET_MS = 4 * HOUR;

/** One festival day's hours, in ms since the epoch: [from, until). */
export interface ProgrammeSpan {
  readonly day: string;
  readonly from: number;
  readonly until: number;
}

/** What a day needs here (content's FestivalDay satisfies it). */
export interface ProgrammeDay {
  readonly date: string;
  readonly opensAt: string;
  readonly lastConcertEndsAt: string;
}

/** Each day's span, in the days' order: its sets as planned, its gates and its closing hour. */
export function programmeSpans(
  days: readonly ProgrammeDay[],
  sets: readonly Pick<FestivalSet, "day" | "startsAt" | "endsAt">[],
): ProgrammeSpan[] {
  return days.map((day) => {
    const instants = festivalDayInstants(day);
    const daySets = sets.filter((set) => set.day === day.date);
    const first = Math.min(
      Date.parse(instants.opensAt),
      ...daySets.map((set) => Date.parse(set.startsAt)),
    );
    const last = Math.max(
      Date.parse(instants.lastConcertEndsAt),
      ...daySets.map((set) => Date.parse(set.endsAt)),
    );
    return {
      day: day.date,
      from: first - ASKS_BEFORE_GATES_MS,
      until: last + ASKS_AFTER_LAST_SET_MS,
    };
  });
}

/** Whether pages ask for late changes and announcements at `now`: within one day's span. */
export function asksForLateChanges(spans: readonly ProgrammeSpan[], now: number): boolean {
  return spans.some((span) => now >= span.from && now < span.until);
}

/**
 * Whether the festival is on at `now`: from the first day's span to the last day's end, gaps
 * between days included, or from `lead` ms before (PLAN_NEAR_MS for "near or on"). Now/next shows
 * and its clock runs only while it is on.
 */
export function festivalOn(spans: readonly ProgrammeSpan[], now: number, lead = 0): boolean {
  // No days: from +∞ until −∞, never.
  return now >= (spans[0]?.from ?? Infinity) - lead && now < (spans.at(-1)?.until ?? -Infinity);
}

/**
 * The next moment `asksForLateChanges` changes its answer after `now`; Infinity once the last span
 * has ended (nothing will change again).
 */
export function nextProgrammeEdge(spans: readonly ProgrammeSpan[], now: number): number {
  return Math.min(...spans.flatMap((span) => [span.from, span.until]).filter((edge) => edge > now));
}

/**
 * How far ahead of the festival the visitor's plan is offered from every page (`festivalOn` with
 * this lead): a plan is made in the fortnight before, and used on the days.
 */
export const PLAN_NEAR_MS = 14 * 24 * HOUR;
