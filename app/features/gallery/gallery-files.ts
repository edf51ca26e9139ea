import { groupGalleryByYear, yearFromFileName, type GalleryYear } from "../../../content/gallery";

/**
 * Spec §3: the gallery is grouped by year from its file names. The list is read at build time
 * (adding a year is adding files). `Object.keys(import.meta.glob(…))` makes Vite emit only the
 * paths: no image is bundled, the pipeline serves them (content/image-variants.ts).
 */
const GALLERY_PATHS = Object.keys(import.meta.glob("../../../content/gallery/*/*.jpg"));

export function fileNameOf(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

export const galleryYears: GalleryYear[] = groupGalleryByYear(GALLERY_PATHS.map(fileNameOf));

/** The image path relative to the content folder, as the image pipeline names it. */
export function galleryImagePath(fileName: string): string {
  return `gallery/${yearFromFileName(fileName)}/${fileName}`;
}
