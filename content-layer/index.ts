/**
 * The edition's content for the site, validated at build time (content-layer/vite-plugin.ts reads
 * the YAML files of the content folder). Each name is its own module, so a page's scripts carry
 * only what it shows.
 */
export { default as edition } from "virtual:content/edition";
export { default as links } from "virtual:content/links";
export { default as sideEvents } from "virtual:content/events";
export { default as organisations } from "virtual:content/organisations";
export { default as team } from "virtual:content/team";
export { default as faq } from "virtual:content/faq";
export { default as venueMap } from "virtual:content/map";
export { default as about } from "virtual:content/about";
export { default as sitePlan } from "virtual:content/site-plan";
export { default as safety } from "virtual:content/safety";
export { default as galleryFileNames } from "virtual:content/gallery";
export { default as schedule } from "virtual:content/schedule";
// Types only: the zod schemas stay out of the browser bundle (they run at build time).
export type * from "./schema";
