/**
 * The words a stage's link to its point on the site plan adds to the stage's name, in one
 * language (app/README.md#stage-links). Read by a screen reader after the name, so the
 * link says where it leads: "Scena główna na planie terenu".
 */
export interface StageLinkTexts {
  /** After the stage's name, hidden from sight: " na planie terenu". */
  onThePlan: string;
}
