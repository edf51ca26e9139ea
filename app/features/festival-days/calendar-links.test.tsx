import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { edition } from "#content-layer";
import { applyLateChanges, type LateChangeInForce } from "#core/festival-moment";
import { readCalendar } from "#tests/support/read-calendar";
import { FESTIVAL_SETS, setHours, setTitle, stageName } from "../../festival-sets";
import { PlanCalendarLink } from "./plan-calendar-link";
import { planCalendarFileName, setCalendarFileName } from "./plan-calendar";
import { SetCalendarLink } from "./set-calendar-link";

/**
 * The links that download a set's file and the plan's (README.md): a data:
 * URL built from the live sets, made again with the click's time as DTSTAMP.
 */

const PREFIX = "data:text/calendar;charset=utf-8,";

function fileOf(link: HTMLElement) {
  const href = link.getAttribute("href") ?? "";
  expect(href.startsWith(PREFIX)).toBe(true);
  return readCalendar(decodeURIComponent(href.slice(PREFIX.length)));
}

const first = FESTIVAL_SETS[0]!;
const second = FESTIVAL_SETS[1]!;
const live = (changes: readonly LateChangeInForce[]) => applyLateChanges(FESTIVAL_SETS, changes);
const CLICKED_AT = new Date("2025-05-16T20:41:07Z");

// jsdom cannot follow a link: the download is the browser's, the href is what is tested.
const stayOnPage = (event: Event) => event.preventDefault();
beforeEach(() => {
  document.addEventListener("click", stayOnPage);
  vi.useFakeTimers({ toFake: ["Date"] });
});
afterEach(() => {
  cleanup();
  document.removeEventListener("click", stayOnPage);
  vi.useRealTimers();
});

describe("a set's calendar link", () => {
  it("names the set with its current hours and shows a short text with an icon", () => {
    const delayed = live([
      { setId: first.id, delayMinutes: 20, cancelled: false, sequence: 1 },
    ])[0]!;
    render(<SetCalendarLink set={delayed} className="timetable__calendar" />);
    const name = `${setTitle(delayed)}, ${stageName(delayed.stage)}, ${setHours(delayed)}`;
    const link = screen.getByRole("link", { name: `Dodaj do kalendarza: ${name}` });
    expect(setHours(delayed)).not.toBe(setHours(first));
    expect(link).toHaveTextContent("Do kalendarza");
    expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(link).toHaveClass("set-calendar-link", "timetable__calendar");
    expect(link).toHaveAttribute("download", setCalendarFileName(edition, delayed));
    expect(link).toHaveAttribute("type", "text/calendar");
  });

  it("holds the set as it stands, stamped with the edition's announcement before a click", () => {
    const cancelled = live([
      { setId: first.id, delayMinutes: 0, cancelled: true, sequence: 2 },
    ])[0]!;
    render(<SetCalendarLink set={cancelled} />);
    const file = fileOf(screen.getByRole("link"));
    expect(file.events).toHaveLength(1);
    expect(file.events[0]).toMatchObject({
      uid: `juwenalia-syrenki-${edition.year}-${first.id}@${new URL(edition.siteUrl).host}`,
      sequence: 2,
      status: "CANCELLED",
      stamp: Date.parse(edition.announcedAt),
      start: Date.parse(first.startsAt),
    });
  });

  it("makes the file again at the click, with the click's time as DTSTAMP", () => {
    const delayed = live([
      { setId: first.id, delayMinutes: 20, cancelled: false, sequence: 1 },
    ])[0]!;
    render(<SetCalendarLink set={delayed} />);
    const link = screen.getByRole("link");
    vi.setSystemTime(CLICKED_AT);
    fireEvent.click(link);
    const [event] = fileOf(link).events;
    expect(event).toMatchObject({
      stamp: CLICKED_AT.getTime(),
      sequence: 1,
      start: Date.parse(first.startsAt) + 20 * 60_000,
      end: Date.parse(first.endsAt) + 20 * 60_000,
    });
  });

  it("follows a new change to the set", () => {
    const { rerender } = render(<SetCalendarLink set={live([])[0]!} />);
    expect(fileOf(screen.getByRole("link")).events[0]?.sequence).toBe(0);
    rerender(
      <SetCalendarLink
        set={live([{ setId: first.id, delayMinutes: 10, cancelled: false, sequence: 1 }])[0]!}
      />,
    );
    expect(fileOf(screen.getByRole("link")).events[0]).toMatchObject({
      sequence: 1,
      start: Date.parse(first.startsAt) + 10 * 60_000,
    });
  });
});

describe("the plan's calendar link", () => {
  it("downloads the starred sets, stamped at the click", () => {
    const sets = live([{ setId: second.id, delayMinutes: 0, cancelled: true, sequence: 1 }]);
    const starred = sets.filter((set) => set.id === first.id || set.id === second.id);
    render(<PlanCalendarLink starred={starred} className="button my-plan__download" />);
    const link = screen.getByRole("link", { name: "Pobierz plan do kalendarza" });
    expect(link).toHaveAttribute("download", planCalendarFileName(edition));
    expect(link).toHaveClass("button", "my-plan__download");
    vi.setSystemTime(CLICKED_AT);
    fireEvent.click(link);
    const file = fileOf(link);
    expect(file.events.map((event) => [event.uid.split("@")[0], event.status])).toEqual(
      [first, second]
        .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
        .map((set) => [
          `juwenalia-syrenki-${edition.year}-${set.id}`,
          set.id === second.id ? "CANCELLED" : "CONFIRMED",
        ]),
    );
    for (const event of file.events) expect(event.stamp).toBe(CLICKED_AT.getTime());
  });
});
