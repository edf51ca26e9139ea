/**
 * The words of "Mój plan"'s notifications (app/features/push-notifications/README.md): the
 * switch, the reminder's choice and one sentence for each state the browser can be in. They load
 * with the notifications' own chunk, only when the plan asks for it.
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
}
