/**
 * The words of /about's programme — the timetable, the stars, a set's state, "Mój plan" and the
 * plan's calendar file — in one language (docs/decisions/018). Now/next on /homepage has its
 * own area (`now-and-next.ts`): it loads only during the festival's days.
 */
export interface FestivalDaysTexts {
  programme: {
    title: string;
    intro: string;
  };
  timetable: {
    /**
     * Between a day's heading and the gates' "HH:MM", which follows as a text of its own so the
     * prerendered HTML keeps its shape: " · bramy od ".
     */
    gatesFrom: string;
  };
  /** A star's accessible name, given the set's "act, stage, hours". */
  starLabel: (set: string) => string;
  /** A set's state in words, never by colour alone. */
  setStatus: {
    cancelled: string;
    playing: string;
    /** A delay in minutes, with the planned "HH:MM" start. */
    delayed: (minutes: number, plannedStart: string) => string;
  };
  myPlan: {
    title: string;
    /** In place of the list while nothing is starred. */
    empty: string;
    /** Under a set that overlaps others: their acts, already joined with commas. */
    clashesWith: (acts: string) => string;
    download: string;
    /** The downloaded file's name after the edition's slug: "<slug>-moj-plan.ics". */
    fileSuffix: string;
  };
  /** The plan as a calendar file. */
  planCalendar: {
    /** The calendar's name before the festival's: "Mój plan – Juwenalia Syrenki 2025". */
    name: string;
    /** A day's gate-opening event, given the festival's name and the weekday. */
    gatesSummary: (festival: string, weekday: string) => string;
    /** Its description, given the gates' "HH:MM" and the minimum age. */
    gatesDescription: (opensAt: string, minimumAge: number) => string;
    /** A starred set's description, given its stage, "HH:MM–HH:MM" and the programme's URL. */
    setDescription: (stage: string, hours: string, programmeUrl: string) => string;
    /** The language of the file's text, as its PRODID names it ("PL"). */
    languageTag: string;
  };
}
