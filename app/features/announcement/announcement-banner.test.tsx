import { act, cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PROGRAMME_SPANS } from "../../festival-sets";
import { AnnouncementBanner } from "./announcement-banner";
import { BANNER_LABEL } from "./live-announcement";

// The programme's hours (core/programme-hours.ts): the first day's span and the last one's end.
const FIRST = PROGRAMME_SPANS[0]!;
const LAST = PROGRAMME_SPANS.at(-1)!;
const FIRST_MORNING = new Date(FIRST.from + 3_600_000);
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
  it("asks for the announcement within the programme's hours and shows it", async () => {
    vi.setSystemTime(FIRST_MORNING);
    renderAt("/homepage");
    expect(
      await screen.findByRole("region", { name: BANNER_LABEL }, { timeout: 5_000 }),
    ).toHaveTextContent(announcement.text);
    expect(fetchMock).toHaveBeenCalledWith("/api/announcement", { credentials: "omit" });
  });

  it("starts asking when the first day's hours open on a page left open before them", async () => {
    vi.setSystemTime(new Date(FIRST.from - 60_000));
    renderAt("/homepage");
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(
      await screen.findByRole("region", { name: BANNER_LABEL }, { timeout: 5_000 }),
    ).toHaveTextContent(announcement.text);
  });

  it("stops asking when the last day's hours end on a page left open", async () => {
    vi.setSystemTime(new Date(LAST.until - 60_000));
    renderAt("/homepage");
    await screen.findByRole("region", { name: BANNER_LABEL }, { timeout: 5_000 });
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
    const asked = fetchMock.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(DAY / 2));
    expect(fetchMock.mock.calls.length).toBe(asked);
  });

  it("asks nothing before the programme's hours, nor after them, however long the page stays", async () => {
    for (const now of [new Date(FIRST.from - DAY), new Date(LAST.until + 1_000)]) {
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
