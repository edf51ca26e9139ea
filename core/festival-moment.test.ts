import { describe, expect, it, vi } from "vitest";
import { applyLateChanges, festivalMoment, type FestivalMoment } from "./festival-moment";
import { festivalSets, type ScheduleDayInput } from "./festival-schedule";

/** Two days like 2025's, the second running past midnight (as the test edition's does). */
const DAYS: ScheduleDayInput[] = [
  {
    date: "2025-05-16",
    opensAt: "16:30",
    lastConcertEndsAt: "23:30",
    lineup: [
      {
        acts: [
          { name: "Mira Wolna", stage: "main", startsAt: "22:15", endsAt: "23:30" },
          { name: "Zorza i Mgła", stage: "main", startsAt: "18:00", endsAt: "19:00" },
        ],
      },
    ],
    studentStage: [{ startsAt: "17:30", endsAt: "18:15", band: "Trzecia Zmiana" }],
  },
  {
    date: "2025-05-17",
    opensAt: "15:00",
    lastConcertEndsAt: "00:30",
    lineup: [
      { acts: [{ name: "Nocny Tramwaj", stage: "main", startsAt: "23:15", endsAt: "00:30" }] },
    ],
    studentStage: [{ startsAt: "16:50", endsAt: "17:35" }],
  },
];
const STAGES = ["main", "student"];
const SETS = festivalSets(DAYS);

function momentAt(isoInstant: string, sets = applyLateChanges(SETS, [])): FestivalMoment {
  return festivalMoment(DAYS, STAGES, sets, new Date(isoInstant).getTime());
}

/** "main: now → next" per stage; a moment that is not live fails the test. */
function summary(moment: FestivalMoment): string[] {
  if (moment.kind !== "live") throw new Error(`Expected a live moment, got ${moment.kind}`);
  return moment.stages.map(
    (stage) => `${stage.stage}: ${stage.now?.id ?? "-"} → ${stage.next?.id ?? "-"}`,
  );
}

describe("the schedule's sets", () => {
  it("have stable ids and Warsaw instants, after midnight on the next date", () => {
    expect(SETS.map((set) => [set.id, set.startsAt, set.endsAt])).toEqual([
      ["2025-05-16-trzecia-zmiana", "2025-05-16T17:30:00+02:00", "2025-05-16T18:15:00+02:00"],
      ["2025-05-16-zorza-i-mgla", "2025-05-16T18:00:00+02:00", "2025-05-16T19:00:00+02:00"],
      ["2025-05-16-mira-wolna", "2025-05-16T22:15:00+02:00", "2025-05-16T23:30:00+02:00"],
      ["2025-05-17-student-1650", "2025-05-17T16:50:00+02:00", "2025-05-17T17:35:00+02:00"],
      ["2025-05-17-nocny-tramwaj", "2025-05-17T23:15:00+02:00", "2025-05-18T00:30:00+02:00"],
    ]);
  });
});

describe("the schedule's order", () => {
  it("puts sets starting together in stage order, without locale collation", () => {
    // Every page computes the sets as it starts; a first localeCompare loads collation data.
    const localeCompare = vi.spyOn(String.prototype, "localeCompare");
    const together: ScheduleDayInput = {
      date: "2025-05-16",
      opensAt: "16:30",
      lastConcertEndsAt: "23:30",
      lineup: [
        { acts: [{ name: "Mira Wolna", stage: "tent", startsAt: "18:00", endsAt: "19:00" }] },
      ],
      studentStage: [{ startsAt: "18:00", endsAt: "18:45", band: "Trzecia Zmiana" }],
    };
    try {
      expect(festivalSets([together]).map((set) => set.stage)).toEqual(["student", "tent"]);
      expect(localeCompare).not.toHaveBeenCalled();
    } finally {
      localeCompare.mockRestore();
    }
  });
});

