import type { MessageDraft } from "./contract/submissions";
import { isPolishFirstName } from "./polish-first-names";
import { foldText } from "./profanity";

/**
 * What a moderator should look at twice (server/moderation/README.md#triage-and-duplicates):
 * contact details and links, people named in full, and shouting. The server flags a message when it
 * arrives and rejects links and phone numbers by itself; the panel shows the labels on the queue
 * item. Pure: no browser or Node APIs, so both import it.
 */

export const TRIAGE_FLAGS = ["link", "phone", "email", "handle", "full_name", "shouting"] as const;
export type TriageFlag = (typeof TRIAGE_FLAGS)[number];

/** What the moderation panel shows on a flagged queue item. */
export const TRIAGE_FLAG_LABELS: Record<TriageFlag, string> = {
  link: "link",
  phone: "numer telefonu",
  email: "adres e-mail",
  handle: "@nazwa",
  full_name: "imię i nazwisko",
  shouting: "krzyk",
};

/** Flags the server rejects a message for without a moderator. */
export const AUTO_REJECTED_FLAGS = ["link", "phone"] as const satisfies readonly TriageFlag[];
export type AutoRejectedFlag = (typeof AUTO_REJECTED_FLAGS)[number];

/**
 * Why the server rejected a message by itself: its sender is blocked, or it carries a link or a
 * phone number (AUTO_REJECTED_FLAGS). A moderator's own rejection has no reason.
 */
export const REJECTION_REASONS = ["blocked", ...AUTO_REJECTED_FLAGS] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** Whether a message with these flags is rejected automatically (see AUTO_REJECTED_FLAGS). */
export function isAutoRejected(flags: readonly TriageFlag[]): boolean {
  return autoRejection(flags) !== null;
}

/** The flag a message is rejected automatically for (the first of AUTO_REJECTED_FLAGS), or null. */
export function autoRejection(flags: readonly TriageFlag[]): AutoRejectedFlag | null {
  return AUTO_REJECTED_FLAGS.find((flag) => flags.includes(flag)) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Contact details and links. Matched on folded text (`foldText`: lower case, no diacritics,
// look-alikes and fullwidth forms such as "ｗｗｗ" or "６０１" turned into plain ones).

/** Endings of the addresses people actually post; a short list, so "No i co.Ok" is no link. */
const LINK_TLDS =
  "pl|com|net|org|eu|info|io|ly|me|tv|gg|co|app|dev|xyz|online|site|shop|store|link|live|club|" +
  "page|biz|cc|fm|gl|de|uk|us|tk|ru|ua|cz|sk|lt|ai";
/** The endings also recognised after a dot written apart ("example . com", "x kropka pl"). */
const SPACED_LINK_TLDS = "pl|com|net|org|eu|info";

const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}_-]*[\p{L}\p{N}])?`;
const END_OF_WORD = String.raw`(?![\p{L}\p{N}])`;
const START_OF_WORD = String.raw`(?<![\p{L}\p{N}_])`;
/**
 * A dot written to slip past a filter: a space before it ("x .pl", "x . pl" — "tak. Pl" is an
 * ordinary sentence, so a space only after the dot does not count), bracketed ("x[.]pl",
 * "x (dot) pl") or spelt out ("x kropka pl", "x dot com").
 */
const SPACED_DOT = String.raw`(?:\s+\.\s*|\s*[[(]\s*(?:\.|dot|kropka)\s*[\])]\s*|\s+(?:dot|kropka)\s+)`;
const DOMAIN =
  String.raw`(?:${LABEL}(?:\.${LABEL})*\.(?:${LINK_TLDS})` +
  String.raw`|${LABEL}${SPACED_DOT}(?:${SPACED_LINK_TLDS}))${END_OF_WORD}`;

const LINK = new RegExp(
  [
    String.raw`(?:https?|ftp)\s*:\s*\/\/`,
    String.raw`${START_OF_WORD}www(?:\.|${SPACED_DOT})[\p{L}\p{N}]`,
    `${START_OF_WORD}${DOMAIN}`,
  ].join("|"),
  "u",
);

/**
 * "@", also spaced or bracketed: "ania @ gmail.com", "ania(at)gmail.com", "ania[małpa]wp.pl". Not
 * a bare " at ": "zobacz at bit.ly" would then pass for an address and hide the link.
 */
const AT = String.raw`(?:\s*@\s*|\s*[[(]\s*(?:@|at|malpa)\s*[\])]\s*)`;
/**
 * An e-mail address, from the start of its local part (one attempt per address keeps the search
 * linear). A domain followed by a path ("x@bit.ly/abc") is a link, not an address, so the address
 * must not run on into one.
 */
const EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+${AT}${DOMAIN}(?!\s*\/)`,
  "gu",
);
/**
 * "@ania_k": an "@" that does not follow a word (that is an address) and names something; or a
 * name after the app it belongs to, "ig: ania.k", "snap: ania_k" (the colon keeps "insta story"
 * out).
 */
