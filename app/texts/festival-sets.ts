/**
 * The words for a set wherever one is named (app/festival-sets.ts), in one language
 * (docs/decisions/018). Kept apart from the programme's words, since the line-up, the
 * structured data and the moderation panel name sets too.
 */
export interface FestivalSetsTexts {
  /** What a student-stage slot without a named band is called, in place of the act. */
  unnamedStudentBand: string;
}
