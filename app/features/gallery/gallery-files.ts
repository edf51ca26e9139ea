import { galleryFileNames } from "#content-layer";
import { groupGalleryByYear, yearFromFileName, type GalleryYear } from "#content-layer/gallery";

/**
 * The gallery grouped by year from its file names. The list is read from the content folder at
 * build time (adding a year is adding files); no image is bundled, the pipeline serves them
 * (content-layer/image-variants.ts).
 */
export const galleryYears: GalleryYear[] = groupGalleryByYear(galleryFileNames);

/** The image path relative to the content folder, as the image pipeline names it. */
export function galleryImagePath(fileName: string): string {
  return `gallery/${yearFromFileName(fileName)}/${fileName}`;
}
