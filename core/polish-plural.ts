/**
 * Polish plural forms: 1 zdjęcie, 2–4 zdjęcia (but 12–14 zdjęć), 5+ zdjęć, 22 zdjęcia.
 * (CLDR "one / few / many" for pl.)
 */
const rules = new Intl.PluralRules("pl-PL");

export function polishPlural(
  count: number,
  forms: { one: string; few: string; many: string },
): string {
  const category = rules.select(count);
  const form = category === "one" ? forms.one : category === "few" ? forms.few : forms.many;
  return `${count} ${form}`;
}

export const photoCount = (count: number): string =>
  polishPlural(count, { one: "zdjęcie", few: "zdjęcia", many: "zdjęć" });

/** "16 osób", "3 osoby" */
export const peopleCount = (count: number): string =>
  polishPlural(count, { one: "osoba", few: "osoby", many: "osób" });

/** "30 dni", "1 dzień", "22 dni" */
export const dayCount = (count: number): string =>
  polishPlural(count, { one: "dzień", few: "dni", many: "dni" });
