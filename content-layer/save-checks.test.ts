import { mkdtempSync, readFileSync, rmSync, cpSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { checkContentFolder } from "./check";
import { PROJECT_ROOT } from "./load";
import { formatProblem } from "./problems";
import { contentFileAt, imageFacts, saveProblems } from "./save-checks";

/** The test edition (three days in June 2031), which passes content:check as it is. */
const FIXTURE = path.join(PROJECT_ROOT, "tests/fixtures/edition-2031");

type Json = Record<string, unknown>;
const read = (file: string): Json => parse(readFileSync(path.join(FIXTURE, file), "utf8")) as Json;
const days = (data: Json) => data.days as Json[];
const acts = (data: Json, day: number, group = 0) =>
  (days(data)[day]!.lineup as Json[])[group]!.acts as Json[];
const slots = (data: Json, day: number) => days(data)[day]!.studentStage as Json[];

/** A PNG's first bytes: its signature and header, which is all the size check reads. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  bytes.set(
    [..."IHDR"].map((char) => char.charCodeAt(0)),
    12,
  );
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * The test edition with its pictures, which the artwork generator draws (they are not committed):
 * content:check reads them, and a fresh clone has none until a build ran.
 */
let edition = FIXTURE;
beforeAll(() => {
  edition = mkdtempSync(path.join(tmpdir(), "juwenalia-save-checks-edition-"));
  folders.push(edition);
  cpSync(FIXTURE, edition, { recursive: true });
  const drawn = spawnSync(
    process.execPath,
    ["--import", "tsx", "artwork/generate-assets.ts", `--only=${edition}/images/`],
    { cwd: PROJECT_ROOT, env: { ...process.env, CONTENT_DIR: edition }, encoding: "utf8" },
  );
  expect(drawn.status, drawn.stderr).toBe(0);
}, 120_000);

/** content:check's lines for the test edition with `file` replaced by `data` (and pictures added). */
function contentCheckLines(
  file: string,
  data: unknown,
  pictures: Record<string, Uint8Array> = {},
): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "juwenalia-save-checks-"));
  folders.push(dir);
  cpSync(edition, dir, { recursive: true });
  writeFileSync(path.join(dir, file), stringify(data));
  for (const [picture, bytes] of Object.entries(pictures)) {
    mkdirSync(path.dirname(path.join(dir, "images", picture)), { recursive: true });
    writeFileSync(path.join(dir, "images", picture), bytes);
  }
  return checkContentFolder(dir).map(formatProblem);
}

/** The lines the CMS's save gives for `file` changed by `mutate`, checked against content:check. */
function refusedWith(file: string, mutate: (data: Json) => void): string[] {
  const data = structuredClone(read(file));
  mutate(data);
  const english = file.startsWith("en/");
  const polish = english ? read(file.slice("en/".length)) : undefined;
  const lines = saveProblems({ path: `content/${file}`, data, polish });
  // A Polish entry added before its English one is saved: the English file's line is its own.
  const checked = contentCheckLines(file, data).filter(
    (line) => english || !line.includes("— teksty angielskie]"),
  );
  expect(lines, "the save and content:check say the same").toEqual(checked);
  return lines;
}

