import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { galleryImagePath, galleryYears } from "./gallery-files";
import { stepIndex } from "./step-index";
import { photoCount } from "#core/polish-plural";

const galleryRoot = path.resolve(import.meta.dirname, "../../../content/gallery");

describe("gallery files (grouped by year from file names)", () => {
  it("lists exactly the files on disk, grouped by year, newest first", () => {
    const onDisk = readdirSync(galleryRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => ({
        year: Number(entry.name),
        files: readdirSync(path.join(galleryRoot, entry.name))
          .filter((name) => name.endsWith(".jpg"))
          .sort(),
      }))
      .filter((entry) => entry.files.length > 0)
      .sort((a, b) => b.year - a.year);
    expect(galleryYears).toEqual(onDisk);
  });

  it("names each photo by the image pipeline's path", () => {
    expect(galleryImagePath("2016-004.jpg")).toBe("gallery/2016/2016-004.jpg");
  });
});

describe("lightbox steps", () => {
  it("moves by one and wraps around at both ends", () => {
    expect(stepIndex(0, 1, 25)).toBe(1);
    expect(stepIndex(24, 1, 25)).toBe(0);
    expect(stepIndex(0, -1, 25)).toBe(24);
  });
});

describe("Polish photo counts", () => {
  it("uses the one / few / many forms", () => {
    expect([1, 2, 4, 5, 12, 22, 25].map(photoCount)).toEqual([
      "1 zdjęcie",
      "2 zdjęcia",
      "4 zdjęcia",
      "5 zdjęć",
      "12 zdjęć",
      "22 zdjęcia",
      "25 zdjęć",
    ]);
  });
});
