import { readdirSync } from "node:fs";
import path from "node:path";
import { contentDir, loadContent } from "#content-layer/load";
import englishAbout from "#app/texts/en/about";
import polishAbout from "#app/texts/pl/about";
import englishAnnouncement from "#app/texts/en/announcement";
import polishAnnouncement from "#app/texts/pl/announcement";
import englishCalendar from "#app/texts/en/calendar";
import polishCalendar from "#app/texts/pl/calendar";
import englishFaq from "#app/texts/en/faq";
import polishFaq from "#app/texts/pl/faq";
import englishFestivalDays from "#app/texts/en/festival-days";
import polishFestivalDays from "#app/texts/pl/festival-days";
import englishFestivalSets from "#app/texts/en/festival-sets";
import polishFestivalSets from "#app/texts/pl/festival-sets";
import englishGallery from "#app/texts/en/gallery";
import polishGallery from "#app/texts/pl/gallery";
import englishHome from "#app/texts/en/home";
import polishHome from "#app/texts/pl/home";
import englishLineup from "#app/texts/en/lineup";
import polishLineup from "#app/texts/pl/lineup";
import englishLineupChanges from "#app/texts/en/lineup-changes";
import polishLineupChanges from "#app/texts/pl/lineup-changes";
import englishNotFound from "#app/texts/en/not-found";
import polishNotFound from "#app/texts/pl/not-found";
import englishNowAndNext from "#app/texts/en/now-and-next";
import polishNowAndNext from "#app/texts/pl/now-and-next";
import englishPushNotifications from "#app/texts/en/push-notifications";
import polishPushNotifications from "#app/texts/pl/push-notifications";
import englishSafety from "#app/texts/en/safety";
import polishSafety from "#app/texts/pl/safety";
import englishSeo from "#app/texts/en/seo";
import polishSeo from "#app/texts/pl/seo";
import englishShell from "#app/texts/en/shell";
import polishShell from "#app/texts/pl/shell";
import englishSitePlan from "#app/texts/en/site-plan";
import polishSitePlan from "#app/texts/pl/site-plan";
import englishStageLink from "#app/texts/en/stage-link";
import polishStageLink from "#app/texts/pl/stage-link";
import englishTeam from "#app/texts/en/team";
import polishTeam from "#app/texts/pl/team";
import englishToast from "#app/texts/en/toast";
import polishToast from "#app/texts/pl/toast";
import englishVenue from "#app/texts/en/venue";
import polishVenue from "#app/texts/pl/venue";

/**
 * The Polish interface wording the app defines (app/texts/pl/), for the English pages' check that
 * none of it is left: each area's dictionary, listed here by hand so the check reads plain
 * modules; `POLISH_AREAS_MISSING` names any area the folder has and this list lacks.
 */
const DICTIONARIES: Record<string, { polish: object; english: object }> = {
  about: { polish: polishAbout, english: englishAbout },
  announcement: { polish: polishAnnouncement, english: englishAnnouncement },
  calendar: { polish: polishCalendar, english: englishCalendar },
  faq: { polish: polishFaq, english: englishFaq },
  "festival-days": { polish: polishFestivalDays, english: englishFestivalDays },
  "festival-sets": { polish: polishFestivalSets, english: englishFestivalSets },
  gallery: { polish: polishGallery, english: englishGallery },
  home: { polish: polishHome, english: englishHome },
  lineup: { polish: polishLineup, english: englishLineup },
  "lineup-changes": { polish: polishLineupChanges, english: englishLineupChanges },
  "not-found": { polish: polishNotFound, english: englishNotFound },
  "now-and-next": { polish: polishNowAndNext, english: englishNowAndNext },
  "push-notifications": { polish: polishPushNotifications, english: englishPushNotifications },
  safety: { polish: polishSafety, english: englishSafety },
  seo: { polish: polishSeo, english: englishSeo },
  shell: { polish: polishShell, english: englishShell },
  "site-plan": { polish: polishSitePlan, english: englishSitePlan },
  "stage-link": { polish: polishStageLink, english: englishStageLink },
  team: { polish: polishTeam, english: englishTeam },
  toast: { polish: polishToast, english: englishToast },
  venue: { polish: polishVenue, english: englishVenue },
};

/**
 * Areas that are not wording: the date functions (the nights' among them) and the build's
 * language settings.
 */
const NOT_WORDING = new Set(["dates", "nights", "language"]);

export const POLISH_AREAS_MISSING = readdirSync(
  path.join(import.meta.dirname, "../../app/texts/pl"),
)
  .map((file) => file.replace(/\.ts$/, ""))
  .filter((area) => !NOT_WORDING.has(area) && !(area in DICTIONARIES));

/** Every string leaf of a dictionary (texts with values in them are functions, left out). */
function leaves(texts: object): string[] {
  return Object.values(texts).flatMap((value): string[] => {
    if (typeof value === "string") return [value];
    if (typeof value === "object" && value !== null) return leaves(value);
    return [];
  });
}

/**
 * Polish strings an English page must not show: those of four letters or more that the English
 * dictionary does not say alike ("FAQ" and "JUWETEAM" are the same in both).
 */
export const POLISH_UI_STRINGS: readonly string[] = [
  ...new Set(
    Object.values(DICTIONARIES).flatMap(({ polish, english }) => {
      const same = new Set(leaves(english));
      return leaves(polish).filter((text) => text.length >= 4 && !same.has(text));
    }),
  ),
];

const POLISH_LETTER = /[ąćęłńóśźż]/i;

/**
 * Words with Polish letters that English pages may show: names, which stay as they are, found
 * in the English content (a word that is there was kept on purpose).
 */
export const NAMES_WITH_POLISH_LETTERS: ReadonlySet<string> = new Set(
  JSON.stringify(loadContent(contentDir(), "en"))
    .split(/[^\p{L}]+/u)
    .filter((word) => POLISH_LETTER.test(word)),
);

/** Words with a Polish letter in `text` that no English content names. */
export function polishWordsIn(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[^\p{L}]+/u)
        .filter((word) => POLISH_LETTER.test(word) && !NAMES_WITH_POLISH_LETTERS.has(word)),
    ),
  ];
}

/** The Polish interface strings `text` holds as whole words ("Program" is not in "Programme"). */
export function polishUiStringsIn(text: string): string[] {
  return POLISH_UI_STRINGS.filter((polish) => {
    const escaped = polish.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, "u").test(text);
  });
}
