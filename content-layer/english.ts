/**
 * The edition's content in English for the /en pages: the same data as content-layer/index.ts with the
 * English texts of content/en/ over the Polish ones (docs/new-edition.md#english-texts). Names,
 * dates, prices and links are the Polish file's. Each name is its own module, as in Polish.
 */
export { default as edition } from "virtual:content/en/edition";
export { default as links } from "virtual:content/en/links";
export { default as sideEvents } from "virtual:content/en/events";
export { default as organisations } from "virtual:content/en/organisations";
export { default as team } from "virtual:content/en/team";
export { default as faq } from "virtual:content/en/faq";
export { default as venueMap } from "virtual:content/en/map";
export { default as about } from "virtual:content/en/about";
export { default as sitePlan } from "virtual:content/en/site-plan";
export { default as safety } from "virtual:content/en/safety";
export { default as galleryFileNames } from "virtual:content/en/gallery";
export { default as schedule } from "virtual:content/en/schedule";
// Types only: the zod schemas stay out of the browser bundle (they run at build time).
export type * from "./schema";
