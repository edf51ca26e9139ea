import { edition } from "#content-layer";
import { TRIAGE_FLAG_LABELS, type TriageFlag } from "#core/message-triage";
import type { ModeratorRole } from "#core/staff-accounts";
import type { Decision, ModerationMode, SubmissionStatus } from "#core/submission-transitions";
import type { RejectionReason } from "#core/message-triage";

const timeFormat = new Intl.DateTimeFormat("pl-PL", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: edition.timeZone,
});

/** "18:42" in the festival's time zone, whatever the moderator's phone is set to. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : timeFormat.format(date);
}

const dayFormat = new Intl.DateTimeFormat("pl-PL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: edition.timeZone,
});

/** "1 grudnia 2026 22:10": when a passkey was added or last used, days or months ago. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dayFormat.format(date);
}

const clockFormat = new Intl.DateTimeFormat("pl-PL", {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZone: edition.timeZone,
});

/** "18:42:07": a screen's last heartbeat, which comes every few seconds. */
export function formatClock(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : clockFormat.format(date);
}

/**
 * How long the screens need for what waits, roughly and never "0 min": "ok. 4 min",
 * "ok. 1 godz. 5 min".
 */
export function formatScreenWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `ok. ${formatDuration(minutes * 60)}`;
}

/** A wait as people say it: "45 s", "2 min 10 s", "1 godz. 5 min"; "–" when there is none. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return "–";
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) {
    const rest = whole % 60;
    return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} godz.` : `${hours} godz. ${rest} min`;
}

/** "koordynator zmiany" or "moderator", next to a name. */
export function roleLabel(role: ModeratorRole): string {
  return role === "lead" ? "koordynator zmiany" : "moderator";
}

/** What a moderator should look at twice: "Sprawdź: link, krzyk"; empty when nothing. */
export function flagsText(flags: readonly TriageFlag[]): string {
  if (flags.length === 0) return "";
  return `Sprawdź: ${flags.map((flag) => TRIAGE_FLAG_LABELS[flag]).join(", ")}`;
}

const REASON_TEXT: Record<RejectionReason, string> = {
  blocked: "zablokowany nadawca",
  link: "automatycznie: link",
  phone: "automatycznie: numer telefonu",
};

/** Why the server rejected a message by itself. */
export function reasonText(reason: RejectionReason): string {
  return REASON_TEXT[reason];
}

/** What the last-decision bar says about a decision. */
export function decisionText(decision: Decision, status: SubmissionStatus, author: string): string {
  if (decision === "approve") return `Zatwierdzono wiadomość od: ${author}.`;
  if (decision === "reject") return `Odrzucono wiadomość od: ${author}.`;
  return status === "pending"
    ? `Cofnięto decyzję – wiadomość od: ${author} wróciła do kolejki.`
    : `Przywrócono wiadomość od: ${author} na telebim.`;
}

/** The undo buttons of the history lists, by mode and list. */
export function undoLabel(mode: ModerationMode, status: "approved" | "rejected"): string {
  if (mode === "pre") return "Cofnij decyzję";
  return status === "rejected" ? "Przywróć na telebim" : "Cofnij decyzję";
}
