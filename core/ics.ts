/**
 * A small RFC 5545 writer for the festival's calendar files (the festival days, the visitor's
 * plan, one set): VEVENTs with optional reminders, a SEQUENCE and a STATUS, so a file downloaded
 * after a late change updates or cancels the event imported before
 * (app/features/festival-days/README.md); times in Europe/Warsaw with its VTIMEZONE, CRLF line
 * endings, TEXT escaping and 75-octet folding. Pure: no DOM, so it runs during prerendering and in
 * unit tests.
 */
import { twoDigits, warsawWallClock } from "./warsaw-time";

export interface CalendarEvent {
  uid: string;
  /** ISO instants (any offset); written as Europe/Warsaw wall-clock times. */
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
  geo?: { lat: number; lng: number };
  url?: string;
  /** A reminder this many minutes before the start (a VALARM that displays the summary). */
  alarmMinutesBefore?: number;
  /**
   * RFC 5545 §3.8.7.4: how many times the event has been changed. A calendar app replaces the
   * event it holds under the same UID only by one with a higher SEQUENCE (or, equal, a later
   * DTSTAMP). Written when given; a non-negative integer.
   */
  sequence?: number;
  /** RFC 5545 §3.8.1.11; "CONFIRMED" when not given. A cancelled event has no reminder. */
  status?: CalendarEventStatus;
}

export type CalendarEventStatus = "CONFIRMED" | "CANCELLED";

export interface CalendarOptions {
  /** PRODID value: who made the file. */
  productId: string;
  /** Calendar name shown by some clients (X-WR-CALNAME). */
  name: string;
  /**
   * DTSTAMP in UTC (`icsStamp`): when the file was made (RFC 5545 §3.8.7.2). A file built into a
   * prerendered page takes a fixed instant, which keeps the page byte-identical between builds;
   * one made on a click takes the click's.
   */
  stamp: string;
  events: readonly CalendarEvent[];
}

export const ICS_TIME_ZONE = "Europe/Warsaw";
const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;

/**
 * The Europe/Warsaw rules since 1996 (EU summer time: last Sunday of March 02:00 → 03:00, last
 * Sunday of October 03:00 → 02:00), which cover every edition: the same rule `warsawWallClock` applies.
 */
const WARSAW_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${ICS_TIME_ZONE}`,
  `X-LIC-LOCATION:${ICS_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replaceAll("\\", "\\\\")
    .replaceAll(";", "\\;")
    .replaceAll(",", "\\,")
    .replaceAll(/\r\n|\r|\n/g, "\\n");
}

/** UTF-8 length of one code point (no TextEncoder per character: this runs while the page loads). */
function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF + one space; a UTF-8 character
 * (Polish diacritics take two octets) is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let currentOctets = 0;
  for (const char of line) {
    const octets = utf8Octets(char.codePointAt(0)!);
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = "";
      currentOctets = 0;
    }
    current += char;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** An instant as a UTC DATE-TIME for DTSTAMP (`20250516T143000Z`), whole seconds. */
export function icsStamp(instant: Date | string): string {
  const time = new Date(instant);
  if (Number.isNaN(time.getTime())) throw new Error(`Not an instant: ${String(instant)}`);
  return time.toISOString().replace(/\.\d+/, "").replace(/[-:]/g, "");
}

/** An instant as a Europe/Warsaw local DATE-TIME (`20250516T163000`). */
export function toWarsawLocal(isoInstant: string): string {
  const clock = warsawWallClock(isoInstant);
  return (
    `${clock.year}${twoDigits(clock.month)}${twoDigits(clock.day)}` +
    `T${twoDigits(clock.hour)}${twoDigits(clock.minute)}${twoDigits(clock.second)}`
  );
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const sequence = event.sequence;
  if (sequence !== undefined && !(Number.isInteger(sequence) && sequence >= 0)) {
    throw new Error(`SEQUENCE must be a non-negative integer: ${sequence}`);
  }
  const cancelled = event.status === "CANCELLED";
  const lines = [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    ...(sequence === undefined ? [] : [`SEQUENCE:${sequence}`]),
    `DTSTART;TZID=${ICS_TIME_ZONE}:${toWarsawLocal(event.start)}`,
    `DTEND;TZID=${ICS_TIME_ZONE}:${toWarsawLocal(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
  ];
  if (event.geo) lines.push(`GEO:${event.geo.lat};${event.geo.lng}`);
  if (event.url) lines.push(`URL:${event.url}`);
  // A cancelled event no longer makes the visitor busy, and reminds of nothing.
  lines.push(
    `STATUS:${event.status ?? "CONFIRMED"}`,
    cancelled ? "TRANSP:TRANSPARENT" : "TRANSP:OPAQUE",
  );
  if (event.alarmMinutesBefore !== undefined && !cancelled) {
    lines.push(
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      `DESCRIPTION:${escapeText(event.summary)}`,
      `TRIGGER:-PT${event.alarmMinutesBefore}M`,
      "END:VALARM",
    );
  }
  lines.push("END:VEVENT");
  return lines;
}

/** The whole iCalendar object, CRLF-terminated. */
export function buildCalendar(options: CalendarOptions): string {
  if (!/^\d{8}T\d{6}Z$/.test(options.stamp)) {
    throw new Error(`DTSTAMP must be a UTC date-time like YYYYMMDDTHHMMSSZ: ${options.stamp}`);
  }
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${options.productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${ICS_TIME_ZONE}`,
    ...WARSAW_VTIMEZONE,
    ...options.events.flatMap((event) => eventLines(event, options.stamp)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A `data:` URL for an `<a download>`: works without JavaScript and in the prerendered HTML. */
export function calendarDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
