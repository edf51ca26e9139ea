import { describe, expect, it } from "vitest";
import { applyLateChanges, type LateChangeInForce } from "#core/festival-moment";
import { festivalSets } from "#core/festival-schedule";
import { testEdition } from "#tests/fixtures/test-edition";
import { readCalendar, type ReadEvent } from "#tests/support/read-calendar";
import {
  PLAN_ALARM_MINUTES,
  planCalendar,
  planCalendarFileName,
  setCalendar,
  setCalendarFileName,
} from "./plan-calendar";

/**
 * The plan's file and a set's own file, read back by ical.js as a calendar app would
 * (README.md): a starred set delayed, then cancelled, then put back on plan.
 */

const SITE = "https://juwenalia-2031.example";
const MINUTE = 60_000;
const SETS = festivalSets(testEdition.days);

function setOf(act: string) {
  const set = SETS.find((candidate) => candidate.act === act);
  if (!set) throw new Error(`No set of ${act} in the test edition`);
  return set;
}

/** Day one on the main stage, and the second night's set that ends after midnight. */
const early = setOf("Kora i Kompas");
const late = setOf("DJ Nocny Prom");
const notStarred = setOf("Wydma");
const STARRED_IDS = new Set([late.id, early.id]);

/** The starred sets as the plan passes them: the live schedule, filtered, in its order. */
function starredWith(changes: readonly LateChangeInForce[]) {
  return applyLateChanges(SETS, changes).filter((set) => STARRED_IDS.has(set.id));
}

function eventOf(events: readonly ReadEvent[], setId: string): ReadEvent {
  const event = events.find((candidate) =>
    candidate.uid.startsWith(`juwenalia-syrenki-2031-${setId}@`),
  );
  if (!event) throw new Error(`No event for ${setId}`);
  return event;
}

const at = (instant: string) => Date.parse(instant);

// Three moments on the second night, whole seconds (DTSTAMP has no fractions).
const FIRST_DOWNLOAD = new Date("2031-06-12T19:00:00Z");
const AFTER_THE_DELAY = new Date("2031-06-12T20:41:07Z");
const AFTER_THE_CANCELLATION = new Date("2031-06-12T21:12:30Z");
const AFTER_PUTTING_BACK = new Date("2031-06-12T21:30:00Z");

const onPlan = readCalendar(planCalendar(testEdition, starredWith([]), SITE, FIRST_DOWNLOAD));
const delayed = readCalendar(
  planCalendar(
    testEdition,
    starredWith([{ setId: late.id, delayMinutes: 25, cancelled: false, sequence: 1 }]),
    SITE,
    AFTER_THE_DELAY,
  ),
);
const cancelled = readCalendar(
  planCalendar(
    testEdition,
    starredWith([{ setId: late.id, delayMinutes: 0, cancelled: true, sequence: 2 }]),
    SITE,
    AFTER_THE_CANCELLATION,
  ),
);

