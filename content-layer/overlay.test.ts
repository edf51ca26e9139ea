import { mkdtempSync, rmSync, cpSync, writeFileSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  CONTENT_FILES,
  CONTENT_NAMES,
  ContentError,
  PROJECT_ROOT,
  readContentSources,
  readEnglishContent,
  type Content,
} from "./load";
import { checkOverlay, mergeOverlay, type OverlaySource } from "./overlay";
import { TRANSLATABLE_FIELDS, type TranslatedName } from "./translatable-fields";
import { formatProblem } from "./validate";

/** The test edition: its en/ folder is the overlay each rule is broken in. */
const FIXTURE = path.join(PROJECT_ROOT, "tests/fixtures/edition-2031");
const SHOWN = "tests/fixtures/edition-2031";

type Json = Record<string, unknown>;
const read = (file: string): unknown => parse(readFileSync(path.join(FIXTURE, file), "utf8"));

/** The problems of the test edition's overlay of `name` after `mutate(copy of its data)`. */
function problemsWith(name: TranslatedName, mutate: (data: Json) => void): string[] {
  const data = structuredClone(read(`en/${name}.yaml`)) as Json;
  mutate(data);
  const source: OverlaySource = {
    file: `${SHOWN}/en/${name}.yaml`,
    polishFile: `${SHOWN}/${name}.yaml`,
    polish: read(`${name}.yaml`),
    data,
    shape: TRANSLATABLE_FIELDS[name],
  };
  return checkOverlay(source).map(formatProblem);
}
const entries = (data: Json) => data as unknown as Json[];

describe("English overlays are checked against the Polish files", () => {
  it("accept the test edition's and the default edition's English texts", () => {
    for (const dir of [FIXTURE, path.join(PROJECT_ROOT, "content")]) {
      const { sources } = readContentSources(dir);
      expect(readEnglishContent(dir, sources).problems.map(formatProblem)).toEqual([]);
    }
  });

  it("report a missing English text, naming the Polish entry", () => {
    expect(problemsWith("faq", (data) => void delete entries(data)[3]!.answer)).toEqual([
      `${SHOWN}/en/faq.yaml › [3] (Czy mogę przyjść bez dokumentu?) › answer: missing English text`,
    ]);
    expect(problemsWith("about", (data) => void ((data.entrances as Json).summary = "  "))).toEqual(
      [`${SHOWN}/en/about.yaml › (top level) › entrances.summary: missing English text`],
    );
    expect(
      problemsWith("edition", (data) => {
        const day = (data.days as Json[])[1]!;
        (day.lineup as Json[])[1] = {};
      }),
    ).toEqual([
      `${SHOWN}/en/edition.yaml › days[1].lineup[1] (AFTERPARTY) › header: missing English text`,
    ]);
    expect(problemsWith("about", (data) => void delete (data.stages as Json).student)).toEqual([
      `${SHOWN}/en/about.yaml › (top level) › stages.student.description: missing English text`,
    ]);
  });

  it("report a text that is not text", () => {
    expect(
      problemsWith("team", (data) => void ((data.members as Json[])[0]!.position = 7)),
    ).toEqual([
      `${SHOWN}/en/team.yaml › members[0] (Aleksandra Brzozowska) › position: must be text`,
    ]);
  });

  it("report an entry count that differs from the Polish file", () => {
    expect(problemsWith("faq", (data) => void entries(data).pop())).toEqual([
      `${SHOWN}/en/faq.yaml › (top level) › (file): has 4 entries, ${SHOWN}/faq.yaml has 5: give one English entry per Polish entry, in the same order`,
    ]);
    expect(
      problemsWith("map", (data) => void (data.markers as Json[]).push({ title: "West Gate" })),
    ).toEqual([
      `${SHOWN}/en/map.yaml › (top level) › markers: has 3 entries, ${SHOWN}/map.yaml has 2: give one English entry per Polish entry, in the same order`,
    ]);
  });

  it("report a field that is not translatable", () => {
    expect(
      problemsWith("team", (data) => void ((data.members as Json[])[2]!.name = "Igor Mazurek")),
    ).toEqual([
      `${SHOWN}/en/team.yaml › members[2] (Igor Mazurek) › name: is not translatable: it stays as ${SHOWN}/team.yaml gives it`,
    ]);
    expect(problemsWith("links", (data) => void (data.facebook = "https://example.com/"))).toEqual([
      `${SHOWN}/en/links.yaml › (top level) › facebook: is not translatable: it stays as ${SHOWN}/links.yaml gives it`,
    ]);
  });

  it("report an English text the Polish file does not have", () => {
    expect(
      problemsWith("edition", (data) => {
        ((data.days as Json[])[0]!.lineup as Json[])[0] = { header: "HEADLINERS" };
      }),
    ).toEqual([
      `${SHOWN}/en/edition.yaml › days[0].lineup[0] › header: has no Polish text to translate in ${SHOWN}/edition.yaml; remove it`,
    ]);
    expect(
      problemsWith(
        "about",
        (data) => void ((data.stages as Json).tent = { description: "A tent." }),
      ),
    ).toEqual([
      `${SHOWN}/en/about.yaml › (top level) › stages.tent: has no Polish text to translate in ${SHOWN}/about.yaml; remove it`,
    ]);
  });

  it("merge the English texts over the Polish data and keep everything else", () => {
    const shape = TRANSLATABLE_FIELDS.team;
    const polish = {
      groupPhoto: "team/a.jpg",
      members: [{ name: "Ola", position: "Koordynatorka", email: "o@x.pl" }],
    };
    const merged = mergeOverlay(shape, polish, { members: [{ position: "Coordinator" }] });
    expect(merged).toEqual({
      groupPhoto: "team/a.jpg",
      members: [{ name: "Ola", position: "Coordinator", email: "o@x.pl" }],
    });
    expect(polish.members[0]!.position).toBe("Koordynatorka");
  });
});

