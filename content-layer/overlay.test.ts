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
    polish: read(`${name}.yaml`),
    data,
    shape: TRANSLATABLE_FIELDS[name],
    schema: CONTENT_FILES[name].schema,
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
      "[Pytania i odpowiedzi (FAQ) — teksty angielskie] Pytanie 4 (Czy mogę przyjść bez dokumentu?) › Odpowiedź: brak tekstu angielskiego.",
    ]);
    expect(problemsWith("about", (data) => void ((data.entrances as Json).summary = "  "))).toEqual(
      ["[O wydarzeniu — teksty angielskie] Wejścia › Podsumowanie: brak tekstu angielskiego."],
    );
    expect(
      problemsWith("edition", (data) => {
        const day = (data.days as Json[])[1]!;
        (day.lineup as Json[])[1] = {};
      }),
    ).toEqual([
      "[Edycja festiwalu — teksty angielskie] Dzień 2 (czwartek 12 czerwca) › Grupy wykonawców › grupa wykonawców 2 (AFTERPARTY) › Nagłówek grupy: brak tekstu angielskiego.",
    ]);
    expect(problemsWith("about", (data) => void ((data.stages as Json[])[1] = {}))).toEqual([
      "[O wydarzeniu — teksty angielskie] Opis sceny 2 (student) › Opis: brak tekstu angielskiego.",
    ]);
  });

  it("report a text that is not text", () => {
    expect(
      problemsWith("team", (data) => void ((data.members as Json[])[0]!.position = 7)),
    ).toEqual([
      "[Zespół organizatorów — teksty angielskie] Osoba 1 (Aleksandra Brzozowska) › Funkcja: ma tu być tekst.",
    ]);
  });

  it("report an entry count that differs from the Polish file", () => {
    expect(problemsWith("faq", (data) => void entries(data).pop())).toEqual([
      "[Pytania i odpowiedzi (FAQ) — teksty angielskie] Lista ma 4 pozycje, a w wersji polskiej 5 pozycji: brak angielskiej pozycji dla „Pytanie 5 (Jak dojechać?)”; podaj jedną angielską pozycję na każdą polską, w tej samej kolejności.",
    ]);
    expect(
      problemsWith("map", (data) => void (data.markers as Json[]).push({ title: "West Gate" })),
    ).toEqual([
      "[Mapa dojazdu — teksty angielskie] Znaczniki: lista ma 3 pozycje, a w wersji polskiej 2 pozycje: angielska pozycja 3. nie ma polskiej pary; podaj jedną angielską pozycję na każdą polską, w tej samej kolejności.",
    ]);
  });

  it("report a field that is not translatable", () => {
    expect(
      problemsWith("team", (data) => void ((data.members as Json[])[2]!.name = "Igor Mazurek")),
    ).toEqual([
      "[Zespół organizatorów — teksty angielskie] Osoba 3 (Igor Mazurek) › Imię i nazwisko: tego pola się nie tłumaczy, zostaje takie jak w wersji polskiej: usuń je stąd.",
    ]);
    expect(problemsWith("links", (data) => void (data.facebook = "https://example.com/"))).toEqual([
      "[Linki i kontakt — teksty angielskie] Facebook: tego pola się nie tłumaczy, zostaje takie jak w wersji polskiej: usuń je stąd.",
    ]);
  });

  it("name an unknown key and the translatable field it is a typo of", () => {
    expect(
      problemsWith("faq", (data) => {
        const first = entries(data)[0]!;
        first.questoin = first.question;
        delete first.question;
      }),
    ).toEqual([
      "[Pytania i odpowiedzi (FAQ) — teksty angielskie] Pytanie 1 (Kiedy odbywają się juwenalia?): nieznane pole „questoin”: czy chodziło o „question” (Pytanie)?",
    ]);
  });

  it("report an English text the Polish file does not have", () => {
    expect(
      problemsWith("edition", (data) => {
        ((data.days as Json[])[0]!.lineup as Json[])[0] = { header: "HEADLINERS" };
      }),
    ).toEqual([
      "[Edycja festiwalu — teksty angielskie] Dzień 1 (środa 11 czerwca) › Grupy wykonawców › grupa wykonawców 1 › Nagłówek grupy: w wersji polskiej nie ma tu tekstu do przetłumaczenia: usuń to pole.",
    ]);
    expect(
      problemsWith(
        "about",
        (data) => void (data.stages as Json[]).push({ description: "A tent." }),
      ),
    ).toEqual([
      "[O wydarzeniu — teksty angielskie] Opisy scen: lista ma 3 pozycje, a w wersji polskiej 2 pozycje: angielska pozycja 3. nie ma polskiej pary; podaj jedną angielską pozycję na każdą polską, w tej samej kolejności.",
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
  if (found.length > 0) throw new ContentError(found, dir);
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
      answer: "A ticket at the gate costs 55\u00a0PLN for students and 95\u00a0PLN for guests.",
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
        /^\[Pytania i odpowiedzi \(FAQ\) — teksty angielskie\] Lista ma 1 pozycję, a w wersji polskiej 5 pozycji: /m,
      );
      rmSync(path.join(dir, "en/map.yaml"));
      expect(() => loadContent(dir, "en")).toThrow(
        /^\[Mapa dojazdu — teksty angielskie\] Nie ma pliku \S+\/en\/map\.yaml\.$/m,
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
      const polishQuestion = String((read("faq.yaml") as Json[])[4]!.question);
      writeFileSync(path.join(dir, "en/faq.yaml"), JSON.stringify(faq));
      const { sources } = readContentSources(dir);
      expect(readEnglishContent(dir, sources).problems.map(formatProblem)).toEqual([
        // The entry is named by its Polish question, the English text by the message.
        `[Pytania i odpowiedzi (FAQ) — teksty angielskie] Pytanie 5 (${polishQuestion}) › Pytanie: „When is the festival?” jest już użyte wyżej, a każda pozycja musi mieć inną wartość.`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
