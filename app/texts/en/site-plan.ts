import type { SitePlanTexts } from "../site-plan";

const KINDS: SitePlanTexts["kinds"] = {
  stage: { one: "Stage", group: "Stages" },
  gate: { one: "Entrance", group: "Entrances" },
  "accessible-entrance": { one: "Step-free entrance", group: "Step-free entrance" },
  "first-aid": { one: "First aid", group: "First aid" },
  water: { one: "Drinking water", group: "Drinking water" },
  toilets: { one: "Toilets", group: "Toilets" },
  food: { one: "Food", group: "Food" },
  info: { one: "Information point", group: "Information" },
  "lost-and-found": { one: "Lost and found", group: "Lost and found" },
  lockers: { one: "Lockers", group: "Lockers" },
  exit: { one: "Emergency exit", group: "Emergency exits" },
};

/** The site plan's page in English. */
const texts: SitePlanTexts = {
  title: "Site plan",
  heading: "Site plan",
  description: (edition, _editionGenitive) =>
    `The site plan of ${edition}: stages, entrances, first aid, drinking water, toilets and emergency exits – made for your phone, and it works offline too.`,
  lead: "Tap a point to see what it is and where. Once you’ve opened it, the plan works offline too.",
  kinds: KINDS,
  filters: {
    legend: "Show on the plan",
    all: "Everything",
  },
  controls: {
    label: "Plan zoom",
    zoomIn: "Zoom in",
    zoomOut: "Zoom out",
    reset: "Whole plan",
  },
  viewer: "Site plan you can drag and zoom",
  keys: "With a keyboard: plus and minus zoom, the arrow keys move the plan, zero shows the whole plan.",
  close: "Close",
  listTitle: "All points",
  showOnPlan: "Show on the plan",
  alt: (edition, _editionGenitive, points) =>
    `Site plan of ${edition}. Marked points: ${points}. The list below the plan says where each of them is.`,
};
export default texts;