/**
 * What `loadContent(dir, language)` gives, but for the images: the test edition's pictures are
 * drawn by the build (artwork/), so a clean clone has none before `npm run build`.
 * content.test.ts loads the real edition, images included, in both languages.
 */
function contentOf(dir: string, language: "pl" | "en"): Content {
  const { sources, problems } = readContentSources(dir);
  const english = language === "en" ? readEnglishContent(dir, sources) : undefined;
  const found = [...problems, ...(english?.problems ?? [])];
  if (found.length > 0) throw new ContentError(found);
  return Object.fromEntries(
    CONTENT_NAMES.map((name, index) => [
      name,
      CONTENT_FILES[name].schema.parse(english ? english.data[name] : sources[index]?.data),
    ]),
  ) as Content;
}
const loadContent = (dir: string, language: "pl" | "en" = "pl") => contentOf(dir, language);

describe("loading the English content", () => {
  it("gives the Polish content's names, dates and prices with the English words", () => {
    const polish = loadContent(FIXTURE);
    const english = loadContent(FIXTURE, "en");
    expect(english.faq[1]).toEqual({
      question: "How much is a ticket?",
      answer: "A ticket at the gate costs 55 PLN for students and 95 PLN for guests.",
    });
    expect(english.edition.ticketPrices.map((price) => price.pricePln)).toEqual(
      polish.edition.ticketPrices.map((price) => price.pricePln),
    );
    expect({ ...english.edition, ticketPrices: [], days: [], venue: {}, stages: [] }).toEqual({
      ...polish.edition,
      ticketPrices: [],
      days: [],
      venue: {},
      stages: [],
    });
    // A stage keeps its id (sets name it); its name is the English one.
    expect(english.edition.stages).toEqual([
      { id: "main", name: "Waterside stage", shortName: "Waterside" },
      { id: "student", name: "Student stage", shortName: "Student" },
      { id: "tent", name: "Electronic tent", shortName: "Tent" },
    ]);
    expect(english.team.members.map((member) => member.name)).toEqual(
      polish.team.members.map((member) => member.name),
    );
    expect(english.organisations).toEqual(polish.organisations);
  });

  it("leaves Polish loading as it was: no English string, even with a broken overlay", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "content-en-"));
    try {
      cpSync(FIXTURE, dir, { recursive: true });
      writeFileSync(path.join(dir, "en/faq.yaml"), "- question: Only one\n");
      expect(loadContent(dir)).toEqual(loadContent(FIXTURE));
      expect(() => loadContent(dir, "en")).toThrow(ContentError);
      expect(() => loadContent(dir, "en")).toThrow(
        /en\/faq\.yaml › \(top level\) › \(file\): has 1 entry,/,
      );
      rmSync(path.join(dir, "en/map.yaml"));
      expect(() => loadContent(dir, "en")).toThrow(
        /en\/map\.yaml › \(file\) › \(file\): file not found/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses English texts the Polish schema refuses (a question asked twice)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "content-en-"));
    try {
      cpSync(FIXTURE, dir, { recursive: true });
      const faq = read("en/faq.yaml") as Json[];
      faq[4]!.question = faq[0]!.question;
      writeFileSync(path.join(dir, "en/faq.yaml"), JSON.stringify(faq));
      const { sources } = readContentSources(dir);
      expect(readEnglishContent(dir, sources).problems.map((problem) => problem.message)).toEqual([
        '"When is the festival?" is used twice; it must be unique',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
