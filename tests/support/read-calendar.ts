import ICAL from "ical.js";

/**
 * A calendar file as a calendar app reads it, through ical.js (a real RFC 5545 parser) rather
 * than string matching: what the unit tests of the festival's and the plan's files check. Times
 * are resolved through the VTIMEZONE the file itself carries, never the machine's zone, so a
 * wrong offset rule shows up as a wrong instant.
 */

export interface ReadEvent {
  readonly uid: string;
  /** Milliseconds since the epoch. */
  readonly start: number;
  readonly end: number;
  /** The zone DTSTART is written in, as resolved from the file's own VTIMEZONE. */
  readonly startZone: string;
  readonly stamp: number;
  /** SEQUENCE; ical.js reads a missing one as 0. */
  readonly sequence: number;
  /** SEQUENCE as written, undefined when the file has none. */
  readonly writtenSequence: number | undefined;
  readonly status: string | undefined;
  readonly transparency: string | undefined;
  readonly summary: string;
  readonly description: string;
  readonly location: string;
  /** Each VALARM's TRIGGER ("-PT15M"). */
  readonly alarms: readonly string[];
}

export interface ReadCalendar {
  readonly name: string | undefined;
  readonly timeZones: readonly string[];
  readonly events: readonly ReadEvent[];
}

function text(component: ICAL.Component, property: string): string | undefined {
  const value = component.getFirstPropertyValue(property);
  return value === null ? undefined : String(value);
}

function instantOf(time: ICAL.Time): number {
  return time.toJSDate().getTime();
}

function readEvent(component: ICAL.Component): ReadEvent {
  const event = new ICAL.Event(component);
  const stamp = component.getFirstPropertyValue("dtstamp");
  if (!(stamp instanceof ICAL.Time)) throw new Error(`${event.uid}: no DTSTAMP`);
  // A zone the file does not define would be read as floating, in the machine's own zone.
  const zone = event.startDate.zone;
  if (!zone.component || zone === ICAL.Timezone.localTimezone) {
    throw new Error(`${event.uid}: DTSTART's zone is not defined in the file`);
  }
  const writtenSequence = component.getFirstPropertyValue("sequence");
  return {
    uid: event.uid,
    start: instantOf(event.startDate),
    end: instantOf(event.endDate),
    startZone: zone.tzid,
    stamp: instantOf(stamp),
    sequence: event.sequence,
    writtenSequence: writtenSequence === null ? undefined : Number(writtenSequence),
    status: text(component, "status"),
    transparency: text(component, "transp"),
    summary: event.summary,
    description: event.description,
    location: event.location,
    alarms: component
      .getAllSubcomponents("valarm")
      .map((alarm) => String(alarm.getFirstPropertyValue("trigger"))),
  };
}

/** Parses a whole iCalendar text; throws where ical.js cannot read it. */
export function readCalendar(ics: string): ReadCalendar {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  if (calendar.name !== "vcalendar") throw new Error(`Not a VCALENDAR: ${calendar.name}`);
  return {
    name: text(calendar, "x-wr-calname"),
    timeZones: calendar
      .getAllSubcomponents("vtimezone")
      .map((zone) => String(zone.getFirstPropertyValue("tzid"))),
    events: calendar.getAllSubcomponents("vevent").map(readEvent),
  };
}
