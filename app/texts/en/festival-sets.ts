import type { FestivalSetsTexts } from "../festival-sets";

/** A set's words in English, for the /en/ pages. */
const texts: FestivalSetsTexts = {
  unnamedStudentBand: "student band",
};
export default texts;