describe("the CMS's save checks say what content:check says", () => {
  it("know the content files by their repository paths", () => {
    expect(contentFileAt("content/edition.yaml")).toEqual({ name: "edition", english: false });
    expect(contentFileAt("/content/en/faq.yaml")).toEqual({ name: "faq", english: true });
    // organisations.yaml has no English texts, and other files are not content.
    expect(contentFileAt("content/en/organisations.yaml")).toBeUndefined();
    expect(contentFileAt("content/images/team/zespol.jpg")).toBeUndefined();
  });

  it("accept every file of the test edition as it is", () => {
    for (const name of ["edition", "events", "organisations", "team", "faq", "map", "about"]) {
      expect(saveProblems({ path: `content/${name}.yaml`, data: read(`${name}.yaml`) })).toEqual(
        [],
      );
    }
    expect(
      saveProblems({
        path: "content/en/faq.yaml",
        data: read("en/faq.yaml"),
        polish: read("faq.yaml"),
      }),
    ).toEqual([]);
  });

  it("refuse an end before its start, an overlap on a stage and a set outside its day", () => {
    expect(
      refusedWith("edition.yaml", (data) => void (slots(data, 0)[0]!.endsAt = "17:45")),
    ).toEqual([
      "[Edycja festiwalu] Dzień 1 (środa 11 czerwca) › Scena studencka › występ 1 (Drugi Termin) › Godzina zakończenia: musi być późniejsza niż godzina rozpoczęcia (18:00).",
    ]);
    expect(
      refusedWith("edition.yaml", (data) => void (acts(data, 0)[1]!.endsAt = "21:45")),
    ).toEqual([
      "[Edycja festiwalu] Dzień 1 (środa 11 czerwca) › Grupy wykonawców › grupa wykonawców 1 › Wykonawcy › wykonawca 2 (Kora i Kompas) › Godzina rozpoczęcia: nakłada się na występ „Szklany Wrzesień” (21:30–23:00) na scenie „Scena nad wodą”.",
    ]);
    expect(
      refusedWith("edition.yaml", (data) => void (acts(data, 2)[0]!.endsAt = "23:55")),
    ).toEqual([
      "[Edycja festiwalu] Dzień 3 (piątek 13 czerwca) › Grupy wykonawców › grupa wykonawców 1 › Wykonawcy › wykonawca 1 (Halny Kwintet) › Godzina zakończenia: musi mieścić się w godzinach dnia (15:30–23:50): ostatni koncert kończy się o 23:50.",
    ]);
  });

  it("refuse a day outside the edition's year, days out of order and a window outside the days", () => {
    expect(
      refusedWith("edition.yaml", (data) => void (days(data)[0]!.date = "2030-06-11")),
    ).toEqual([
      "[Edycja festiwalu] Dzień 1 (wtorek 11 czerwca) › Data: musi przypadać w roku edycji (2031).",
    ]);
    expect(
      refusedWith("edition.yaml", (data) => void (days(data)[2]!.date = "2031-06-12")),
    ).toEqual([
      "[Edycja festiwalu] Dzień 3 (czwartek 12 czerwca) › Data: musi być późniejsza niż data dnia przed nim (czwartek 12 czerwca): dni podaje się po kolei, każdy raz.",
    ]);
    const window = (data: Json) => data.messageWindow as Json;
    expect(
      refusedWith("edition.yaml", (data) => void (window(data).opensAt = "2031-06-10T17:00:00")),
    ).toEqual([
      "[Edycja festiwalu] Wiadomości na telebim › Otwarcie formularza: musi przypadać w jeden z dni festiwalu (11–13 czerwca).",
    ]);
  });

  it("refuse a stage id used twice and a question asked twice", () => {
    expect(
      refusedWith("edition.yaml", (data) => {
        (data.stages as Json[]).push({ id: "main", name: "Scena leśna", shortName: "Leśna" });
      }),
    ).toEqual([
      "[Edycja festiwalu] Scena 4 (Scena leśna) › Identyfikator: „main” jest już użyte wyżej, a każda pozycja musi mieć inną wartość.",
    ]);
    const faq = read("faq.yaml") as unknown as Json[];
    expect(
      refusedWith("faq.yaml", (data) => {
        (data as unknown as Json[])[1]!.question = faq[0]!.question;
      }),
    ).toHaveLength(1);
  });

  it("refuse a picture uploaded too small, with the size it has and the size it needs", () => {
    const organisations = structuredClone(read("organisations.yaml"));
    const partner = (organisations.partners as Json[])[0]!;
    partner.image = "/organisations/maly-logotyp.png";
    const small = pngHeader(300, 200);
    const lines = saveProblems({
      path: "content/organisations.yaml",
      data: organisations,
      uploads: new Map([["maly-logotyp.png", imageFacts(small)]]),
    });
    expect(lines).toEqual([
      `[Organizatorzy i partnerzy] Partnerzy › organizacja 1 (${String(partner.name)}) › Logo: zdjęcie ma 300 × 200 px, a potrzeba co najmniej 600 × 400 px.`,
    ]);
    const pictures = { "organisations/maly-logotyp.png": small };
    expect(contentCheckLines("organisations.yaml", organisations, pictures)).toEqual(lines);
    // A picture already in the repository is content:check's to read: the save does not guess.
    expect(saveProblems({ path: "content/organisations.yaml", data: organisations })).toEqual([]);
  });

  it("refuse an English list whose length differs from the Polish one", () => {
    const lines = refusedWith("en/faq.yaml", (data) => void (data as unknown as Json[]).pop());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[Pytania i odpowiedzi \(FAQ\) — teksty angielskie\] Lista ma \d+ pozycj\w*, a w wersji polskiej \d+ pozycj\w*: brak angielskiej pozycji dla „Pytanie \d+ \(.+\)”; podaj jedną angielską pozycję na każdą polską, w tej samej kolejności\.$/,
    );
  });
});

