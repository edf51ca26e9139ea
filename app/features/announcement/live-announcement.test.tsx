import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANNOUNCEMENT_POLL_MS } from "#core/announcement-timing";
import type { Announcement } from "#core/contract/screen-control";
import { publishLateChanges, useLateChanges } from "../../late-changes";
import { BANNER_LABEL, CLOSE_LABEL, LiveAnnouncement } from "./live-announcement";

const NOW = new Date("2031-06-12T18:00:00.000Z");
const gate: Announcement = {
  id: 1,
  text: "Wejście 2 zamknięte — korzystaj z Wejścia 1",
  startedAt: NOW.toISOString(),
  endsAt: null,
};

/** A loader answering from `answers` in turn (the last one repeats); no late changes. */
function answering(...answers: (Announcement | null | undefined)[]) {
  let call = 0;
  return vi.fn(async () => {
    const announcement = answers[Math.min(call++, answers.length - 1)];
    return announcement === undefined ? undefined : { announcement, lateChanges: [] };
  });
}

const banner = () => screen.queryByRole("region", { name: BANNER_LABEL });

async function flush() {
  await act(() => vi.advanceTimersByTimeAsync(0));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("LiveAnnouncement", () => {
  it("shows the announcement in a named region inside a polite live region", async () => {
    render(<LiveAnnouncement load={answering(gate)} />);
    await flush();
    expect(banner()).toHaveTextContent(gate.text);
    expect(banner()?.parentElement).toHaveAttribute("aria-live", "polite");
  });

  it("asks again every ANNOUNCEMENT_POLL_MS: a new one arrives, a cleared one goes", async () => {
    const load = answering(null, gate, null);
    render(<LiveAnnouncement load={load} />);
    await flush();
    expect(banner()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(ANNOUNCEMENT_POLL_MS));
    expect(banner()).toHaveTextContent(gate.text);
    await act(() => vi.advanceTimersByTimeAsync(ANNOUNCEMENT_POLL_MS));
    expect(banner()).toBeNull();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("keeps what it shows when an answer does not come (offline)", async () => {
    render(<LiveAnnouncement load={answering(gate, undefined)} />);
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(3 * ANNOUNCEMENT_POLL_MS));
    expect(banner()).toHaveTextContent(gate.text);
  });

  it("hides it at its end time without waiting for the next answer", async () => {
    const ending = { ...gate, endsAt: new Date(NOW.getTime() + 5_000).toISOString() };
    render(<LiveAnnouncement load={answering(ending)} />);
    await flush();
    expect(banner()).toHaveTextContent(gate.text);
    await act(() => vi.advanceTimersByTimeAsync(5_100));
    expect(banner()).toBeNull();
  });

  it("shows nothing of one that has already ended", async () => {
    const ended = { ...gate, endsAt: new Date(NOW.getTime() - 1).toISOString() };
    render(<LiveAnnouncement load={answering(ended)} />);
    await flush();
    expect(banner()).toBeNull();
  });

  it("closes for the session with its button; a new announcement shows again", async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const lost = { ...gate, id: 2, text: "Zgubiono Zosię (6 lat) — czeka przy Wejściu 1" };
    const main = document.createElement("main");
    main.id = "main";
    main.tabIndex = -1;
    document.body.append(main);
    const load = answering(gate, gate, lost);
    const { unmount } = render(<LiveAnnouncement load={load} />);
    await flush();
    await user.click(screen.getByRole("button", { name: CLOSE_LABEL }));
    expect(banner()).toBeNull();
    expect(main).toHaveFocus();
    unmount();

    // Another page of the same visit: the same announcement stays closed.
    render(<LiveAnnouncement load={load} />);
    await flush();
    expect(banner()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(ANNOUNCEMENT_POLL_MS));
    expect(banner()).toHaveTextContent(lost.text);
    main.remove();
  });

  it("hands the answer's late changes to the schedule, and keeps them when no answer comes", async () => {
    const delay = { setId: "2031-06-12-wydma", delayMinutes: 20, cancelled: false, sequence: 1 };
    const answers = [{ announcement: null, lateChanges: [delay] }, undefined];
    let call = 0;
    const load = vi.fn(async () => answers[Math.min(call++, answers.length - 1)]);
    const changes = renderHook(() => useLateChanges());
    render(<LiveAnnouncement load={load} />);
    await flush();
    expect(changes.result.current).toEqual([delay]);
    await act(() => vi.advanceTimersByTimeAsync(ANNOUNCEMENT_POLL_MS));
    expect(load).toHaveBeenCalledTimes(2);
    expect(changes.result.current).toEqual([delay]);
    publishLateChanges([]);
  });
});