describe("now and next", () => {
  it("shows nothing before the festival's first day and after its last", () => {
    expect(momentAt("2025-05-15T21:00:00Z")).toEqual({ kind: "outside" });
    expect(momentAt("2025-05-17T22:30:00Z")).toEqual({ kind: "outside" }); // 00:30 on the 18th
  });

  it("announces the gates on a festival day before they open", () => {
    expect(momentAt("2025-05-16T08:00:00Z")).toEqual({
      kind: "before-gates",
      day: "2025-05-16",
      opensAt: "16:30",
    });
  });

  it("shows each stage's set now and the one after it", () => {
    // 18:20 in Warsaw: the student stage is done for the day, the main stage plays.
    expect(summary(momentAt("2025-05-16T16:20:00Z"))).toEqual([
      "main: 2025-05-16-zorza-i-mgla → 2025-05-16-mira-wolna",
      "student: - → -",
    ]);
    // Between two sets: nothing now, the next one is coming.
    expect(summary(momentAt("2025-05-16T15:40:00Z"))).toEqual([
      "main: - → 2025-05-16-zorza-i-mgla",
      "student: 2025-05-16-trzecia-zmiana → -",
    ]);
  });

  it("tells a stage that has not started yet from one between two sets", () => {
    const beforeMain = momentAt("2025-05-16T15:40:00Z");
    if (beforeMain.kind !== "live") throw new Error("Expected a live moment");
    expect(beforeMain.stages.map((stage) => [stage.stage, stage.beforeFirst])).toEqual([
      ["main", true],
      ["student", false],
    ]);
    const later = momentAt("2025-05-16T16:20:00Z");
    if (later.kind !== "live") throw new Error("Expected a live moment");
    expect(later.stages.every((stage) => !stage.beforeFirst)).toBe(true);
  });

  it("keeps the night going after midnight", () => {
    expect(summary(momentAt("2025-05-17T22:10:00Z"))).toEqual([
      "main: 2025-05-17-nocny-tramwaj → -",
      "student: - → -",
    ]);
  });

  it("tells what tomorrow starts with between two days", () => {
    const moment = momentAt("2025-05-16T21:45:00Z"); // 23:45, after the last set
    expect(moment).toMatchObject({ kind: "between-days", day: "2025-05-17", tomorrow: true });
    expect(moment.kind === "between-days" && moment.first?.id).toBe("2025-05-17-student-1650");
    // After midnight it is the next festival day, before its gates.
    expect(momentAt("2025-05-16T23:10:00Z")).toMatchObject({
      kind: "before-gates",
      opensAt: "15:00",
    });
  });

  it("is the same instant whatever the device's zone: only instants are compared", () => {
    const warsaw = momentAt("2025-05-16T18:05:00+02:00");
    const newYork = momentAt("2025-05-16T12:05:00-04:00");
    expect(newYork).toEqual(warsaw);
  });
});

describe("late changes", () => {
  it("move a delayed set and its times, keeping the planned start", () => {
    const sets = applyLateChanges(SETS, [
      { setId: "2025-05-16-zorza-i-mgla", delayMinutes: 20, cancelled: false, sequence: 1 },
    ]);
    const delayed = sets.find((set) => set.id === "2025-05-16-zorza-i-mgla")!;
    expect(delayed).toMatchObject({
      startTime: "18:20",
      endTime: "19:20",
      plannedStartTime: "18:00",
      startsAt: "2025-05-16T18:20:00+02:00",
      delayMinutes: 20,
    });
    // 18:10: the delayed set has not started yet; it is next.
    expect(summary(momentAt("2025-05-16T16:10:00Z", sets))[0]).toBe(
      "main: - → 2025-05-16-zorza-i-mgla",
    );
  });

  it("leave a cancelled set out of now and next", () => {
    const sets = applyLateChanges(SETS, [
      { setId: "2025-05-16-mira-wolna", delayMinutes: 0, cancelled: true, sequence: 1 },
      { setId: "no-such-set", delayMinutes: 5, cancelled: false, sequence: 1 },
    ]);
    expect(summary(momentAt("2025-05-16T17:30:00Z", sets))[0]).toBe("main: - → -");
  });

  it("extend the day when the last set runs late", () => {
    const sets = applyLateChanges(SETS, [
      { setId: "2025-05-16-mira-wolna", delayMinutes: 30, cancelled: false, sequence: 1 },
    ]);
    // 23:45: planned closing was 23:30, the delayed headliner plays until 00:00.
    expect(summary(momentAt("2025-05-16T21:45:00Z", sets))[0]).toBe(
      "main: 2025-05-16-mira-wolna → -",
    );
  });
});
