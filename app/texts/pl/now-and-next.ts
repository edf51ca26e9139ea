import type { NowAndNextTexts } from "../now-and-next";

/** Now/next in Polish (app/features/festival-days/README.md). */
const texts: NowAndNextTexts = {
  title: "Na scenach",
  more: "Cały program i Twój plan",
  todayLineup: "Dzisiejszy lineup",
  gatesOpenAt: (time) => `Bramy otwieramy o ${time}`,
  tomorrow: "Jutro",
  gatesOpenOn: (when, time) => `${when} bramy otwieramy o ${time}.`,
  firstSet: (act, time, stage) => `Pierwszy koncert: ${act} o ${time} (${stage}).`,
  now: "Teraz",
  next: "Za chwilę",
  interval: "przerwa",
  stageStartsAt: (time) => `Scena rusza o ${time}`,
  firstUp: "Na początek",
  lastSetToday: "To ostatni koncert na tej scenie dzisiaj.",
  doneToday: "Na tej scenie to już koniec na dziś.",
  warsawTime: "Godziny: czas warszawski",
  yourSetCancelled: (act, stage, plannedStart) =>
    `Odwołany koncert z Twojego planu: ${act} (${stage}, planowo ${plannedStart})`,
  inYourPlan: "★ w Twoim planie",
  delay: (minutes) => `, opóźnienie ${minutes}\u00a0min`,
};
export default texts;