const HANDLE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_.@])@[\p{L}\p{N}_.]*\p{L}` +
    String.raw`|${START_OF_WORD}(?:ig|insta|instagram|snap|snapchat|tiktok|fb)\s*:\s*[\p{L}\p{N}_.]*\p{L}`,
  "u",
);

/** "21:30" and "25.05.2025" are not parts of a phone number: they are blanked out first. */
const TIME_OR_DATE = /(?<!\d)(?:\d{1,2}:\d{2}|\d{1,2}([./-])\d{1,2}\1(?:\d{4}|\d{2}))(?!\d)/gu;
/** Digits with at most a few separators between them: "+48 601 234 567", "(22) 123-45-67". */
const DIGIT_RUN = /\+?\d(?:[\s.()/-]{0,3}\d)*/gu;
const DIGIT = /\d/gu;
const DIGIT_GROUP = /\d+/gu;
const YEAR = /^(?:19|20)\d\d$/u;
/** Polish numbers have 9 digits, more with the country code; shorter runs are seats and scores. */
const PHONE_MIN_DIGITS = 9;

function isPhoneNumber(run: string): boolean {
  if ((run.match(DIGIT) ?? []).length < PHONE_MIN_DIGITS) return false;
  const groups = run.match(DIGIT_GROUP) ?? [];
  return !groups.every((group) => YEAR.test(group)); // "2024 2025 2026" are years.
}

function contactFlags(text: string): Set<TriageFlag> {
  const flags = new Set<TriageFlag>();
  const folded = foldText(text.normalize("NFC"));
  // An address contains a domain and may contain digits; once found it is blanked out, so that
  // "ania@gmail.com" is an e-mail address and neither a link nor a phone number.
  const withoutEmails = folded.replace(EMAIL, () => {
    flags.add("email");
    return " ";
  });
  if (LINK.test(withoutEmails)) flags.add("link");
  if (HANDLE.test(withoutEmails)) flags.add("handle");
  const digitRuns = withoutEmails.replace(TIME_OR_DATE, " ").match(DIGIT_RUN) ?? [];
  if (digitRuns.some(isPhoneNumber)) flags.add("phone");
  return flags;
}

// ---------------------------------------------------------------------------------------------
// Full names: a first name (core/polish-first-names.ts) followed by a capitalised surname-like
// word, matched on the text as written, because the capital letters are the signal.

/** A capitalised word and, looking ahead, the capitalised word right after it. */
const CAPITALISED_PAIR =
  /(?<![\p{L}\p{N}])(\p{Lu}\p{L}*)(?=\s+(\p{Lu}\p{L}*(?:-\p{Lu}\p{L}*)?)(?![\p{L}\p{N}]))/gu;
const WORD = /\p{L}{2,}/gu;
const CAPITALISED = /^\p{Lu}/u;
const SURNAME_MIN_LETTERS = 3;
/**
 * Endings of most Polish surnames, also declined (folded): -ski/-ska/-skiej/-skiego, -cki, -dzki,
 * -wicz, -ak, -ek, -ik, -yk, -uk ("Nowaka", "Nowakiem").
 */
const SURNAME_ENDING =
  /(?:(?:[sc]|dz)k(?:i|a|iej|iego|iemu|im)|wicz(?:a|owi|em|u)?|[aeiyu]k(?:a|iem|owi|u)?)$/u;
/**
 * When this share of the other words is capitalised, a capital letter says nothing. "Other": not
 * the first word (a sentence starts with a capital), no first name (names always have one) and
 * no pronoun of address ("Kocham Cię", "Was": capitalised out of courtesy).
 */
const TITLE_CASE_SHARE = 0.6;
const TITLE_CASE_MIN_WORDS = 3;

/**
 * Capitalised words that follow a name without being a surname: forms of address ("Ania Kocham
 * Cię"), greetings and wishes, little words and the festival's own names. Folded.
 */
const NOT_SURNAMES = new Set(
  `
  ty cie ciebie tobie toba wy was wam wami my nas nam ja mnie mi on ona ono oni one jego jej ich
  pan pani panie panstwo i oraz a ale albo lub czy ze z w we na do od dla po przy za pod nad o u
  bez jest jestes jestescie sa byl byla bedzie to tez tylko juz jeszcze zawsze tak nie no ok oki
  kocham kochamy kocha kochaja lubie lubimy pozdrawiam pozdrawiamy pozdrawia pozdro pozdrowienia
  dziekuje dziekujemy dzieki gratulacje gratuluje gratulujemy wszystkiego najlepszego sto lat
  zdrowia szczescia buziaki buziak sciskam caluje super mega naj najlepsza najlepszy najlepsi
  kochana kochany kochani piekna piekny krolowa krol rzadzi rzadzisz rzadzicie wymiata wymiatasz
  gora gorom forever love the best and team ekipa rodzina urodziny urodzinki hej siema elo czesc
  witam hello dzien dobry dobranoc sektor sektora sektorze stadion stadionie juwenalia syrenki
  syrenka warszawa warszawy warszawie polska polski scena scenie koncert tutaj tu tam teraz
  dzisiaj dzis jutro razem wszyscy wszystkich wszystkim bo gdzie kiedy jak co kto dlaczego czemu
