import { describe, expect, it } from "vitest";
import { edition } from "../../../content";
import { CALENDAR_FILE_NAME, festivalCalendar, festivalCalendarHref } from "./festival-calendar";
import { buildCalendar, escapeText, foldLine, toWarsawLocal } from "./ics";

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
});

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

  it("has one event per festival day with the opening and last-concert times of spec §9", () => {
    const events = components(festivalCalendar, "VEVENT");
    expect(events).toHaveLength(edition.days.length);
    expect(
      events.map((event) => [
        event.get("DTSTART;TZID=Europe/Warsaw"),
        event.get("DTEND;TZID=Europe/Warsaw"),
      ]),
    ).toEqual([
      ["20250516T163000", "20250516T233000"],
      ["20250517T150000", "20250517T234500"],
    ]);
    for (const event of events) {
      expect(event.get("UID")).toMatch(/@juwenalia-syrenki\.pl$/);
      expect(event.get("DTSTAMP")).toMatch(/^\d{8}T\d{6}Z$/);
      expect(event.get("SUMMARY")).toContain("Juwenalia Syrenki 2025");
      expect(event.get("LOCATION")).toBe("Stadion Syrenki\\, ul. Syrenia 1\\, 00-001 Warszawa");
      expect(event.get("DESCRIPTION")).toContain("18+");
    }
    expect(new Set(events.map((event) => event.get("UID"))).size).toBe(events.length);
  });

  it("is offered as a data: URL that decodes back to the file", () => {
    expect(CALENDAR_FILE_NAME).toBe("juwenalia-syrenki-2025.ics");
    const prefix = "data:text/calendar;charset=utf-8,";
    expect(festivalCalendarHref.startsWith(prefix)).toBe(true);
    expect(decodeURIComponent(festivalCalendarHref.slice(prefix.length))).toBe(festivalCalendar);
  });
});
