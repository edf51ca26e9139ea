import { edition } from "../../../content";
import type { Decision, ModerationMode, SubmissionStatus } from "../../../core/contract";

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
