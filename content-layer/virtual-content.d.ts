// Types of the modules content-layer/vite-plugin.ts provides: the validated data of each content file.
declare module "virtual:content/edition" {
  const data: import("./load").Content["edition"];
  export default data;
}
declare module "virtual:content/links" {
  const data: import("./load").Content["links"];
  export default data;
}
declare module "virtual:content/events" {
  const data: import("./load").Content["events"];
  export default data;
}
declare module "virtual:content/organisations" {
  const data: import("./load").Content["organisations"];
  export default data;
}
declare module "virtual:content/team" {
  const data: import("./load").Content["team"];
  export default data;
}
declare module "virtual:content/faq" {
  const data: import("./load").Content["faq"];
  export default data;
}
declare module "virtual:content/map" {
  const data: import("./load").Content["map"];
  export default data;
}
declare module "virtual:content/schedule" {
  const data: import("./schedule").EditionSchedule;
  export default data;
}
declare module "virtual:content/gallery" {
  const fileNames: readonly string[];
  export default fileNames;
}
declare module "virtual:content/about" {
  const data: import("./load").Content["about"];
  export default data;
}
declare module "virtual:content/site-plan" {
  const data: import("./load").Content["site-plan"];
  export default data;
}
declare module "virtual:content/safety" {
  const data: import("./load").Content["safety"];
  export default data;
}
// The same files with the English texts of content/en/ over the Polish ones
// (docs/new-edition.md#english-texts); the gallery has no words and is the same list.
declare module "virtual:content/en/schedule" {
  const data: import("./schedule").EditionSchedule;
  export default data;
}
declare module "virtual:content/en/edition" {
  const data: import("./load").Content["edition"];
  export default data;
}
declare module "virtual:content/en/links" {
  const data: import("./load").Content["links"];
  export default data;
}
declare module "virtual:content/en/events" {
  const data: import("./load").Content["events"];
  export default data;
}
declare module "virtual:content/en/organisations" {
  const data: import("./load").Content["organisations"];
  export default data;
}
declare module "virtual:content/en/team" {
  const data: import("./load").Content["team"];
  export default data;
}
declare module "virtual:content/en/faq" {
  const data: import("./load").Content["faq"];
  export default data;
}
declare module "virtual:content/en/map" {
  const data: import("./load").Content["map"];
  export default data;
}
declare module "virtual:content/en/about" {
  const data: import("./load").Content["about"];
  export default data;
}
declare module "virtual:content/en/site-plan" {
  const data: import("./load").Content["site-plan"];
  export default data;
}
declare module "virtual:content/en/safety" {
  const data: import("./load").Content["safety"];
  export default data;
}
declare module "virtual:content/en/gallery" {
  const fileNames: readonly string[];
  export default fileNames;
}
// A picture that code names (the banner): its source path, with its content hash in the site's
// build (content-layer/image-versions.ts).
declare module "virtual:image/*" {
  const path: string;
  export default path;
}
// The URL of a file copied as it is (the favicon), named by its content in the site's build.
declare module "virtual:image-url/*" {
  const url: string;
  export default url;
}
