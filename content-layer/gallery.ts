/**
 * Gallery images are grouped by year, taken from file names
 * (content/gallery/<year>/ YYYY-NNN.jpg). Adding a year is adding files. This module is pure:
 * callers pass file names.
 */
/** Gallery file names: YYYY-NNN.jpg (kept free of zod so the site can import it). */
export const GALLERY_FILE_NAME = /^(\d{4})-\d{3}\.jpg$/;

export const GALLERY_YEARS_EXPECTED = [2016, 2017, 2018, 2019, 2022, 2023] as const;

export interface GalleryYear {
  year: number;
  files: string[];
}

export function yearFromFileName(fileName: string): number {
  // The site's build gives the name its content hash after "#" (docs/decisions/019).
  const match = GALLERY_FILE_NAME.exec(fileName.split("#")[0]!);
  if (!match) throw new Error(`Gallery file "${fileName}" must be named YYYY-NNN.jpg`);
  return Number(match[1]);
}

/** Groups file names (no folders) by the year they start with; newest year first, files sorted. */
export function groupGalleryByYear(fileNames: readonly string[]): GalleryYear[] {
  const byYear = new Map<number, string[]>();
  for (const fileName of fileNames) {
    const year = yearFromFileName(fileName);
    byYear.set(year, [...(byYear.get(year) ?? []), fileName]);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, files]) => ({ year, files: files.sort() }));
}
