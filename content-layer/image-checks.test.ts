import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { temporaryDir } from "#tests/temporary-dirs";
import { imageProblem, readImageHeader, type ImageFile } from "./image-checks";
import { readImageFile } from "./image-files";
import { contentDir, projectImages, readContentSources } from "./load";
import { formatProblem, validateContent, type ContentSource } from "./validate";

/** The default content's team and about files, with their pictures in `imageRoot`. */
function sources(imageRoot: string): ContentSource[] {
  const { sources: all } = readContentSources(contentDir({}), ["team", "about"]);
  return all.map((source) => ({ ...source, imageRoot }));
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#1d3557" } });

describe("pictures content names", () => {
  it("reports a picture that is not there, by the entry and the field", () => {
    const [team] = readContentSources(contentDir({}), ["team"]).sources;
    const missing = (file: string) =>
      file.endsWith("julia-pawlowska.jpg") ? undefined : projectImages(file);
    expect(validateContent([team!], missing).map(formatProblem)).toEqual([
      "[Zespół organizatorów] Osoba 8 (Julia Pawłowska) › Zdjęcie: nie ma pliku content/images/team/julia-pawlowska.jpg: dodaj zdjęcie albo popraw ścieżkę.",
    ]);
  });

  it("reports a picture smaller than its field needs, read from the file itself", async () => {
    const root = temporaryDir();
    // The default content's pictures, but for two drawn too small here.
    const reader = (file: string) =>
      file.startsWith(root) && !/(julia-pawlowska|main-stage-lineup)/.test(file)
        ? projectImages(file.replace(root, "content/images"))
        : readImageFile(file);
    mkdirSync(path.join(root, "team"));
    mkdirSync(path.join(root, "site"));
    await picture(400, 400).png().toFile(path.join(root, "team/julia-pawlowska.jpg"));
    await picture(600, 750).jpeg().toFile(path.join(root, "site/main-stage-lineup.jpg"));
    expect(validateContent(sources(root), reader).map(formatProblem)).toEqual([
      "[Zespół organizatorów] Osoba 8 (Julia Pawłowska) › Zdjęcie: zdjęcie ma 400 × 400 px, a potrzeba co najmniej 800 × 800 px.",
      "[O wydarzeniu] Plakat sceny głównej › Plakat: zdjęcie ma 600 × 750 px, a potrzeba co najmniej 1200 × 1500 px.",
    ]);
  });

  it("refuses a file that is not a PNG or JPEG, one too heavy and one too large", () => {
    const least = { minWidth: 600, minHeight: 600 };
    const jpeg = (width: number, height: number): ImageFile => ({
      bytes: 1000,
      format: "jpeg",
      width,
      height,
    });
    expect(imageProblem({ bytes: 12 }, "content/images/team/a.jpg", least)).toBe(
      "plik content/images/team/a.jpg nie jest zdjęciem PNG ani JPEG: zapisz je w jednym z tych formatów",
    );
    expect(imageProblem({ bytes: 23_400_000 }, "content/images/team/a.jpg", least)).toBe(
      "plik ma 23,4 MB, a może mieć najwyżej 20 MB: zmniejsz zdjęcie",
    );
    expect(imageProblem(jpeg(9000, 6000), "content/images/team/a.jpg", least)).toBe(
      "zdjęcie ma 9000 × 6000 px, a może mieć najwyżej 8000 px z każdej strony: zmniejsz je",
    );
    expect(imageProblem(jpeg(8000, 600), "content/images/team/a.jpg", least)).toBeUndefined();
  });

  it("reads the format and size of a PNG and a JPEG from their headers", async () => {
    const png = await picture(321, 123).png().toBuffer();
    // A JPEG with metadata before its frame, as cameras write them.
    const jpeg = await picture(640, 480)
      .withMetadata({ exif: { IFD0: { Copyright: "Juwenalia Syrenki" } } })
      .jpeg()
      .toBuffer();
    expect(readImageHeader(png)).toEqual({ format: "png", width: 321, height: 123 });
    expect(readImageHeader(jpeg)).toEqual({ format: "jpeg", width: 640, height: 480 });
    expect(readImageHeader(new TextEncoder().encode("<svg></svg>"))).toBeUndefined();

    const dir = temporaryDir();
    writeFileSync(path.join(dir, "text.jpg"), "not a picture");
    expect(readImageFile(path.join(dir, "text.jpg"))).toEqual({ bytes: 13 });
    expect(readImageFile(path.join(dir, "none.jpg"))).toBeUndefined();
  });
});
