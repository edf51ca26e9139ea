import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentDir, readContentSources, PROJECT_ROOT } from "./load";
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
  return validateContent(changed, () => true).map(formatProblem);
}

const days = (data: Json) => data.days as Json[];
const groups = (data: Json, day: number) => days(data)[day]!.lineup as Json[];

describe("content validation names the file, the entry and the field", () => {
  it("accepts the test edition and the default content as they are", () => {
    const fixture = readContentSources(FIXTURE);
    expect(fixture.problems).toEqual([]);
    expect(validateContent(fixture.sources, () => true)).toEqual([]);
    const defaults = readContentSources(contentDir({}));
    expect(defaults.problems).toEqual([]);
    const exists = (relative: string) => existsSync(path.resolve(PROJECT_ROOT, relative));
    expect(validateContent(defaults.sources, exists).map(formatProblem)).toEqual([]);
  });

  it("reports a missing required field", () => {
    const problems = problemsWith("team.yaml", (data) => {
      delete (data.members as Json[])[2]!.position;
    });
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(`^${SHOWN}/team\\.yaml › members\\[2\\] \\(Igor Mazurek\\) › position: `),
      ),
    ]);
  });

  it("reports a referenced image that does not exist", () => {
    const { sources } = readContentSources(FIXTURE);
    const problems = validateContent(sources, (file) => !file.endsWith("wydma-large.jpg"));
    expect(problems.map(formatProblem)).toEqual([
      `${SHOWN}/edition.yaml › days[1].lineup[0].acts[0] (Wydma) › image_large: image not found: ${SHOWN}/images/artists/wydma-large.jpg`,
    ]);
  });

  it("reports a malformed URL, e-mail and date", () => {
    expect(
      problemsWith("events.yaml", (data) => {
        (data as unknown as Json[])[1]!.link = "social/szachy";
      }),
    ).toEqual([`${SHOWN}/events.yaml › [1] (Turniej Szachowy) › link: must be an http(s) URL`]);
    expect(
      problemsWith("team.yaml", (data) => {
        (data.members as Json[])[0]!.email = "ola(at)juwenalia";
      }),
    ).toEqual([
      `${SHOWN}/team.yaml › members[0] (Aleksandra Brzozowska) › email: must be a valid e-mail address`,
    ]);
    expect(
      problemsWith("edition.yaml", (data) => {
        (data.messageWindow as Json).opensAt = "11 czerwca, 17:00";
      }),
    ).toEqual([
      `${SHOWN}/edition.yaml › (top level) › messageWindow.opensAt: must be a local ISO date-time`,
    ]);
  });

  it("rejects an empty day and a group without acts", () => {
    expect(
      problemsWith("edition.yaml", (data) => {
        days(data)[0]!.lineup = [];
      }),
    ).toEqual([
      `${SHOWN}/edition.yaml › days[0] (2031-06-11) › lineup: a day needs at least one group of acts`,
    ]);
    expect(
      problemsWith("edition.yaml", (data) => {
        groups(data, 1)[1]!.acts = [];
      }),
    ).toEqual([
      `${SHOWN}/edition.yaml › days[1].lineup[1] (AFTERPARTY) › acts: a group needs at least one act`,
    ]);
  });

  it("rejects no days and more than four", () => {
    expect(problemsWith("edition.yaml", (data) => void (data.days = []))).toEqual([
      `${SHOWN}/edition.yaml › (top level) › days: an edition needs at least one day`,
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
    expect(tooMany).toEqual([
      `${SHOWN}/edition.yaml › (top level) › days: an edition has at most 4 days`,
    ]);
  });

  it("rejects a message window outside the edition's days", () => {
    expect(
      problemsWith("edition.yaml", (data) => {
        (data.messageWindow as Json).closesAt = "2031-06-14T23:59:59";
      }),
    ).toEqual([
      `${SHOWN}/edition.yaml › (top level) › messageWindow.closesAt: must fall on one of the edition's days (2031-06-11 to 2031-06-13)`,
    ]);
  });

  it("rejects days out of order or outside the edition's year", () => {
    expect(
      problemsWith("edition.yaml", (data) => {
        days(data)[2]!.date = "2031-06-10";
      }),
    ).toEqual([
      `${SHOWN}/edition.yaml › days[2] (2031-06-10) › date: must come after the day before (2031-06-12); days are listed in order, once each`,
    ]);
    expect(
      problemsWith("edition.yaml", (data) => {
        data.year = 2030;
      }),
    ).toEqual(
      [0, 1, 2].map(
        (day) =>
          `${SHOWN}/edition.yaml › days[${day}] (2031-06-1${day + 1}) › date: must be in the edition's year 2030`,
      ),
    );
  });

  it("rejects duplicate ids", () => {
    expect(
      problemsWith("edition.yaml", (data) => {
        (groups(data, 2)[0]!.acts as Json[])[1]!.name = "Wydma";
      }),
    ).toEqual([
      `${SHOWN}/edition.yaml › days[2].lineup[0].acts[1] (Wydma) › name: "Wydma" is used twice; it must be unique`,
    ]);
    expect(
      problemsWith("organisations.yaml", (data) => {
        (data.sponsors as Json[])[0]!.shortname = "radio-czapla";
      }),
    ).toEqual([
      `${SHOWN}/organisations.yaml › sponsors[0] (Bank Kropla) › shortname: "radio-czapla" is used twice; it must be unique`,
    ]);
    expect(
      problemsWith("faq.yaml", (data) => {
        (data as unknown as Json[])[4]!.question = "Ile kosztuje bilet?";
      }),
    ).toEqual([
      `${SHOWN}/faq.yaml › [4] (Ile kosztuje bilet?) › question: "Ile kosztuje bilet?" is used twice; it must be unique`,
    ]);
  });

  it("reports a file that is not valid YAML, or missing, without crashing", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "content-"));
    writeFileSync(path.join(dir, "faq.yaml"), "- question: [niedomknięty\n");
    const { problems } = readContentSources(dir, ["faq", "links"]);
    expect(problems).toEqual([
      expect.objectContaining({ file: expect.stringMatching(/faq\.yaml$/), field: "YAML" }),
      expect.objectContaining({
        file: expect.stringMatching(/links\.yaml$/),
        message: "file not found",
      }),
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
      expect.objectContaining({
        file: "content/gallery/2019/",
        entry: "2018-002.jpg",
        message: "year must match the folder 2019",
      }),
      expect.objectContaining({ entry: "fota.jpg", field: "file name" }),
    ]);
  });
});
