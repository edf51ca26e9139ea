import type { FestivalSetsTexts } from "../festival-sets";

/** A set's words in Polish. */
const texts: FestivalSetsTexts = {
  unnamedStudentBand: "koncert zespołu studenckiego",
};
export default texts;
