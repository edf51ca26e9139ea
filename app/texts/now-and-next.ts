/**
 * The words of now/next on /homepage ("TERAZ" and "ZA CHWILĘ" per stage), in one language
 * (docs/decisions/018). Its own area, so they load with now/next's chunk, only during the
 * festival's days.
 */
export interface NowAndNextTexts {
  title: string;
  /** The link to /about's programme and the visitor's plan. */
  more: string;
  /** The jump to today's strip of the line-up on the same page. */
  todayLineup: string;
  /** Before the gates open on a festival day, given their "HH:MM". */
  gatesOpenAt: (time: string) => string;
  /** Between two festival days, in place of the next day's weekday when it is tomorrow. */
  tomorrow: string;
  /**
   * Between two festival days: when ("Jutro", or the weekday phrase of the dates module with
   * a capital, "W sobotę") and the gates' "HH:MM", as one sentence.
   */
  gatesOpenOn: (when: string, time: string) => string;
  /** After it: the next day's first set, given its act, "HH:MM" and stage. */
  firstSet: (act: string, time: string, stage: string) => string;
  /** The label of a stage's set playing now. */
  now: string;
  /** The label of a stage's next set. */
  next: string;
  /** Nothing on a stage now, though more is to come. */
  interval: string;
  /** A stage that has not started yet today, given its first set's "HH:MM". */
  stageStartsAt: (time: string) => string;
  /** The label of that first set, in place of "now" and "next". */
  firstUp: string;
  /** Under the set playing now when nothing follows it on that stage today. */
  lastSetToday: string;
  /** In place of now and next on a stage whose day is over. */
  doneToday: string;
  /** Under the title: the hours are Warsaw's. */
  warsawTime: string;
  /** A starred set of the day that is cancelled, given its act, stage and planned "HH:MM". */
  yourSetCancelled: (act: string, stage: string, plannedStart: string) => string;
  /** After a set the visitor starred. */
  inYourPlan: string;
  /** After a delayed set's times, given the delay in minutes: ", opóźnienie 10 min". */
  delay: (minutes: number) => string;
}
