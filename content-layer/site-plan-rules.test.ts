import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { contentDir, readContentSources, readEnglishContent, PROJECT_ROOT } from "./load";
import { formatProblem, validateContent } from "./validate";

/** The test edition: three stages, each with its point on the plan. */
const FIXTURE = path.join(PROJECT_ROOT, "tests/fixtures/edition-2031");
const SHOWN = "tests/fixtures/edition-2031";

type Json = Record<string, unknown>;
const points = (data: Json) => data.points as Json[];

/** The test edition's problems with site-plan.yaml replaced by `mutate(copy of its data)`. */
function problemsWith(mutate: (data: Json) => void): string[] {
  const { sources } = readContentSources(FIXTURE);
  const changed = sources.map((source) => {
    if (source.file !== `${SHOWN}/site-plan.yaml`) return source;
    const data = structuredClone(source.data) as Json;
    mutate(data);
    return { ...source, data };
  });
  return validateContent(changed).map(formatProblem);
}

describe("content:check refuses a site plan the page could not show, in Polish", () => {
  it("accepts the test edition's plan and the 2025 one", () => {
    expect(problemsWith(() => {})).toEqual([]);
    const defaults = readContentSources(contentDir({}));
    expect(validateContent(defaults.sources).map(formatProblem)).toEqual([]);
  });

  it("refuses a point off the plan", () => {
    expect(
      problemsWith((data) => {
        points(data)[3]!.x = 1.2;
        points(data)[5]!.y = -0.1;
      }),
    ).toEqual([
      "[Plan terenu] Punkt 4 (Brama Północna) › Położenie w poziomie (x): punkt leży poza planem: x musi być liczbą od 0 do 1 (część szerokości obrazka).",
      "[Plan terenu] Punkt 6 (Punkt medyczny) › Położenie w pionie (y): punkt leży poza planem: y musi być liczbą od 0 do 1 (część wysokości obrazka).",
    ]);
  });

  it("refuses a kind the site does not know, naming the kinds it does", () => {
    const [problem, ...others] = problemsWith((data) => {
      points(data)[5]!.kind = "ambulance";
    });
    expect(others).toEqual([]);
    expect(problem).toMatch(
      /^\[Plan terenu\] Punkt 6 \(Punkt medyczny\) › Rodzaj: strona nie zna takiego rodzaju punktu; dozwolone: stage \(scena\), gate \(wejście\), .*first-aid \(punkt medyczny\).*exit \(wyjście ewakuacyjne\)\.$/,
    );
  });

  it("refuses a stage of the programme without its point, and a point naming no stage", () => {
    expect(
      problemsWith((data) => {
        points(data).splice(2, 1);
      }),
    ).toEqual([
      "[Plan terenu] Punkty: scena „Namiot elektroniczny” z programu nie ma punktu na planie: dodaj punkt rodzaju stage ze sceną „tent”.",
    ]);
    expect(
      problemsWith((data) => {
        points(data)[2]!.stage = "namiot";
      }),
    ).toEqual([
      "[Plan terenu] Punkty: scena „Namiot elektroniczny” z programu nie ma punktu na planie: dodaj punkt rodzaju stage ze sceną „tent”.",
      "[Plan terenu] Punkt 3 (Namiot elektroniczny) › Scena z programu: w programie nie ma sceny „namiot”; sceny edycji to „main”, „student”, „tent”.",
    ]);
  });

  it("refuses a stage point without its stage, and a stage on another kind", () => {
    expect(
      problemsWith((data) => {
        delete points(data)[0]!.stage;
        points(data)[5]!.stage = "main";
      }),
    ).toEqual([
      "[Plan terenu] Punkt 1 (Scena nad wodą) › Scena z programu: punkt rodzaju stage musi wskazywać scenę z programu.",
      "[Plan terenu] Punkt 6 (Punkt medyczny) › Scena z programu: scenę z programu podaje się tylko dla punktu rodzaju stage.",
    ]);
  });

  it("refuses a point without its English name or where, and a point id used twice", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "site-plan-"));
    try {
      cpSync(FIXTURE, dir, { recursive: true });
      const english = {
        points: [
          { name: "Waterside stage", where: "In the middle of the meadow, facing the river." },
          { name: "Student stage" },
          { name: "Electronic tent", where: "By the south path, behind the partner zone." },
          { name: "North Gate", where: "From ul. Czaplowa, by the bus stop." },
          { name: "South Gate", where: "From the river side, by the bike rental." },
          { where: "Between the waterside stage and the student stage." },
        ],
      };
      writeFileSync(path.join(dir, "en/site-plan.yaml"), stringify(english));
      const lines = readEnglishContent(dir, readContentSources(dir).sources).problems.map(
        formatProblem,
      );
      expect(lines).toEqual([
        "[Plan terenu — teksty angielskie] Punkt 2 (Scena studencka) › Gdzie: brak tekstu angielskiego.",
        "[Plan terenu — teksty angielskie] Punkt 6 (Punkt medyczny) › Nazwa: brak tekstu angielskiego.",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(
      problemsWith((data) => {
        points(data)[4]!.id = "brama-polnocna";
      }),
    ).toEqual([
      "[Plan terenu] Punkt 5 (Brama Południowa) › Identyfikator: „brama-polnocna” jest już użyte wyżej, a każda pozycja musi mieć inną wartość.",
    ]);
  });
});
