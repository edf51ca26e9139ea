/**
 * Common Polish first names, for the "full name" triage flag
 * (server/moderation/README.md#triage-and-duplicates). Nominative forms in lower case with their
 * Polish letters, both the official names and the short forms people write on a stadium wall
 * ("Kasia", "Kuba", "Bartek"). A name is also recognised in its most common declined forms ("Anię",
 * "Kuby", "Tomka"), because a message that names someone often addresses or mentions them rather
 * than signs with them.
 */
const WOMEN = `
  ada adrianna agata agnieszka aleksandra alicja amelia aneta angelika ania anna antonina asia
  barbara basia beata bożena dagmara danuta dominika dorota edyta ela elżbieta emilia ewa ewelina
  gabriela gosia grażyna hania hanna helena iga iwona iza izabela jadwiga joanna jola jolanta
  julia justyna kamila karolina kasia katarzyna kinga klaudia krystyna laura lena magda magdalena
  maja małgorzata marta martyna maria marysia milena monika natalia nikola ola oliwia paula
  paulina patrycja renata sandra sara sylwia teresa wera weronika wiktoria zofia zosia zuzanna
  zuza żaneta
`;

const MEN = `
  adam adrian aleksander andrzej antek antoni arek arkadiusz artur bartek bartosz bartłomiej dawid
  damian daniel dariusz darek dominik filip franek franciszek grzegorz grzesiek hubert igor jacek
  jakub jan janek jarek jarosław jerzy józef kacper kamil karol konrad kostek krystian krzysiek
  krzysztof kuba leszek łukasz maciej maciek marcin marek mariusz mateusz michał mikołaj miłosz
  norbert olek oliwer oskar patryk paweł piotr piotrek przemek przemysław radek rafał robert
  sebastian szymon staszek stanisław tadeusz tomasz tomek wiktor witek wojciech wojtek zbigniew
  zbyszek
`;

export const POLISH_FIRST_NAMES: readonly string[] = `${WOMEN} ${MEN}`.trim().split(/\s+/u);

const NAMES = new Set(POLISH_FIRST_NAMES);

/**
 * Nominative candidates for a declined form, by the regular endings of Polish first names:
 * feminine "-a" names ("Anię", "Anną", "Anny", "Annie", "Ani" → "Ania"/"Anna"), masculine names
 * ("Jana", "Janowi", "Janem", "Janie", "Janu" → "Jan"), with the mobile "e" of "-ek"/"-eł"
 * ("Tomka" → "Tomek", "Pawła" → "Paweł"). Most wrong candidates are no name at all; the few
 * that are ("mają" → "maja") are why the surname check (core/message-triage.ts) has to agree too.
 */
function nominativeCandidates(word: string): string[] {
  const candidates = [word];
  const stemOf = (ending: string): string | undefined =>
    word.length > ending.length + 1 && word.endsWith(ending)
      ? word.slice(0, -ending.length)
      : undefined;
  for (const ending of ["ę", "ą", "y", "i", "o", "ie"]) {
    const stem = stemOf(ending);
    if (stem !== undefined) candidates.push(`${stem}a`);
  }
  // Soft stems keep their "i": "Ani", "Kasi" are "Ania", "Kasia".
  if (word.endsWith("i")) candidates.push(`${word}a`);
  for (const ending of ["owi", "em", "ie", "a", "u"]) {
    const stem = stemOf(ending);
    if (stem === undefined) continue;
    candidates.push(stem);
    const last = stem.at(-1);
    if (last === "k" || last === "ł") candidates.push(`${stem.slice(0, -1)}e${last}`);
  }
  return candidates;
}

/** Whether a word, in any letter case, is a common Polish first name or a declined form of one. */
export function isPolishFirstName(word: string): boolean {
  const lower = word.toLocaleLowerCase("pl");
  return nominativeCandidates(lower).some((candidate) => NAMES.has(candidate));
}
