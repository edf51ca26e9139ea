import { describe, expect, it } from "vitest";
import { editionSources, formatProblem, validateContent, validateGalleryFolder } from "./validate";

/** Runs validation with one content file replaced by `mutate(copy of its data)`. */
async function problemsWith(file: string, mutate: (data: Record<string, unknown>) => void) {
  const sources = await editionSources();
  const changed = sources.map((source) => {
    if (source.file !== file) return source;
    const data = structuredClone(source.data) as Record<string, unknown>;
    mutate(data);
    return { ...source, data };
  });
  return validateContent(changed, () => true).map(formatProblem);
}

describe("content validation names the file, the entry and the field", () => {
  it("accepts the edition's content as it is", async () => {
    expect(validateContent(await editionSources(), () => true)).toEqual([]);
  });

  it("reports a missing required field", async () => {
    const problems = await problemsWith("content/team.ts", (data) => {
      const members = data.members as Record<string, unknown>[];
      delete members[2]!.position;
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/team\.ts › members\[2\] \(Dr Ewa Kaczmarczyk\) › position: /,
      ),
    ]);
  });

  it("reports a referenced image that does not exist", async () => {
    const sources = await editionSources();
    const problems = validateContent(sources, (path) => !path.endsWith("latarnia-large.jpg")).map(
      formatProblem,
    );
    expect(problems).toEqual([
      "content/lineup.ts › day_2_1[0] (Latarnia) › image_large: image not found: content/images/artists/latarnia-large.jpg",
    ]);
  });

  it("reports a malformed URL", async () => {
    const problems = await problemsWith("content/events.ts", (data) => {
      (data as unknown as Record<string, unknown>[])[4]!.link = "facebook/gra-terenowa";
    });
    expect(problems).toEqual([
      "content/events.ts › [4] (Gra Terenowa) › link: must be an http(s) URL",
    ]);
  });

  it("reports a malformed e-mail", async () => {
    const problems = await problemsWith("content/team.ts", (data) => {
      (data.members as Record<string, unknown>[])[0]!.email = "zuzanna(at)juwenalia";
    });
    expect(problems).toEqual([
      "content/team.ts › members[0] (Zuzanna Wiśniewska) › email: must be a valid e-mail address",
    ]);
  });

  it("reports a date that does not parse", async () => {
    const eventProblems = await problemsWith("content/events.ts", (data) => {
      (data as unknown as Record<string, unknown>[])[0]!.date = "32.05";
    });
    expect(eventProblems).toEqual([
      "content/events.ts › [0] (Karaoke Night) › date: must be a date written dd.mm",
    ]);
    const editionProblems = await problemsWith("content/edition.ts", (data) => {
      (data.messageWindow as Record<string, unknown>).opensAt = "16 maja, 16:30";
    });
    expect(editionProblems).toEqual([
      "content/edition.ts › (top level) › messageWindow.opensAt: must be a local ISO date-time",
    ]);
  });

  it("reports gallery files that are not named after their year", () => {
    expect(validateGalleryFolder("2019", ["2019-001.jpg", "2018-002.jpg", "fota.jpg"])).toEqual([
      expect.objectContaining({
        entry: "2018-002.jpg",
        message: "year must match the folder 2019",
      }),
      expect.objectContaining({ entry: "fota.jpg", field: "file name" }),
    ]);
  });
});