describe("the plan's calendar file", () => {
  it("holds exactly the starred sets, in time order, with no gate openings", () => {
    for (const file of [onPlan, delayed, cancelled]) {
      expect(file.events.map((event) => event.uid)).toEqual([
        `juwenalia-syrenki-2031-${early.id}@juwenalia-2031.example`,
        `juwenalia-syrenki-2031-${late.id}@juwenalia-2031.example`,
      ]);
      expect(file.events.some((event) => event.uid.includes(notStarred.id))).toBe(false);
      expect(file.name).toBe("Mój plan – Juwenalia Syrenki 2031");
    }
  });

  it("is at the planned times first, read through the file's own Europe/Warsaw zone", () => {
    expect(onPlan.timeZones).toEqual(["Europe/Warsaw"]);
    const event = eventOf(onPlan.events, late.id);
    expect(event.startZone).toBe("Europe/Warsaw");
    expect(event.start).toBe(at(late.startsAt));
    expect(event.end).toBe(at(late.endsAt));
    // 23:00–00:30 Warsaw summer time, past midnight.
    expect(new Date(event.start).toISOString()).toBe("2031-06-12T21:00:00.000Z");
    expect(new Date(event.end).toISOString()).toBe("2031-06-12T22:30:00.000Z");
    expect(event.sequence).toBe(0);
    expect(event.writtenSequence).toBe(0);
    expect(event.status).toBe("CONFIRMED");
    expect(event.alarms).toEqual([`-PT${PLAN_ALARM_MINUTES}M`]);
    expect(event.summary).toBe("DJ Nocny Prom – Namiot elektroniczny");
    expect(event.location).toBe(
      "Namiot elektroniczny, Polana Czaplowa, ul. Czaplowa 7, 03-950 Warszawa",
    );
  });

  it("moves a delayed set's start and end and raises its SEQUENCE", () => {
    const before = eventOf(onPlan.events, late.id);
    const after = eventOf(delayed.events, late.id);
    expect(after.uid).toBe(before.uid);
    expect(after.start).toBe(at(late.startsAt) + 25 * MINUTE);
    expect(after.end).toBe(at(late.endsAt) + 25 * MINUTE);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.status).toBe("CONFIRMED");
    expect(after.alarms).toEqual([`-PT${PLAN_ALARM_MINUTES}M`]);
    expect(after.description).toMatch(/^Opóźnienie 25\smin \(planowo\s23:00\)\. /);
    expect(after.description).toContain("23:25–00:55");
    // The set nobody changed stays as it was.
    expect(eventOf(delayed.events, early.id)).toMatchObject({
      start: at(early.startsAt),
      end: at(early.endsAt),
      sequence: 0,
      status: "CONFIRMED",
    });
  });

  it("keeps a cancelled set as CANCELLED, with a higher SEQUENCE and no reminder", () => {
    const before = eventOf(delayed.events, late.id);
    const after = eventOf(cancelled.events, late.id);
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.status).toBe("CANCELLED");
    expect(after.transparency).toBe("TRANSPARENT");
    expect(after.alarms).toEqual([]);
    expect(after.summary).toBe("Odwołany: DJ Nocny Prom – Namiot elektroniczny");
    expect(after.start).toBe(at(late.startsAt));
  });

  it("keeps the higher SEQUENCE when the set is put back on plan", () => {
    const back = readCalendar(
      planCalendar(
        testEdition,
        starredWith([{ setId: late.id, delayMinutes: 0, cancelled: false, sequence: 3 }]),
        SITE,
        AFTER_PUTTING_BACK,
      ),
    );
    const event = eventOf(back.events, late.id);
    expect(event).toMatchObject({ sequence: 3, status: "CONFIRMED", start: at(late.startsAt) });
    expect(event.alarms).toHaveLength(1);
  });

  it("is stamped with the moment it is made", () => {
    for (const [file, madeAt] of [
      [onPlan, FIRST_DOWNLOAD],
      [delayed, AFTER_THE_DELAY],
      [cancelled, AFTER_THE_CANCELLATION],
    ] as const) {
      for (const event of file.events) expect(event.stamp).toBe(madeAt.getTime());
    }
  });

  it("is named after the edition", () => {
    expect(planCalendarFileName(testEdition)).toBe("juwenalia-syrenki-2031-moj-plan.ics");
  });
});

describe("a set's own calendar file", () => {
  const changes: LateChangeInForce[][] = [
    [],
    [{ setId: late.id, delayMinutes: 25, cancelled: false, sequence: 1 }],
    [{ setId: late.id, delayMinutes: 0, cancelled: true, sequence: 2 }],
  ];

  it("is the plan's event for that set, alone, under the same UID", () => {
    for (const change of changes) {
      const live = applyLateChanges(SETS, change).find((set) => set.id === late.id)!;
      const own = readCalendar(setCalendar(testEdition, live, SITE, AFTER_THE_DELAY));
      const inPlan = readCalendar(planCalendar(testEdition, [live], SITE, AFTER_THE_DELAY));
      expect(own.events).toHaveLength(1);
      expect(own.events[0]).toEqual(inPlan.events[0]);
      expect(own.events[0]!.stamp).toBe(AFTER_THE_DELAY.getTime());
      expect(own.timeZones).toEqual(["Europe/Warsaw"]);
      expect(own.events[0]!.uid).toBe(eventOf(onPlan.events, late.id).uid);
    }
  });

  it("is named after the edition and the set", () => {
    const live = applyLateChanges(SETS, [])[0]!;
    expect(setCalendarFileName(testEdition, live)).toBe(`juwenalia-syrenki-2031-${live.id}.ics`);
  });
});
