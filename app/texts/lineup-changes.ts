/**
 * The words a line-up card adds to its set once a lead changed it, in one language
 * (docs/decisions/018). An area of its own: only the live line-up's chunk loads them, within the
 * programme's hours.
 */
export interface LineupChangesTexts {
  /** After the moved start and the stage: the delay with the planned start. */
  delayed: (minutes: number, plannedStart: string) => string;
  /** …or the cancellation. */
  cancelled: string;
}
