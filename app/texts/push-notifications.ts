/**
 * The words of "Mój plan"'s notifications (app/features/push-notifications/README.md): the
 * switch, the reminder's choice and one sentence for each state the browser can be in, and the
 * bell beside the plan's shortcut. They load with the notifications' own chunks, only when the
 * plan or its shortcut asks for them.
 */
export interface PushNotificationsTexts {
  /** The block's heading. */
  title: string;
  /** What turning them on brings. */
  intro: string;
  /** The switch's visible label. */
  switchLabel: string;
  /** What the server keeps while they are on, and until when. */
  /** What the server keeps and until when: the days after the festival it deletes them. */
  privacy: (keptDays: number) => string;
  reminder: {
    /** The choice's label. */
    label: string;
    /** The choice of no reminders. */
    off: string;
    /** "10 min przed" */
    minutesBefore: (minutes: number) => string;
  };
  /** One sentence per state, said politely when it changes. */
  state: {
    checking: string;
    on: string;
    off: string;
    /** Asking the browser, or telling the server. */
    working: string;
    /** The browser has no Web Push. */
    unsupported: string;
    /** An iPhone or iPad where the site is not on the home screen. */
    homeScreenNeeded: string;
    /** The steps to add it, each a short line. */
    homeScreenSteps: readonly string[];
    /** The visitor (or the browser) refused the permission: how to allow it again. */
    denied: string;
    /** The server sends no notifications (GET /api/push/key answered 404). */
    unavailable: string;
    /** Turning them on failed (offline, the push service or our server). */
    failedOn: string;
    /** Turning them off failed; they may still come. */
    failedOff: string;
  };
  /** The bell beside the plan's shortcut: an icon, so each state's name says what a tap does. */
  bell: {
    /** Off: a tap turns them on. */
    turnOn: string;
    /** On: a tap leads to the card (the reminder, the switch off). */
    on: string;
    /** An iPhone or iPad not on the home screen: a tap leads to the steps. */
    homeScreenNeeded: string;
    /** Refused: a tap leads to how to allow them. */
    denied: string;
    /** No Web Push here, or the server sends none: a tap leads to the card's sentence. */
    unavailable: string;
    /** Said after the tap turned them on, with the reminder's minutes (0: none). */
    turnedOn: (reminderMinutes: number) => string;
    /** Said after the tap found them refused. */
    turnedDown: string;
  };
}