describe("the site plan's and the safety section's rules at save", () => {
  const related = {
    edition: read("edition.yaml"),
    "site-plan": read("site-plan.yaml"),
    safety: read("safety.yaml"),
  };
  /** The save's lines with the other files as the CMS knows them, checked against content:check. */
  function refusedWithRelated(file: string, mutate: (data: Json) => void): string[] {
    const data = structuredClone(read(file));
    mutate(data);
    const lines = saveProblems({ path: `content/${file}`, data, related });
    const checked = contentCheckLines(file, data).filter(
      (line) => !line.includes("— teksty angielskie]"),
    );
    expect(lines, "the save and content:check say the same").toEqual(checked);
    return lines;
  }
  const points = (data: Json) => data.points as Json[];

  it("accept the test edition's plan and safety files as they are", () => {
    for (const name of ["site-plan", "safety"]) {
      expect(
        saveProblems({ path: `content/${name}.yaml`, data: read(`${name}.yaml`), related }),
      ).toEqual([]);
    }
  });

  it("refuse a point off the plan, a kind the site does not know and a stage without its point", () => {
    const offThePlan = refusedWithRelated(
      "site-plan.yaml",
      (data) => void (points(data)[5]!.x = 1.2),
    );
    expect(offThePlan.join("\n")).toContain("punkt leży poza planem");
    const unknownKind = refusedWithRelated(
      "site-plan.yaml",
      (data) => void (points(data)[5]!.kind = "bar"),
    );
    expect(unknownKind.join("\n")).toContain("strona nie zna takiego rodzaju punktu");
    const stageless = refusedWithRelated("site-plan.yaml", (data) => {
      data.points = points(data).filter(
        (point) => point.kind !== "stage" || point.stage !== "tent",
      );
    });
    expect(stageless).toHaveLength(1);
    expect(stageless[0]).toContain("z programu nie ma punktu na planie");
  });

  it("refuse a safety topic naming a point the plan does not have, and a plan dropping one", () => {
    expect(
      refusedWithRelated("safety.yaml", (data) => {
        (data.firstAid as Json).points = ["namiot-medyczny"];
      }),
    ).toEqual([
      "[Bezpieczeństwo] Pierwsza pomoc › Punkty na planie › punkt 1: na planie terenu nie ma punktu „namiot-medyczny”; wpisz identyfikator punktu z pliku Plan terenu.",
    ]);
    const dropped = saveProblems({
      path: "content/site-plan.yaml",
      data: {
        ...read("site-plan.yaml"),
        points: points(read("site-plan.yaml")).filter((point) => point.id !== "punkt-medyczny"),
      },
      related,
    });
    expect(dropped.join("\n")).toContain("nie ma punktu „punkt-medyczny”");
  });
});

describe("content:check's lines name the mistake, in the file it is in, once", () => {
  it("refuse an unknown key by name, in Polish and English files", () => {
    expect(refusedWith("edition.yaml", (data) => void (data.dresscode = "casual"))).toEqual([
      "[Edycja festiwalu] Nieznane pole „dresscode”: takiego pola tu nie ma, usuń je albo popraw nazwę.",
    ]);
    expect(refusedWith("en/edition.yaml", (data) => void (data.dresscode = "casual"))).toEqual([
      "[Edycja festiwalu — teksty angielskie] Nieznane pole „dresscode”: takiego pola tu nie ma, usuń je albo popraw nazwę.",
    ]);
  });

  it("name a typo's key and the field meant, without a second line for the missing field", () => {
    expect(
      refusedWith("edition.yaml", (data) => {
        const act = acts(data, 0)[0]!;
        act.startAt = act.startsAt;
        delete act.startsAt;
      }),
    ).toEqual([
      "[Edycja festiwalu] Dzień 1 (środa 11 czerwca) › Grupy wykonawców › grupa wykonawców 1 › Wykonawcy › wykonawca 1 (Szklany Wrzesień): nieznane pole „startAt”: czy chodziło o „startsAt” (Godzina rozpoczęcia)?",
    ]);
  });

  it("blame a typo in the Polish file on the Polish file, not on its English texts", () => {
    const lines = refusedWith("edition.yaml", (data) => {
      const group = (days(data)[1]!.lineup as Json[])[1]!;
      group.heading = group.header;
      delete group.header;
    });
    expect(lines).toEqual([
      "[Edycja festiwalu] Dzień 2 (czwartek 12 czerwca) › Grupy wykonawców › grupa wykonawców 2: nieznane pole „heading”: czy chodziło o „header” (Nagłówek grupy)?",
    ]);
  });

  it("give a date in the wrong form one line, not the rules that need a date", () => {
    expect(
      refusedWith("edition.yaml", (data) => void (days(data)[1]!.date = "12.06.2031")),
    ).toEqual([
      "[Edycja festiwalu] Dzień 2 (12.06.2031) › Data: musi być datą w postaci RRRR-MM-DD, np. 2025-05-16.",
    ]);
  });
});
