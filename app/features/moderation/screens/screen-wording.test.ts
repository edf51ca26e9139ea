import { describe, expect, it } from "vitest";
import type { ScreenShowing, ScreenStatus } from "#core/contract";
import { modeDone, showingText } from "./screen-wording";

const status = (showing: ScreenShowing, text: string | null = null): ScreenStatus => ({
  screen: "scena-glowna",
  lastHeartbeatAt: "2031-06-12T18:00:05.000Z",
  online: true,
  mode: "live",
  showing,
  showingText: text,
  waiting: 0,
});

describe("what a screen shows, as the panel's list says it", () => {
  it("quotes a message, or names it by number when its text is gone", () => {
    expect(showingText(status({ kind: "message", id: 5 }, "Pozdrowienia z sektora C"))).toBe(
      "Pozdrowienia z sektora C",
    );
    expect(showingText(status({ kind: "message", id: 5 }))).toBe("wiadomość nr 5");
  });

  it("marks an announcement as one", () => {
    expect(showingText(status({ kind: "announcement", id: 2 }, "Wejście 2 zamknięte"))).toBe(
      "komunikat: Wejście 2 zamknięte",
    );
    expect(showingText(status({ kind: "announcement", id: 2 }))).toBe("komunikat");
  });

  it("says what an empty wall shows: the invitation, since no message waits", () => {
    expect(showingText(status({ kind: "empty" }))).toBe("zaproszenie (brak wiadomości)");
    expect(showingText(status({ kind: "blackout" }))).toBe("wygaszony");
  });
});

describe("the status line after a change", () => {
  it("agrees with one screen or with all of them", () => {
    expect(modeDone("paused", false)).toBe("wstrzymany");
    expect(modeDone("blackout", true)).toBe("wygaszone");
    expect(modeDone("live", true)).toBe("wznowione");
  });
});
