import { ZxcvbnFactory, type MatchExtended } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

/**
 * What a chosen staff password must be (docs/security.md): at least 12 characters, no placeholder
 * from the examples (`CHANGE-ME`), not the festival's own name, and not guessable from common
 * passwords and patterns. The generated passwords (`npm run moderators`, `npm start`) pass it by
 * construction; today MODERATOR_PASSWORD is the one password a person chooses. The check runs on
 * the server and in its command-line tools only: the common-password dictionary weighs about
 * 2 MB and must never reach the public site's bundle.
 */
export const MIN_PASSWORD_LENGTH = 12;

/**
 * zxcvbn's score 3 is about 10^8 guesses: far beyond what the login throttle allows online and
 * costly offline against the scrypt hash (server/moderation/password-hash.ts).
 */
const MIN_SCORE = 3;

/** Placeholders of the env examples and docs, in English and Polish, compared compacted. */
export const PLACEHOLDERS = ["changeme", "zmienmnie", "zmientohaslo"];

/**
 * Words of the staff pages an attacker who has seen them tries first (the quick-start lead's name
 * among them): zxcvbn counts them as guessed, as it does the festival's name and the account's.
 */
const SITE_WORDS = ["koordynator", "moderator", "moderacja", "telebim", "festiwal", "juwenalia"];

export interface PasswordContext {
  /** The festival's name (the edition's `name`): its words are refused inside a password. */
  festivalName?: string;
  /** The account the password is for: its name is a guess an attacker tries first. */
  accountName?: string;
}

let factory: ZxcvbnFactory | undefined;

/** Built on first use: decompressing the dictionaries costs a moment nobody else should pay. */
export function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return factory;
}

/** Lower case, Polish letters without their marks, only letters and digits: `Zmień-Mnie` → `zmienmnie`. */
export function compact(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/ł/giu, "l")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** The words of the festival's name long enough to be more than a coincidence. */
function nameWords(name: string): string[] {
  return name
    .split(/[^\p{L}\p{N}]+/u)
    .map(compact)
    .filter((word) => word.length >= 4);
}

/** A Polish description of one weak part zxcvbn found, or undefined for a random-looking one. */
function describeMatch(match: MatchExtended): string | undefined {
  const part = `„${match.token}”`;
  switch (match.pattern) {
    case "dictionary":
      if (match.dictionaryName === "passwords-common") return `często używane hasło ${part}`;
      if (match.dictionaryName === "userInputs") return `słowo z tej strony ${part}`;
      return `popularne słowo ${part}`;
    case "repeat":
      return `powtórzenia ${part}`;
    case "sequence":
      return `ciąg znaków ${part}`;
    case "spatial":
      return `sąsiednie klawisze ${part}`;
    case "date":
      return `datę ${part}`;
    case "regex":
      return `rok ${part}`;
    default:
      return undefined;
  }
}

/**
 * Why `password` may not be a staff password, in Polish (shown to the operator as it is), or
 * undefined when it may.
 */
export function passwordProblem(
  password: string,
  context: PasswordContext = {},
): string | undefined {
  const compacted = compact(password);
  if (PLACEHOLDERS.some((placeholder) => compacted.includes(placeholder))) {
    return "Hasło to wzór z przykładowej konfiguracji (CHANGE-ME): wpisz własne, losowe hasło.";
  }
  const festivalWords = context.festivalName ? nameWords(context.festivalName) : [];
  const festivalWord = festivalWords.find((word) => compacted.includes(word));
  if (festivalWord) {
    return `Hasło zawiera nazwę festiwalu („${festivalWord}”): to pierwsze, co ktoś spróbuje.`;
  }
  const length = [...password.normalize("NFC")].length;
  if (length < MIN_PASSWORD_LENGTH) {
    return `Hasło jest za krótkie (znaków: ${length}): musi mieć co najmniej ${MIN_PASSWORD_LENGTH}.`;
  }
  const userInputs = [
    ...SITE_WORDS,
    ...festivalWords,
    ...(context.accountName ? [context.accountName] : []),
  ];
  const result = estimator().check(password, userInputs);
  if (result.score >= MIN_SCORE) return undefined;
  const parts = result.sequence.map(describeMatch).filter((text) => text !== undefined);
  const found = parts.length > 0 ? ` (zawiera ${parts.join(", ")})` : "";
  return (
    `Hasło jest zbyt łatwe do odgadnięcia${found}. ` +
    "Użyj wygenerowanego hasła albo kilku przypadkowych słów."
  );
}
