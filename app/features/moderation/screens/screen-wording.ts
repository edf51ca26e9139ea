import type { ScreenMode, ScreenStatus } from "#core/contract";

/** A screen's mode as the list says it. */
export const MODE_TEXT: Record<ScreenMode, string> = {
  live: "Na żywo",
  paused: "Wstrzymany",
  blackout: "Wygaszony",
};

/** The button that puts a screen (or every screen) into a mode. */
export const MODE_ACTION: Record<ScreenMode, string> = {
  paused: "Wstrzymaj",
  blackout: "Wygaś",
  live: "Wznów",
};

/** The order of the buttons: the two ways to stop, then the way back. */
export const MODE_ACTIONS: readonly ScreenMode[] = ["paused", "blackout", "live"];

/** What the status line says once a change went through: "wstrzymany", "wygaszone", … */
export function modeDone(mode: ScreenMode, everyScreen: boolean): string {
  if (mode === "paused") return everyScreen ? "wstrzymane" : "wstrzymany";
  if (mode === "blackout") return everyScreen ? "wygaszone" : "wygaszony";
  return everyScreen ? "wznowione" : "wznowiony";
}

/** What a screen shows now, as the list says it: the text itself, or what kind of thing. */
export function showingText(status: ScreenStatus): string {
  const { showing } = status;
  if (showing.kind === "announcement") {
    return status.showingText === null ? "komunikat" : `komunikat: ${status.showingText}`;
  }
  if (showing.kind === "message") return status.showingText ?? `wiadomość nr ${showing.id}`;
  return showing.kind === "blackout" ? "wygaszony" : "zaproszenie (brak wiadomości)";
}
