import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, readContentSources } from "./load";
import { formatProblem, validateContent } from "./validate";

/** Set-time rules, checked on the test edition (three days in June 2031, three stages). */
const FIXTURE = path.join(PROJECT_ROOT, "tests/fixtures/edition-2031");
const SHOWN = "tests/fixtures/edition-2031/edition.yaml";
const DAY_1 = "[Edycja festiwalu] Dzień 1 (środa 11 czerwca)";
const DAY_2 = "[Edycja festiwalu] Dzień 2 (czwartek 12 czerwca)";
const ACTS = "Grupy wykonawców › grupa wykonawców";

type Json = Record<string, unknown>;

function problemsWith(mutate: (edition: Json) => void): string[] {
  const { sources } = readContentSources(FIXTURE);
  const changed = sources.map((source) => {
    if (source.file !== SHOWN) return source;
    const data = structuredClone(source.data) as Json;
    mutate(data);
    return { ...source, data };
  });
  return validateContent(changed).map(formatProblem);
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
      `${DAY_1} › ${ACTS} 1 › Wykonawcy › wykonawca 2 (Kora i Kompas) › Godzina rozpoczęcia: nakłada się na występ „Szklany Wrzesień” (21:30–23:00) na scenie „Scena nad wodą”.`,
    ]);
    expect(
      problemsWith((edition) => {
        slots(edition, 0)[1]!.startsAt = "18:30"; // into Drugi Termin's 18:00–18:45
      }),
    ).toEqual([
      `${DAY_1} › Scena studencka › występ 2 › Godzina rozpoczęcia: nakłada się na występ „Drugi Termin” (18:00–18:45) na scenie „Scena studencka”.`,
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
      `${DAY_1} › ${ACTS} 1 › Wykonawcy › wykonawca 3 (Tercja Pikardyjska) › Godzina rozpoczęcia: musi mieścić się w godzinach dnia (17:00–23:00).`,
      `${DAY_2} › ${ACTS} 2 (AFTERPARTY) › Wykonawcy › wykonawca 1 (DJ Nocny Prom) › Godzina zakończenia: musi mieścić się w godzinach dnia (16:00–00:30): ostatni koncert kończy się o 00:30.`,
    ]);
  });

  it("rejects a set that ends before it starts", () => {
    expect(
      problemsWith((edition) => {
        slots(edition, 1)[0]!.endsAt = "17:00";
      }),
    ).toEqual([
      `${DAY_2} › Scena studencka › występ 1 › Godzina zakończenia: musi być późniejsza niż godzina rozpoczęcia (17:15).`,
    ]);
  });

  it("rejects an unknown stage, and student slots without a student stage", () => {
    expect(
      problemsWith((edition) => {
        act(edition, 2, 0, 0).stage = "dach";
      }),
    ).toEqual([
      "[Edycja festiwalu] Dzień 3 (piątek 13 czerwca) › Grupy wykonawców › grupa wykonawców 1 › Wykonawcy › wykonawca 1 (Halny Kwintet) › Scena: nie ma sceny o identyfikatorze „dach”: wybierz jedną ze scen edycji („main”, „student”, „tent”).",
    ]);
    expect(
      problemsWith((edition) => {
        edition.stages = (edition.stages as Json[]).filter((stage) => stage.id !== "student");
      }),
    ).toEqual(
      ["środa 11", "czwartek 12", "piątek 13"].map(
        (day, index) =>
          `[Edycja festiwalu] Dzień ${index + 1} (${day} czerwca) › Scena studencka: występy sceny studenckiej grają na scenie o identyfikatorze „student”, której nie ma w scenach edycji (są: „main”, „tent”).`,
      ),
    );
  });

  it("asks for all three of stage, startsAt and endsAt", () => {
    expect(
      problemsWith((edition) => {
        delete act(edition, 0, 0, 0).endsAt;
      }),
    ).toEqual([
      `${DAY_1} › ${ACTS} 1 › Wykonawcy › wykonawca 1 (Szklany Wrzesień) › Godzina zakończenia: brak: gdy wykonawca ma scenę albo godzinę, podaj wszystkie trzy — scenę, godzinę rozpoczęcia i godzinę zakończenia.`,
    ]);
  });

  it("gives a band one place: its own set time or one student slot a day", () => {
    expect(
      problemsWith((edition) => {
        slots(edition, 0)[1]!.band = "Kora i Kompas";
        slots(edition, 1)[2]!.band = "Pętla Indukcyjna";
      }),
    ).toEqual([
      `${DAY_1} › Scena studencka › występ 2 (Kora i Kompas) › Zespół: „Kora i Kompas” ma już własną scenę i godziny w grupach wykonawców: podaj jego godziny w jednym miejscu.`,
      `${DAY_2} › Scena studencka › występ 3 (Pętla Indukcyjna) › Zespół: „Pętla Indukcyjna” gra już tego dnia w innym występie: zespół ma jeden występ dziennie.`,
    ]);
  });

  it("rejects a stage id used twice", () => {
    expect(
      problemsWith((edition) => {
        (edition.stages as Json[]).push({ id: "main", name: "Druga scena", shortName: "Druga" });
      }),
    ).toEqual([
      "[Edycja festiwalu] Scena 4 (Druga scena) › Identyfikator: „main” jest już użyte wyżej, a każda pozycja musi mieć inną wartość.",
    ]);
  });
});
