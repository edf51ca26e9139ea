import type { LateChange, ScreenMode, ScreenSettings } from "#core/contract";
import type { FestivalSet } from "#core/festival-schedule";
import { calendarDate } from "#core/dates/calendar-date";
import { polishDates } from "#core/dates/polish-words";

const SCREEN_MODE_TEXT: Record<ScreenMode, string> = {
  live: "na żywo",
  paused: "wstrzymany",
  blackout: "wygaszony",
};

/** A set as the trail names it: "Mira Wolna (piątek 22:15)", the day and time as planned. */
function setName(set: Pick<FestivalSet, "act" | "day" | "startTime">): string {
  const act = set.act ?? "koncert zespołu studenckiego";
  return `${act} (${polishDates.weekdayName(calendarDate(set.day))} ${set.startTime})`;
}

/**
 * The details the audit trail writes beside an action, in Polish like the panel and the CSV that
 * show them (server/moderation/README.md#audit-trail). The services that write the trail word its
 * lines with these, so no text for people lives in db/ or in the routes.
 */
export const TRAIL_TEXTS = {
  /** A wrong name or password: the address only as the login limits' keyed hash. */
  failedSignIn: (addressHash: string): string => `adres ${addressHash}`,
  /** The first refusal of a throttled run of logins, and which limit it hit. */
  throttledSignIn: (addressHash: string, limit: "address" | "account"): string =>
    `adres ${addressHash}; ${limit === "address" ? "limit prób z adresu" : "przerwa po błędnych hasłach do konta"}`,
  /** "Sign out everywhere else": how many of the account's other sessions it ended. */
  signedOutElsewhere: (ended: number): string =>
    `wszędzie poza tym urządzeniem (zakończone sesje: ${ended})`,
  /** A decision on a group of several copies says how many messages it moved. */
  decision: (copies: number): string => (copies > 1 ? `${copies} wiadomości` : ""),
  block: (rejected: number): string => `zablokowano nadawcę; odrzucone wiadomości: ${rejected}`,
  /** A lifted block names the message it was made from. */
  unblock: (block: { exampleAuthor: string; example: string }): string =>
    `${block.exampleAuthor}: ${block.example}`,
  /** `screen` null: every screen. */
  screenMode: (screen: string | null, mode: ScreenMode): string =>
    `${screen ?? "wszystkie ekrany"}: ${SCREEN_MODE_TEXT[mode]}`,
  /** A lead's new link for a screen: every link before it is retired. */
  screenKey: (screen: string, version: number): string =>
    `${screen}: nowy link (wersja ${version}), poprzednie linki unieważnione`,
  screenSettings: (settings: ScreenSettings): string =>
    `czas ${settings.paceSeconds} s, minimum ${settings.minimumSeconds} s, ` +
    `odstęp nadawcy ${settings.senderGapMinutes} min, ostrzeżenie po ${settings.waitWarningMinutes} min`,
  /** A late change to a set; no delay and not cancelled: cleared. */
  lateChange: (
    change: Pick<LateChange, "delayMinutes" | "cancelled">,
    set: Pick<FestivalSet, "act" | "day" | "startTime">,
  ): string => {
    if (change.cancelled) return `Odwołano: ${setName(set)}`;
    if (change.delayMinutes > 0) return `Opóźnienie ${change.delayMinutes} min: ${setName(set)}`;
    return `Przywrócono program: ${setName(set)}`;
  },
} as const;
