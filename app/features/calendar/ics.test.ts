import { describe, expect, it } from "vitest";
import { edition } from "#content-layer";
import { testEdition } from "#tests/fixtures/test-edition";
import { SITE_URL } from "../../site";
import { festivalDayInstants } from "#core/warsaw-time";
import {
  CALENDAR_FILE_NAME,
  editionCalendar,
  festivalCalendar,
  festivalCalendarHref,
} from "./festival-calendar";
import {
  buildCalendar,
  escapeText,
  foldLine,
  icsStamp,
  toWarsawLocal,
  type CalendarEvent,
} from "#core/ics";
import { readCalendar } from "#tests/support/read-calendar";

/** Unfolds an iCalendar text (RFC 5545 §3.1) into content lines. */
function contentLines(ics: string): string[] {
  return ics
    .replaceAll("\r\n ", "")
    .split("\r\n")
    .filter((line) => line !== "");
}

/** Content lines of each component `name` (VEVENT, VTIMEZONE …), property name → value. */
function components(ics: string, name: string): Map<string, string>[] {
  const found: Map<string, string>[] = [];
  let current: Map<string, string> | undefined;
  for (const line of contentLines(ics)) {
    if (line === `BEGIN:${name}`) current = new Map();
    else if (line === `END:${name}` && current) {
      found.push(current);
      current = undefined;
    } else if (current) {
      const colon = line.indexOf(":");
      current.set(line.slice(0, colon), line.slice(colon + 1));
    }
  }
  return found;
}

const octets = (value: string) => new TextEncoder().encode(value).length;

describe("iCalendar helpers (RFC 5545)", () => {
  it("escapes backslashes, semicolons, commas and newlines in TEXT", () => {
    expect(escapeText("a\\b; c, d\ne")).toBe("a\\\\b\\; c\\, d\\ne");
  });

  it("folds long lines at 75 octets without splitting a Polish character", () => {
    const line = `DESCRIPTION:${"Żółć ".repeat(40)}`;
    const folded = foldLine(line);
    const physical = folded.split("\r\n");
    expect(physical.length).toBeGreaterThan(1);
    for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of physical.slice(1)) expect(part.startsWith(" ")).toBe(true);
    expect(folded.replaceAll("\r\n ", "")).toBe(line);
  });

  it("leaves short lines alone", () => {
    expect(foldLine("VERSION:2.0")).toBe("VERSION:2.0");
  });

  it("writes instants as Europe/Warsaw wall-clock time, summer and winter", () => {
    expect(toWarsawLocal("2025-05-16T14:30:00Z")).toBe("20250516T163000");
    expect(toWarsawLocal("2025-01-10T12:00:00Z")).toBe("20250110T130000");
    expect(toWarsawLocal("2025-05-17T23:45:00+02:00")).toBe("20250517T234500");
  });

  it("rejects a DTSTAMP that is not UTC", () => {
    expect(() =>
      buildCalendar({ productId: "x", name: "x", stamp: "20250101T000000", events: [] }),
    ).toThrow(/UTC/);
  });

  it("writes a DTSTAMP from an instant, in UTC and whole seconds", () => {
    expect(icsStamp("2025-05-16T22:15:30.789+02:00")).toBe("20250516T201530Z");
    expect(icsStamp(new Date(Date.UTC(2025, 0, 2, 3, 4, 5)))).toBe("20250102T030405Z");
    expect(() => icsStamp("wczoraj")).toThrow(/instant/);
  });
});

/** One event in a calendar of its own, stamped at `stamp`. */
function oneEvent(event: Partial<CalendarEvent>, stamp = "20250516T200000Z"): string {
  return buildCalendar({
    productId: "-//Test//Test//PL",
    name: "Test",
    stamp,
    events: [
      {
        uid: "test-1@example.org",
        start: "2025-05-16T22:15:00+02:00",
        end: "2025-05-16T23:15:00+02:00",
        summary: "Mira Wolna – Scena główna",
        description: "Opis",
        location: "Stadion",
        ...event,
      },
    ],
  });
}

describe("an event's changes (RFC 5545 SEQUENCE and STATUS), read by ical.js", () => {
  it("is CONFIRMED with no SEQUENCE line unless given one", () => {
    const ics = oneEvent({ alarmMinutesBefore: 15 });
    expect(contentLines(ics).some((line) => line.startsWith("SEQUENCE"))).toBe(false);
    const [event] = readCalendar(ics).events;
    expect(event).toMatchObject({
      writtenSequence: undefined,
      status: "CONFIRMED",
      transparency: "OPAQUE",
      alarms: ["-PT15M"],
    });
  });

  it("carries the SEQUENCE it is given, 0 included", () => {
    expect(readCalendar(oneEvent({ sequence: 0 })).events[0]?.writtenSequence).toBe(0);
    expect(readCalendar(oneEvent({ sequence: 4 })).events[0]?.sequence).toBe(4);
    expect(() => oneEvent({ sequence: -1 })).toThrow(/SEQUENCE/);
    expect(() => oneEvent({ sequence: 1.5 })).toThrow(/SEQUENCE/);
  });

  it("marks a cancelled event CANCELLED, transparent and without its reminder", () => {
    const ics = oneEvent({ status: "CANCELLED", sequence: 2, alarmMinutesBefore: 15 });
    expect(ics).not.toContain("VALARM");
    expect(readCalendar(ics).events[0]).toMatchObject({
      status: "CANCELLED",
      transparency: "TRANSPARENT",
      sequence: 2,
      alarms: [],
    });
  });

  it("keeps the DTSTAMP it is given", () => {
    const [event] = readCalendar(oneEvent({}, icsStamp("2025-05-16T20:41:07Z"))).events;
    expect(event?.stamp).toBe(Date.parse("2025-05-16T20:41:07Z"));
  });

  it("gives instants in summer and winter time through its own VTIMEZONE", () => {
    for (const [start, end] of [
      ["2025-05-16T22:15:00+02:00", "2025-05-17T00:45:00+02:00"],
      ["2025-01-10T13:00:00+01:00", "2025-01-10T14:00:00+01:00"],
      // Across midnight on the night summer time ends: still CEST until 03:00.
      ["2025-10-25T23:00:00+02:00", "2025-10-26T01:30:00+02:00"],
      ["2025-10-26T18:00:00+01:00", "2025-10-26T19:00:00+01:00"],
    ] as const) {
      const [event] = readCalendar(oneEvent({ start, end })).events;
      expect(event?.startZone).toBe("Europe/Warsaw");
      expect([event?.start, event?.end]).toEqual([Date.parse(start), Date.parse(end)]);
    }
  });
});

