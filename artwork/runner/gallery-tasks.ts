/**
 * The gallery's placeholder photos: 25 a year, named YYYY-NNN.jpg in gallery/<year>/. The
 * default content folder keeps the years the site expects (content-layer/gallery.ts). Another folder
 * (a test edition) gets photos only for the year folders it has, and only while such a folder
 * holds nothing but the generator's own photos: an empty year folder asks for placeholders, a
 * folder of real photos is left alone.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { GALLERY_YEARS_EXPECTED } from "#content-layer/gallery";
import { PROJECT_ROOT } from "#content-layer/load";
import { galleryJpeg } from "../scenes/gallery-photo";
import type { Manifest } from "./manifest";
import type { Task } from "./tasks";

const PER_YEAR = 25;
const PHOTO = /\.(jpe?g|png)$/i;

async function folderNames(folder: string, directories: boolean): Promise<string[]> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return entries.filter((entry) => entry.isDirectory() === directories).map((e) => e.name);
  } catch {
    return [];
  }
}

/** The years to fill in `dir`'s gallery; `manifest` tells the generator's photos from others. */
export async function galleryYears(dir: string, manifest: Manifest | null): Promise<number[]> {
  if (path.resolve(dir) === path.join(PROJECT_ROOT, "content")) return [...GALLERY_YEARS_EXPECTED];
  const root = path.join(dir, "gallery");
  const years: number[] = [];
  for (const folder of (await folderNames(root, true)).sort()) {
    if (!/^\d{4}$/.test(folder)) continue;
    const photos = (await folderNames(path.join(root, folder), false)).filter((name) =>
      PHOTO.test(name),
    );
    if (photos.every((name) => manifest?.has(`gallery/${folder}/${name}`))) years.push(+folder);
  }
  return years;
}

export function galleryTasks(years: readonly number[]): Task[] {
  return years.flatMap((year) =>
    Array.from({ length: PER_YEAR }, (_, i) => {
      const file = `gallery/${year}/${year}-${String(i + 1).padStart(3, "0")}.jpg`;
      // Seeded with the path in the default folder, so a photo looks the same wherever it goes.
      return { file, facts: {}, draw: () => galleryJpeg(year, i, `content/${file}`) };
    }),
  );
}
