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

/** A second factor as the trail names it. */
export type FactorDescription = { kind: "passkey"; label: string } | { kind: "totp" };

const factorName = (factor: FactorDescription): string =>
  factor.kind === "passkey" ? `klucz dostępu „${factor.label}”` : "aplikacja uwierzytelniająca";

const METHOD_NAME = {
  passkey: "klucz dostępu",
  totp: "kod z aplikacji",
  recovery: "kod zapasowy",
} as const;

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
  /** A second factor added to the actor's own account. */
  factorEnrolled: (factor: FactorDescription): string => factorName(factor),
  /** One of the actor's own factors removed. */
  factorRemoved: (factor: FactorDescription): string => factorName(factor),
  /** A lead (or the server's command line) removed every factor of another account. */
  factorsReset: (account: string): string =>
    `konto ${account}: usunięto klucze dostępu, aplikację uwierzytelniającą i kody zapasowe; sesje zakończone`,
  /** A wrong second factor: which method, which attempt of the session, and whether it ended it. */
  factorFailed: (
    method: keyof typeof METHOD_NAME,
    attempt: number,
    limit: number,
    ended: boolean,
  ): string =>
    `${METHOD_NAME[method]}; nieudana próba ${attempt} z ${limit}` +
    (ended ? "; sesja zakończona" : ""),
  /** A recovery code used to sign in: how many are left. */
  recoveryCodeUsed: (left: number): string => `pozostało kodów: ${left}`,
  /** A new set of recovery codes; the earlier ones stop working. */
  recoveryCodesRenewed: (count: number): string =>
    `nowy zestaw (${count} kodów), poprzednie kody nieważne`,
  /** A password change refused for a wrong current password: the address only as its hash. */
  failedPasswordChange: (addressHash: string): string =>
    `zmiana hasła: błędne obecne hasło; adres ${addressHash}`,
  /** The actor's own new password: how many of its other sessions it ended. */
  passwordChanged: (ended: number): string => `zakończone inne sesje: ${ended}`,
  /** A decision on a group of several copies says how many messages it moved. */
  decision: (copies: number): string => (copies > 1 ? `${copies} wiadomości` : ""),
  block: (rejected: number): string => `zablokowano nadawcę; odrzucone wiadomości: ${rejected}`,
  /** A lifted block names the message it was made from. */
  unblock: (block: { exampleAuthor: string; example: string }): string =>
    `${block.exampleAuthor}: ${block.example}`,
  /** `screen` null: every screen. */
  screenMode: (screen: string | null, mode: ScreenMode): string =>
    `${screen ?? "wszystkie telebimy"}: ${SCREEN_MODE_TEXT[mode]}`,
  /** A lead's new link for a screen: every link before it is retired. */
  screenKey: (screen: string, version: number): string =>
    `${screen}: nowy link (wersja ${version}), poprzednie linki unieważnione`,
  screenSettings: (settings: ScreenSettings): string =>
    `czas ${settings.paceSeconds}\u00a0s, minimum ${settings.minimumSeconds}\u00a0s, ` +
    `odstęp nadawcy ${settings.senderGapMinutes}\u00a0min, ostrzeżenie po ${settings.waitWarningMinutes}\u00a0min`,
  /** A late change to a set; no delay and not cancelled: cleared. */
  lateChange: (
    change: Pick<LateChange, "delayMinutes" | "cancelled">,
    set: Pick<FestivalSet, "act" | "day" | "startTime">,
  ): string => {
    if (change.cancelled) return `Odwołano: ${setName(set)}`;
    if (change.delayMinutes > 0)
      return `Opóźnienie ${change.delayMinutes}\u00a0min: ${setName(set)}`;
    return `Przywrócono program: ${setName(set)}`;
  },
} as const;
