/**
 * The words of /about's programme — the timetable, the stars, a set's state, "Mój plan" and the
 * plan's calendar file — in one language (docs/decisions/018). Now/next on /homepage has its
 * own area (`now-and-next.ts`): it loads only during the festival's days.
 */
export interface FestivalDaysTexts {
  programme: {
    title: string;
    intro: string;
    /** Above the timetable: whose clock its hours are ("czas warszawski"). */
    timeZone: string;
  };
  /** The programme's choice of a day and a stage, and its jump to what plays now. */
  filters: {
    /** The day group's legend. */
    day: string;
    allDays: string;
    /** The stage group's legend. */
    stage: string;
    allStages: string;
    /** The button that shows the sets playing now, during the festival. */
    now: string;
    /** Said politely after the jump, when no set plays at that moment (a break). */
    nothingPlaying: string;
  };
  timetable: {
    /**
     * Between a day's heading and the gates' "HH:MM", which follows as a text of its own so the
     * prerendered HTML keeps its shape: " · bramy od ".
     */
    gatesFrom: string;
    /** A stage's column on a day when the chosen stage plays nothing. */
    noSets: string;
  };
  /** A star's accessible name, given the set's "act, stage, hours". */
  starLabel: (set: string) => string;
  /** A set's state in words, never by colour alone. */
  setStatus: {
    cancelled: string;
    playing: string;
    /** A set over by now, during the festival. */
    ended: string;
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
  /** "Mój plan"'s own control on each of its sets, and the undo where a set was removed. */
  planSet: {
    /** The remove button's visible text. */
    remove: string;
    /** Its accessible name, holding the visible text, given the set's "act, stage, hours". */
    removeLabel: (set: string) => string;
    /** In place of a set just removed, given its act. */
    removed: (act: string) => string;
    /** The undo button's visible text. */
    undo: string;
    /** Its accessible name, holding the visible text, given the set's "act, stage, hours". */
    undoLabel: (set: string) => string;
  };
  /** Sharing the plan as a link (app/features/festival-days/README.md, "Plan"). */
  sharePlan: {
    button: string;
    /** The title a phone's share sheet shows, given the festival's name. */
    shareTitle: (festival: string) => string;
    /** The label of the field that shows the link, to copy it by hand. */
    linkLabel: string;
    /** What happened, said politely: the share sheet took it, … */
    shared: string;
    /** …the link went to the clipboard, … */
    copied: string;
    /** …the visitor closed the share sheet, … */
    cancelled: string;
    /** …or neither works here. */
    copyByHand: string;
  };
  /** A plan someone shared, opened from its link. */
  friendPlan: {
    title: string;
    /** Under the title, given how many of its sets this edition has. */
    intro: (count: number) => string;
    /** A set's add button: visible text and accessible name (given "act, stage, hours"). */
    add: string;
    addLabel: (set: string) => string;
    /** The same button once the set is in the visitor's plan. */
    inPlan: string;
    inPlanLabel: (set: string) => string;
    addAll: string;
    /** The add-all button once every set is in the visitor's plan. */
    allInPlan: string;
    /** Said after add-all, given how many sets it added. */
    added: (count: number) => string;
    /** The close button: visible text and accessible name. */
    dismiss: string;
    dismissLabel: string;
  };
  /** The floating link to the plan on every public page while the festival is near or on. */
  planShortcut: {
    /** The name of the small navigation landmark it sits in, unlike the plan's own section's. */
    region: string;
    label: string;
    /** After the label, for screen readers, given how many sets are starred: "3 koncerty". */
    count: (count: number) => string;
  };
  /** The plan as a calendar file, and one set's own file (the same event). */
  planCalendar: {
    /** The calendar's name before the festival's: "Mój plan – Juwenalia Syrenki 2025". */
    name: string;
    /**
     * A cancelled set's summary, given its usual one ("Mira Wolna – Scena główna"): some calendar
     * apps show a cancelled event as if it were on.
     */
    cancelledSummary: (summary: string) => string;
    /** A set's description, given its stage, its current "HH:MM–HH:MM" and the programme's URL. */
    setDescription: (stage: string, hours: string, programmeUrl: string) => string;
    /** The language of the file's text, as its PRODID names it ("PL"). */
    languageTag: string;
  };
  /** The link that downloads one set's calendar file. */
  setCalendarLink: {
    /** Its visible text, short enough for a timetable column. */
    text: string;
    /** Its accessible name, holding the visible text, given the set's "act, stage, hours". */
    label: (set: string) => string;
  };
}