/** The test edition's calendar: three days, the second ending after midnight. */
const calendar = editionCalendar(testEdition, "https://juwenalia-2031.example");

describe("the festival calendar file", () => {
  it("is a well-formed VCALENDAR with CRLF line endings and lines of at most 75 octets", () => {
    expect(festivalCalendar.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(festivalCalendar.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(festivalCalendar.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    for (const line of festivalCalendar.split("\r\n")) {
      expect(octets(line)).toBeLessThanOrEqual(75);
    }
    const lines = contentLines(festivalCalendar);
    expect(lines).toContain("CALSCALE:GREGORIAN");
    expect(lines.some((line) => line.startsWith("PRODID:"))).toBe(true);
    const begins = lines.filter((line) => line.startsWith("BEGIN:")).map((l) => l.slice(6));
    const ends = lines.filter((line) => line.startsWith("END:")).map((l) => l.slice(4));
    expect([...begins].sort()).toEqual([...ends].sort());
  });

  it("defines the Europe/Warsaw time zone it refers to (CET/CEST)", () => {
    const [zone] = components(festivalCalendar, "VTIMEZONE");
    expect(zone?.get("TZID")).toBe("Europe/Warsaw");
    expect(components(festivalCalendar, "DAYLIGHT")[0]?.get("TZOFFSETTO")).toBe("+0200");
    expect(components(festivalCalendar, "STANDARD")[0]?.get("TZOFFSETTO")).toBe("+0100");
  });

  it("has one event per festival day with its opening and last-concert times", () => {
    const events = components(calendar, "VEVENT");
    expect(events).toHaveLength(testEdition.days.length);
    expect(
      events.map((event) => [
        event.get("DTSTART;TZID=Europe/Warsaw"),
        event.get("DTEND;TZID=Europe/Warsaw"),
      ]),
    ).toEqual([
      ["20310611T170000", "20310611T230000"],
      ["20310612T160000", "20310613T003000"],
      ["20310613T153000", "20310613T235000"],
    ]);
    expect(events.map((event) => event.get("SUMMARY"))).toEqual([
      "Juwenalia Syrenki 2031 – środa",
      "Juwenalia Syrenki 2031 – czwartek",
      "Juwenalia Syrenki 2031 – piątek",
    ]);
    for (const event of events) {
      expect(event.get("UID")).toMatch(/^juwenalia-syrenki-2031-dzien-\d@juwenalia-2031\.example$/);
      expect(event.get("DTSTAMP")).toBe("20310210T100000Z");
      expect(event.get("LOCATION")).toBe("Polana Czaplowa\\, ul. Czaplowa 7\\, 03-950 Warszawa");
      expect(event.get("DESCRIPTION")).toContain("18+");
      expect(event.get("URL")).toBe("https://juwenalia-2031.example/about");
    }
    expect(new Set(events.map((event) => event.get("UID"))).size).toBe(events.length);
  });

  it("reads as the same days in a real parser, stamped at the edition's announcement", () => {
    const read = readCalendar(calendar);
    expect(read.timeZones).toEqual(["Europe/Warsaw"]);
    expect(read.events.map((event) => [event.start, event.end])).toEqual(
      testEdition.days.map((day) => {
        const instants = festivalDayInstants(day);
        return [Date.parse(instants.opensAt), Date.parse(instants.lastConcertEndsAt)];
      }),
    );
    for (const event of read.events) {
      expect(event.stamp).toBe(Date.parse(testEdition.announcedAt));
      expect(event.status).toBe("CONFIRMED");
    }
  });

  it("is the content edition's calendar, offered as a data: URL that decodes back to the file", () => {
    expect(festivalCalendar).toBe(editionCalendar(edition, SITE_URL));
    expect(CALENDAR_FILE_NAME).toBe(`juwenalia-syrenki-${edition.year}.ics`);
    const prefix = "data:text/calendar;charset=utf-8,";
    expect(festivalCalendarHref.startsWith(prefix)).toBe(true);
    expect(decodeURIComponent(festivalCalendarHref.slice(prefix.length))).toBe(festivalCalendar);
  });
});
