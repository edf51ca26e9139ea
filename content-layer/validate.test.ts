import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentDir, projectImages, readContentSources, PROJECT_ROOT } from "./load";
import { formatProblem, validateContent, validateGalleryFolder } from "./validate";

/** The test edition (three days in June 2031): validation is checked on it, not on 2025's. */
const FIXTURE = path.join(PROJECT_ROOT, "tests/fixtures/edition-2031");
const SHOWN = "tests/fixtures/edition-2031";

type Json = Record<string, unknown>;

/** Validates the test edition with one file replaced by `mutate(copy of its data)`. */
function problemsWith(file: string, mutate: (data: Json) => void): string[] {
  const { sources } = readContentSources(FIXTURE);
  const changed = sources.map((source) => {
    if (source.file !== `${SHOWN}/${file}`) return source;
    const data = structuredClone(source.data) as Json;
    mutate(data);
    return { ...source, data };
  });
  return validateContent(changed).map(formatProblem);
}

const days = (data: Json) => data.days as Json[];
const groups = (data: Json, day: number) => days(data)[day]!.lineup as Json[];

describe("content validation names the file, the entry and the field by their labels", () => {
  it("accepts the test edition and the default content as they are, pictures included", () => {
    const fixture = readContentSources(FIXTURE);
    expect(fixture.problems).toEqual([]);
    expect(validateContent(fixture.sources)).toEqual([]);
    const defaults = readContentSources(contentDir({}));
    expect(defaults.problems).toEqual([]);
    expect(validateContent(defaults.sources, projectImages).map(formatProblem)).toEqual([]);
    // The test edition's pictures are drawn by the build (artwork/): checked when they are there.
    if (existsSync(path.join(FIXTURE, "images/team/zespol.jpg"))) {
      expect(validateContent(fixture.sources, projectImages).map(formatProblem)).toEqual([]);
    }
  });

  it("reports a missing required field", () => {
    const problems = problemsWith("team.yaml", (data) => {
      delete (data.members as Json[])[2]!.position;
    });
    expect(problems).toEqual([
      "[Zespół organizatorów] Osoba 3 (Igor Mazurek) › Funkcja: brak wartości: to pole trzeba wypełnić.",
    ]);
  });

  it("reports a malformed URL, e-mail and date", () => {
    expect(
      problemsWith("events.yaml", (data) => {
        (data as unknown as Json[])[1]!.link = "social/szachy";
      }),
    ).toEqual([
      "[Wydarzenia towarzyszące] Wydarzenie towarzyszące 2 (Turniej Szachowy) › Link: musi być adresem strony zaczynającym się od https://.",
    ]);
    expect(
      problemsWith("team.yaml", (data) => {
        (data.members as Json[])[0]!.email = "ola(at)juwenalia";
      }),
    ).toEqual([
      "[Zespół organizatorów] Osoba 1 (Aleksandra Brzozowska) › E-mail: musi być adresem e-mail, np. pomoc@juwenalia-syrenki.pl.",
    ]);
    expect(
      problemsWith("edition.yaml", (data) => {
        (data.messageWindow as Json).opensAt = "11 czerwca, 17:00";
      }),
    ).toEqual([
      "[Edycja festiwalu] Wiadomości na telebim › Otwarcie formularza: musi być datą i godziną w postaci RRRR-MM-DDTGG:MM:SS, np. 2025-05-16T16:30:00.",
    ]);
  });

  it("rejects an empty day and a group without acts", () => {
    expect(
      problemsWith("edition.yaml", (data) => {
        days(data)[0]!.lineup = [];
      }),
    ).toEqual([
      "[Edycja festiwalu] Dzień 1 (środa 11 czerwca) › Grupy wykonawców: dzień musi mieć co najmniej jedną grupę wykonawców.",
    ]);
    expect(
      problemsWith("edition.yaml", (data) => {
        groups(data, 1)[1]!.acts = [];
      }),
    ).toEqual([
      "[Edycja festiwalu] Dzień 2 (czwartek 12 czerwca) › Grupy wykonawców › grupa wykonawców 2 (AFTERPARTY) › Wykonawcy: grupa musi mieć co najmniej jednego wykonawcę.",
    ]);
  });

  it("rejects no days and more than four", () => {
    expect(problemsWith("edition.yaml", (data) => void (data.days = []))).toEqual([
      "[Edycja festiwalu] Dni festiwalu: edycja musi mieć co najmniej jeden dzień.",
    ]);
    const tooMany = problemsWith("edition.yaml", (data) => {
      const [first] = days(data);
      data.days = ["01", "02", "03", "04", "05"].map((day) => ({
        ...first,
        date: `2031-06-${day}`,
        lineup: [{ acts: [{ ...((first!.lineup as Json[])[0]!.acts as Json[])[0], name: day }] }],
      }));
      (data.messageWindow as Json).opensAt = "2031-06-01T17:00:00";
      (data.messageWindow as Json).closesAt = "2031-06-05T23:59:59";
    });
    expect(tooMany).toEqual(["[Edycja festiwalu] Dni festiwalu: edycja może mieć najwyżej 4 dni."]);
  });

  it("rejects a message window outside the edition's days", () => {
    expect(
      problemsWith("edition.yaml", (data) => {
        (data.messageWindow as Json).closesAt = "2031-06-14T23:59:59";
      }),
    ).toEqual([
      "[Edycja festiwalu] Wiadomości na telebim › Zamknięcie formularza: musi przypadać w jeden z dni festiwalu (11–13 czerwca).",
    ]);
  });

  it("rejects days out of order or outside the edition's year", () => {
    expect(
      problemsWith("edition.yaml", (data) => {
        days(data)[2]!.date = "2031-06-10";
      }),
    ).toEqual([
      "[Edycja festiwalu] Dzień 3 (wtorek 10 czerwca) › Data: musi być późniejsza niż data dnia przed nim (czwartek 12 czerwca): dni podaje się po kolei, każdy raz.",
    ]);
    expect(
      problemsWith("edition.yaml", (data) => {
        data.year = 2030;
      }),
    ).toEqual(
      ["środa 11", "czwartek 12", "piątek 13"].map(
        (day, index) =>
          `[Edycja festiwalu] Dzień ${index + 1} (${day} czerwca) › Data: musi przypadać w roku edycji (2030).`,
      ),
    );
  });

  it("rejects duplicate ids", () => {
    expect(
      problemsWith("edition.yaml", (data) => {
        (groups(data, 2)[0]!.acts as Json[])[1]!.name = "Wydma";
      }),
    ).toEqual([
      "[Edycja festiwalu] Dzień 3 (piątek 13 czerwca) › Grupy wykonawców › grupa wykonawców 1 › Wykonawcy › wykonawca 2 (Wydma) › Nazwa wykonawcy: „Wydma” jest już użyte wyżej, a każda pozycja musi mieć inną wartość.",
    ]);
    expect(
      problemsWith("organisations.yaml", (data) => {
        (data.sponsors as Json[])[0]!.shortname = "radio-czapla";
      }),
    ).toEqual([
      "[Organizatorzy i partnerzy] Sponsorzy › organizacja 1 (Bank Kropla) › Identyfikator: „radio-czapla” jest już użyte wyżej, a każda pozycja musi mieć inną wartość.",
    ]);
    expect(
      problemsWith("faq.yaml", (data) => {
        (data as unknown as Json[])[4]!.question = "Ile kosztuje bilet?";
      }),
    ).toEqual([
      "[Pytania i odpowiedzi (FAQ)] Pytanie 5 (Ile kosztuje bilet?) › Pytanie: „Ile kosztuje bilet?” jest już użyte wyżej, a każda pozycja musi mieć inną wartość.",
    ]);
  });

  it("reports a file that is not valid YAML, or missing, without crashing", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "content-"));
    writeFileSync(path.join(dir, "faq.yaml"), "- question: [niedomknięty\n");
    const { problems } = readContentSources(dir, ["faq", "links"]);
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^\[Pytania i odpowiedzi \(FAQ\)\] Plik \S+\/faq\.yaml nie jest poprawnym YAML-em, wiersz \d+, kolumna \d+: sprawdź wcięcia, dwukropki i cudzysłowy\.$/,
      ),
      expect.stringMatching(/^\[Linki i kontakt\] Nie ma pliku \S+\/links\.yaml\.$/),
    ]);
  });

  it("reports gallery files that are not named after their year", () => {
    expect(
      validateGalleryFolder("content/gallery/2019", "2019", [
        "2019-001.jpg",
        "2018-002.jpg",
        "fota.jpg",
      ]),
    ).toEqual([
      expect.objectContaining({ file: "content/gallery/2019/", fileTitle: "Galeria" }),
      expect.anything(),
    ]);
    expect(
      validateGalleryFolder("content/gallery/2019", "2019", ["2018-002.jpg", "fota.jpg"]).map(
        formatProblem,
      ),
    ).toEqual([
      "[Galeria] Folder 2019 › plik 2018-002.jpg: rok w nazwie musi być rokiem folderu (2019).",
      "[Galeria] Folder 2019 › plik fota.jpg: musi mieć nazwę w postaci RRRR-NNN.jpg, np. 2019-001.jpg.",
    ]);
  });
});
