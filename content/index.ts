/** The edition's content, validated at build time by scripts/validate-content.ts. */
export { edition } from "./edition";
export { links } from "./links";
export { lineup } from "./lineup";
export { sideEvents } from "./events";
export { organisations } from "./organisations";
export { team } from "./team";
export { faq } from "./faq";
export { mapCenter, mapMarkers, MAP_DEFAULT_ZOOM } from "./map";
// Types only: the zod schemas stay out of the browser bundle (they run at build time).
export type * from "./schema";
