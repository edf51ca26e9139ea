// The type of content-layer/vite-plugin.ts's `virtual:content/stage-points`: each programme
// stage's point id on the site plan, by the stage's id (content-layer/schedule.ts).
declare module "virtual:content/stage-points" {
  const pointIds: Readonly<Record<string, string>>;
  export default pointIds;
}
