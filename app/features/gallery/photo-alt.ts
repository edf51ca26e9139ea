import texts from "virtual:texts/gallery";
import { edition } from "#content-layer";

/** The text alternative of a gallery photo (the files carry no captions). */
export function photoAlt(year: number, index: number, total: number): string {
  return `${edition.name} ${year} – ${texts.photoNumber(index + 1, total)}`;
}
