import type { FestivalDaysTexts } from "../festival-days";

/** The programme in English, for the /en/ pages. */
const texts: FestivalDaysTexts = {
  programme: {
    title: "Programme",
    intro:
      "Set times for every stage. Star a concert to add it to your plan — it's saved on this " +
      "device only.",
  },
  timetable: {
    gatesFrom: " · gates open at ",
  },
  starLabel: (set) => `My plan: ${set}`,
  setStatus: {
    cancelled: "Cancelled",
    playing: "On now",
    delayed: (minutes, plannedStart) => `Running ${minutes} min late (planned ${plannedStart})`,
  },
  myPlan: {
    title: "My plan",
    empty:
      "Nothing here yet. Star concerts in the programme and they'll show up here in order, " +
      "with a warning if two of them overlap.",
    clashesWith: (acts) => `Clashes with: ${acts}`,
    download: "Download plan for your calendar",
    fileSuffix: "my-plan",
  },
  planCalendar: {
    name: "My plan",
    gatesSummary: (festival, weekday) => `Gates open – ${festival} (${weekday})`,
    gatesDescription: (opensAt, minimumAge) =>
      `Gates open at ${opensAt}. Adults only (${minimumAge}+).`,
    setDescription: (stage, hours, programmeUrl) =>
      `${stage}, ${hours}. Latest programme: ${programmeUrl}`,
    languageTag: "EN",
  },
};
export default texts;
