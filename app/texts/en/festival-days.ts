import { englishPlural } from "../english-plural";
import type { FestivalDaysTexts } from "../festival-days";

/** "1 concert", "3 concerts" */
const concertCount = (count: number) => englishPlural(count, "concert", "concerts");

/** The programme in English, for the /en/ pages. */
const texts: FestivalDaysTexts = {
  programme: {
    title: "Programme",
    intro:
      "Set times for every stage. Star a concert to add it to your plan – it’s saved on this " +
      "device only.",
    timeZone: "All times are Warsaw time.",
  },
  filters: {
    day: "Day",
    allDays: "All days",
    stage: "Stage",
    allStages: "All stages",
    now: "What’s on now?",
    nothingPlaying: "All stages are on a break – here’s what’s on next.",
  },
  timetable: {
    gatesFrom: " · gates open at ",
    noSets: "Nothing on this stage that day.",
  },
  starLabel: (set) => `My plan: ${set}`,
  setStatus: {
    cancelled: "Cancelled",
    playing: "On now",
    ended: "Over",
    delayed: (minutes, plannedStart) =>
      `Running ${minutes}\u00a0min late (planned\u00a0${plannedStart})`,
  },
  myPlan: {
    title: "My plan",
    empty:
      "Nothing here yet. Star concerts in the programme and they’ll show up here in order, " +
      "with a warning if two of them overlap.",
    clashesWith: (acts) => `Clashes with: ${acts}`,
    download: "Download plan for your calendar",
    fileSuffix: "my-plan",
  },
  planSet: {
    remove: "Remove",
    removeLabel: (set) => `Remove from plan: ${set}`,
    removed: (act) => `Removed from your plan: ${act}.`,
    undo: "Undo",
    undoLabel: (set) => `Undo removing: ${set}`,
  },
  sharePlan: {
    button: "Share plan",
    shareTitle: (festival) => `My plan – ${festival}`,
    linkLabel: "Link to your plan",
    shared: "Plan shared.",
    copied: "Link copied to the clipboard.",
    cancelled: "Not shared. The link is below.",
    copyByHand: "Copy the link below.",
  },
  friendPlan: {
    title: "A friend’s plan",
    intro: (count) =>
      `Someone sent you their plan: ${concertCount(count)}. Add the ones you’re going to as ` +
      "well – your plan stays on this device only.",
    add: "Add",
    addLabel: (set) => `Add to my plan: ${set}`,
    inPlan: "In my plan",
    inPlanLabel: (set) => `In my plan: ${set}`,
    addAll: "Add all to my plan",
    allInPlan: "All in my plan",
    added: (count) => `Added to your plan: ${concertCount(count)}.`,
    dismiss: "Close",
    dismissLabel: "Close the friend’s plan",
  },
  planShortcut: {
    region: "Plan shortcut",
    label: "My plan",
    count: concertCount,
  },
  planCalendar: {
    name: "My plan",
    cancelledSummary: (summary) => `Cancelled: ${summary}`,
    setDescription: (stage, hours, programmeUrl) =>
      `${stage}, ${hours}. Latest programme: ${programmeUrl}`,
    languageTag: "EN",
  },
  setCalendarLink: {
    text: "Add to calendar",
    label: (set) => `Add to calendar: ${set}`,
  },
};
export default texts;
