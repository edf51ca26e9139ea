import type { NowAndNextTexts } from "../now-and-next";

/** Now/next in English, for the /en/ pages. */
const texts: NowAndNextTexts = {
  title: "On stage",
  more: "Full programme and your plan",
  gatesOpenAt: (time) => `Gates open at ${time}`,
  tomorrow: "Tomorrow",
  gatesOpenOn: (when, time) => `${when} the gates open at ${time}.`,
  firstSet: (act, time, stage) => `First up: ${act} at ${time} (${stage}).`,
  now: "Now",
  next: "Up next",
  interval: "break",
  lastSetToday: "that's the last concert today",
  doneToday: "that's all for today",
  inYourPlan: "★ in your plan",
  delay: (minutes) => `, ${minutes} min late`,
};
export default texts;
