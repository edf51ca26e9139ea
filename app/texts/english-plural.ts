/**
 * English counts for the English dictionaries: "1 photo", "2 photos". English has one form for 1
 * and another for every other count; the Polish dictionaries use core/polish-plural.ts instead.
 * Kept outside `en/`, where every module is a dictionary of its own.
 */
export function englishPlural(count: number, one: string, other: string): string {
  return `${count} ${count === 1 ? one : other}`;
}
