import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, readContentSources } from "./load";
import { formatProblem, validateContent } from "./validate";

/** Set-time rules, checked on the test edition (three days in June 2031, three stages). */
const FIXTURE = path.join(PROJECT_ROOT, "tests/fixtures/edition-2031");
const SHOWN = "tests/fixtures/edition-2031/edition.yaml";

type Json = Record<string, unknown>;

function problemsWith(mutate: (edition: Json) => void): string[] {
  const { sources } = readContentSources(FIXTURE);
  const changed = sources.map((source) => {
    if (source.file !== SHOWN) return source;
    const data = structuredClone(source.data) as Json;
    mutate(data);
    return { ...source, data };
  });
  return validateContent(changed, () => true).map(formatProblem);
}

const day = (edition: Json, index: number) => (edition.days as Json[])[index]!;
const act = (edition: Json, dayIndex: number, group: number, index: number) =>
  ((day(edition, dayIndex).lineup as Json[])[group]!.acts as Json[])[index]!;
const slots = (edition: Json, dayIndex: number) => day(edition, dayIndex).studentStage as Json[];

describe("set times in content", () => {
  it("rejects two sets that overlap on one stage", () => {
    expect(
      problemsWith((edition) => {
        act(edition, 0, 0, 1).startsAt = "20:30"; // Kora i Kompas runs into Szklany Wrzesień
        act(edition, 0, 0, 1).endsAt = "21:45";
      }),
    ).toEqual([
      `${SHOWN} › days[0].lineup[0].acts[1] (Kora i Kompas) › startsAt: overlaps Szklany Wrzesień (21:30–23:00) on the stage "main"`,
    ]);
  });

  it("allows back-to-back sets and the same hour on two stages", () => {
    expect(
      problemsWith((edition) => {
        act(edition, 0, 0, 1).endsAt = "21:30"; // ends as Szklany Wrzesień starts
        slots(edition, 0)[1]!.startsAt = "20:30"; // student stage while the main stage plays
        slots(edition, 0)[1]!.endsAt = "21:15";
      }),
    ).toEqual([]);
  });

  it("rejects a set outside the day's hours, after midnight included", () => {
    expect(
      problemsWith((edition) => {
        act(edition, 1, 1, 0).endsAt = "01:00"; // the day's last concert ends at 00:30
        act(edition, 0, 0, 2).startsAt = "23:15"; // the first day closes at 23:00
        act(edition, 0, 0, 2).endsAt = "23:45";
      }),
    ).toEqual([
      `${SHOWN} › days[0].lineup[0].acts[2] (Tercja Pikardyjska) › startsAt: must fall within the day's hours (17:00–23:00)`,
      `${SHOWN} › days[1].lineup[1].acts[0] (DJ Nocny Prom) › endsAt: must fall within the day's hours (16:00–00:30); the last concert ends at 00:30`,
    ]);
  });

  it("rejects a set that ends before it starts", () => {
    expect(
      problemsWith((edition) => {
        slots(edition, 1)[0]!.endsAt = "17:00";
      }),
    ).toEqual([`${SHOWN} › days[1].studentStage[0] › endsAt: must be later than startsAt (17:15)`]);
  });

  it("rejects an unknown stage, and student slots without a student stage", () => {
    expect(
      problemsWith((edition) => {
        act(edition, 2, 0, 0).stage = "dach";
      }),
    ).toEqual([
      `${SHOWN} › days[2].lineup[0].acts[0] (Halny Kwintet) › stage: names the stage "dach", which is not in stages (main, student, tent)`,
    ]);
    expect(
      problemsWith((edition) => {
        edition.stages = (edition.stages as Json[]).filter((stage) => stage.id !== "student");
      }),
    ).toEqual(
      [0, 1, 2].map(
        (index) =>
          `${SHOWN} › days[${index}] (2031-06-1${index + 1}) › studentStage: names the stage "student", which is not in stages (main, tent)`,
      ),
    );
  });

  it("asks for all three of stage, startsAt and endsAt", () => {
    expect(
      problemsWith((edition) => {
        delete act(edition, 0, 0, 0).endsAt;
      }),
    ).toEqual([
      `${SHOWN} › days[0].lineup[0].acts[0] (Szklany Wrzesień) › endsAt: is required when the act has a stage or a time (give stage, startsAt and endsAt)`,
    ]);
  });

  it("gives a band one place: its own set time or one student slot a day", () => {
    expect(
      problemsWith((edition) => {
        slots(edition, 0)[1]!.band = "Kora i Kompas";
        slots(edition, 1)[2]!.band = "Pętla Indukcyjna";
      }),
    ).toEqual([
      `${SHOWN} › days[0].studentStage[1] (Kora i Kompas) › band: "Kora i Kompas" already has its own set time in the line-up; give it one place`,
      `${SHOWN} › days[1].studentStage[2] (Pętla Indukcyjna) › band: "Pętla Indukcyjna" plays twice on this day; a band has one slot a day`,
    ]);
  });

  it("rejects a stage id used twice", () => {
    expect(
      problemsWith((edition) => {
        (edition.stages as Json[]).push({ id: "main", name: "Druga scena", shortName: "Druga" });
      }),
    ).toEqual([`${SHOWN} › stages[3] (Druga scena) › id: "main" is used twice; it must be unique`]);
  });
});
