import type { FestivalDaysTexts } from "../festival-days";

/** The programme in Polish (docs/product.md#festival-days). */
const texts: FestivalDaysTexts = {
  programme: {
    title: "Program",
    intro:
      "Godziny koncertów na wszystkich scenach. Gwiazdką dodasz koncert do swojego planu — plan " +
      "zostaje tylko na tym urządzeniu.",
  },
  timetable: {
    gatesFrom: " · bramy od ",
  },
  starLabel: (set) => `Mój plan: ${set}`,
  setStatus: {
    cancelled: "Odwołany",
    playing: "Teraz",
    delayed: (minutes, plannedStart) => `Opóźnienie ${minutes} min (planowo ${plannedStart})`,
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
  planCalendar: {
    name: "Mój plan",
    gatesSummary: (festival, weekday) => `Otwarcie bram – ${festival} (${weekday})`,
    gatesDescription: (opensAt, minimumAge) =>
      `Bramy otwieramy o ${opensAt}. Wydarzenie tylko dla osób pełnoletnich (${minimumAge}+).`,
    setDescription: (stage, hours, programmeUrl) =>
      `${stage}, ${hours}. Aktualny program: ${programmeUrl}`,
    languageTag: "PL",
  },
};
export default texts;
