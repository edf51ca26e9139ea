import { peopleCount } from "#core/polish-plural";
import type { TeamTexts } from "../team";

/** The team page in Polish (app/features/team/README.md). */
const texts: TeamTexts = {
  title: "Juweteam – zespół organizacyjny",
  description: (memberCount, edition) =>
    `Poznaj ${peopleCount(memberCount)}, które organizują ${edition}, i napisz do nich.`,
  heading: "Juweteam",
  lead: (memberCount, festival) =>
    `${peopleCount(memberCount)} – studentów i opiekunów z uczelni – które przygotowują ${festival}. Masz pytanie albo pomysł? Napisz bezpośrednio do osoby, która się nim zajmuje.`,
  groupPhotoAlt: (memberCount, festival) =>
    `Zdjęcie grupowe zespołu organizacyjnego: ${peopleCount(memberCount)}, które przygotowują ${festival}.`,
  membersTitle: "Poznaj nas",
};
export default texts;
