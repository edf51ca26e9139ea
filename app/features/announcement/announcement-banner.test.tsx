import { act, cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { edition } from "../../../content";
import { editionMessageWindow, messageWindowLocal } from "../../../core/message-window";
import { AnnouncementBanner } from "./announcement-banner";
import { startOfLocalDay } from "./announcement-days";
import { BANNER_LABEL } from "./live-announcement";

// The content's window in local time, as a page without a rehearsal's meta reads it.
const WINDOW = messageWindowLocal(editionMessageWindow(edition));
const FIRST_MORNING = new Date(startOfLocalDay(WINDOW.opensAt).getTime() + 9 * 3_600_000);
const DAY = 24 * 3_600_000;

const announcement = {
  id: 4,
  text: "Wejście 2 zamknięte — korzystaj z Wejścia 1",
  startedAt: "2025-05-16T07:00:00.000Z",
  endsAt: null,
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AnnouncementBanner />
    </MemoryRouter>,
  );
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fetchMock = vi.fn<typeof fetch>(async () => Response.json({ announcement }));
  vi.stubGlobal("fetch", fetchMock);
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("AnnouncementBanner", () => {
  it("asks for the announcement during the edition's days and shows it", async () => {
    vi.setSystemTime(FIRST_MORNING);
    renderAt("/homepage");
    expect(
      await screen.findByRole("region", { name: BANNER_LABEL }, { timeout: 5_000 }),
    ).toHaveTextContent(announcement.text);
    expect(fetchMock).toHaveBeenCalledWith("/api/announcement", { credentials: "omit" });
  });

  it("asks nothing before the edition's days, nor after them, however long the page stays", async () => {
    for (const now of [
      new Date(startOfLocalDay(WINDOW.opensAt).getTime() - 1_000),
      new Date(WINDOW.closesAt.getTime() + 1_000),
    ]) {
      vi.setSystemTime(now);
      const { unmount } = renderAt("/faq");
      await act(() => vi.advanceTimersByTimeAsync(DAY / 2));
      expect(fetchMock).not.toHaveBeenCalled();
      expect(screen.queryByRole("region")).toBeNull();
      unmount();
    }
  });

  it("is not on the screen or the moderation panel", async () => {
    vi.setSystemTime(FIRST_MORNING);
    for (const path of ["/telebim", "/moderacja", "/moderacja/"]) {
      const { unmount } = renderAt(path);
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      unmount();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
