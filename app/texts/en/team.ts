import { englishPlural } from "../english-plural";
import type { TeamTexts } from "../team";

const people = (count: number) => englishPlural(count, "person", "people");

/** The team page in English. */
const texts: TeamTexts = {
  title: "Juweteam – the organising team",
  description: (memberCount, edition) =>
    `Meet the ${people(memberCount)} who organise ${edition}, and get in touch with them.`,
  heading: "Juweteam",
  lead: (memberCount, festival) =>
    `We are ${people(memberCount)} – students and university staff – putting together ${festival}. Got a question or an idea? Write directly to the person who looks after it.`,
  groupPhotoAlt: (memberCount, festival) =>
    `Group photo of the organising team: the ${people(memberCount)} putting together ${festival}.`,
  membersTitle: "Meet the team",
};
export default texts;