`
    .trim()
    .split(/\s+/u),
);

const COURTESY_PRONOUNS = new Set(
  "ty cie ciebie tobie toba twoj twoja wy was wam wami wasz wasza".split(" "),
);

function isTitleCased(message: string): boolean {
  const words = (message.match(WORD) ?? [])
    .slice(1)
    .filter((word) => !isPolishFirstName(word) && !COURTESY_PRONOUNS.has(foldText(word)));
  if (words.length < TITLE_CASE_MIN_WORDS) return false;
  const capitalised = words.filter((word) => CAPITALISED.test(word)).length;
  return capitalised / words.length >= TITLE_CASE_SHARE;
}

/**
 * A surname-like word: at least three letters, no first name and no common word. Where capitals
 * are everywhere (all capitals, or Each Word Capitalised) it must also end like a Polish surname.
 */
function isSurnameLike(word: string, capitalsEverywhere: boolean): boolean {
  const folded = foldText(word);
  if ((folded.match(/\p{L}/gu) ?? []).length < SURNAME_MIN_LETTERS) return false;
  if (NOT_SURNAMES.has(folded) || isPolishFirstName(word)) return false;
  return !capitalsEverywhere || SURNAME_ENDING.test(folded);
}

function namesSomeone(message: string): boolean {
  const titleCased = isTitleCased(message);
  for (const [, first = "", second = ""] of message.matchAll(CAPITALISED_PAIR)) {
    if (!isPolishFirstName(first)) continue;
    const inCapitals = first === first.toLocaleUpperCase("pl") && first.length > 1;
    if (isSurnameLike(second, titleCased || inCapitals)) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Shouting

const UPPER_CASE = /\p{Lu}/gu;
const LOWER_CASE = /\p{Ll}/gu;
const SHOUTING_MIN_LETTERS = 10;
const SHOUTING_CAPITALS_SHARE = 0.8;
/** A letter or punctuation mark six times in a row: "!!!!!!", "aaaaaaaa" ("laaaat" is fine). */
const REPEATED_SIX_TIMES = /([\p{L}\p{P}])\1{5,}/u;

function isShouting(message: string): boolean {
  const upper = (message.match(UPPER_CASE) ?? []).length;
  const letters = upper + (message.match(LOWER_CASE) ?? []).length;
  if (letters >= SHOUTING_MIN_LETTERS && upper / letters >= SHOUTING_CAPITALS_SHARE) return true;
  return REPEATED_SIX_TIMES.test(message.toLocaleLowerCase("pl"));
}

// ---------------------------------------------------------------------------------------------

/**
 * The flags of a message draft, in TRIAGE_FLAGS order. Links, phone numbers, e-mail addresses and
 * handles are looked for in the author too (a signature is a good place to leave a contact);
 * full names and shouting only in the message, where a signature's own name is no concern.
 * Meant for drafts that passed validation (core/message-rules.ts): the patterns are quick on
 * 128 characters, not built for arbitrarily long input.
 */
export function triage(draft: MessageDraft): TriageFlag[] {
  const message = draft.message.normalize("NFC");
  const found = new Set([...contactFlags(draft.author), ...contactFlags(message)]);
  if (namesSomeone(message)) found.add("full_name");
  if (isShouting(message)) found.add("shouting");
  return TRIAGE_FLAGS.filter((flag) => found.has(flag));
}
