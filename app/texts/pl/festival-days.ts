import { polishPlural } from "#core/polish-plural";
import type { FestivalDaysTexts } from "../festival-days";

/** "1 koncert", "3 koncerty", "5 koncertów" */
const concertCount = (count: number) =>
  polishPlural(count, { one: "koncert", few: "koncerty", many: "koncertów" });

/** The programme in Polish (app/features/festival-days/README.md). */
const texts: FestivalDaysTexts = {
  programme: {
    title: "Program",
    intro:
      "Godziny koncertów na wszystkich scenach. Gwiazdką dodasz koncert do swojego planu – plan " +
      "zostaje tylko na tym urządzeniu.",
    timeZone: "Wszystkie godziny: czas warszawski.",
  },
  filters: {
    day: "Dzień",
    allDays: "Wszystkie dni",
    stage: "Scena",
    allStages: "Wszystkie sceny",
    now: "Co gra teraz?",
    nothingPlaying: "Teraz przerwa na wszystkich scenach – oto, co gra za chwilę.",
  },
  timetable: {
    gatesFrom: " · bramy od ",
    noSets: "Tego dnia na tej scenie nic nie gra.",
  },
  starLabel: (set) => `Mój plan: ${set}`,
  setStatus: {
    cancelled: "Odwołany",
    playing: "Teraz",
    ended: "Zakończony",
    delayed: (minutes, plannedStart) =>
      `Opóźnienie ${minutes}\u00a0min (planowo\u00a0${plannedStart})`,
  },
  myPlan: {
    title: "Mój plan",
    empty:
      "Nic tu jeszcze nie ma. Zaznacz gwiazdką koncerty w programie, a zobaczysz je tutaj po " +
      "kolei, z ostrzeżeniem, gdy dwa nakładają się w czasie.",
    clashesWith: (acts) => `Nakłada się z: ${acts}`,
    download: "Pobierz plan do kalendarza",
    fileSuffix: "moj-plan",
  },
  planSet: {
    remove: "Usuń",
    removeLabel: (set) => `Usuń z planu: ${set}`,
    removed: (act) => `Usunięto z planu: ${act}.`,
    undo: "Cofnij",
    undoLabel: (set) => `Cofnij usunięcie: ${set}`,
  },
  sharePlan: {
    button: "Udostępnij plan",
    shareTitle: (festival) => `Mój plan – ${festival}`,
    linkLabel: "Link do Twojego planu",
    shared: "Plan udostępniony.",
    copied: "Link skopiowany do schowka.",
    cancelled: "Nie udostępniono. Link jest poniżej.",
    copyByHand: "Skopiuj link poniżej.",
  },
  friendPlan: {
    title: "Plan od znajomego",
    intro: (count) =>
      `Ktoś przesłał Ci swój plan: ${concertCount(count)}. Dodaj do swojego te, na które też ` +
      "idziesz – Twój plan zostaje tylko na tym urządzeniu.",
    add: "Dodaj",
    addLabel: (set) => `Dodaj do mojego planu: ${set}`,
    inPlan: "W moim planie",
    inPlanLabel: (set) => `W moim planie: ${set}`,
    addAll: "Dodaj wszystkie do mojego planu",
    allInPlan: "Wszystkie są w moim planie",
    added: (count) => `Dodano do Twojego planu: ${concertCount(count)}.`,
    dismiss: "Zamknij",
    dismissLabel: "Zamknij plan od znajomego",
  },
  planShortcut: {
    region: "Skrót do planu",
    label: "Mój plan",
    count: concertCount,
  },
  planCalendar: {
    name: "Mój plan",
    cancelledSummary: (summary) => `Odwołany: ${summary}`,
    setDescription: (stage, hours, programmeUrl) =>
      `${stage}, ${hours}. Aktualny program: ${programmeUrl}`,
    languageTag: "PL",
  },
  setCalendarLink: {
    text: "Do kalendarza",
    label: (set) => `Dodaj do kalendarza: ${set}`,
  },
};
export default texts;
