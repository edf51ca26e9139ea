import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GALLERY_YEARS_EXPECTED } from "#content-layer/gallery";
import { PROJECT_ROOT } from "#content-layer/load";
import { galleryTasks, galleryYears } from "./gallery-tasks";
import type { Manifest } from "./manifest";

let dir = "";
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "edition-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const drawn: Manifest = new Map([["gallery/2030/2030-001.jpg", { facts: "f", bytes: "b" }]]);

describe("which gallery years get placeholder photos", () => {
  it("the default content folder: the years the site expects", async () => {
    expect(await galleryYears(path.join(PROJECT_ROOT, "content"), null)).toEqual([
      ...GALLERY_YEARS_EXPECTED,
    ]);
  });

  it("another folder without a gallery: none", async () => {
    expect(await galleryYears(dir, null)).toEqual([]);
  });

  it("another folder: its empty year folders and those holding only the generator's photos", async () => {
    for (const folder of ["2029", "2030", "2031", "extra"]) {
      await mkdir(path.join(dir, "gallery", folder), { recursive: true });
    }
    await writeFile(path.join(dir, "gallery/2030/2030-001.jpg"), "drawn");
    await writeFile(path.join(dir, "gallery/2031/2031-001.jpg"), "a real photo");
    expect(await galleryYears(dir, drawn)).toEqual([2029, 2030]);
  });
});

describe("gallery tasks", () => {
  it("are 25 photos a year, named YYYY-NNN.jpg", () => {
    const files = galleryTasks([2030]).map((task) => task.file);
    expect(files).toHaveLength(25);
    expect(files[0]).toBe("gallery/2030/2030-001.jpg");
    expect(files.at(-1)).toBe("gallery/2030/2030-025.jpg");
  });
});
