/**
 * Polish vulgarity patterns: about 60 stems with their inflections and prefixed forms such as
 * 'nie' (core/README.md#profanity-filter). The list itself is never shown to users.
 *
 * Syntax is obscenity's pattern syntax (see `parseRawPattern`): a leading or trailing "|" is a
 * word boundary, "[x]" makes "x" optional. Patterns are written in the normalised alphabet of
 * `normalize.ts`: ASCII lowercase, no Polish diacritics ("gówno" → "gowno", "pedał" → "pedal")
 * and no doubled letters (repeated letters are collapsed before matching). A unit test enforces it.
 *
 * How a stem is matched depends on how innocent Polish words contain it (checked against the
 * 4.3 M forms of /usr/share/dict/polish with `bench/profanity.ts`):
 * - `anywhere`: no innocent word contains it ("kurw", "jeb", "pierd", "pizd"), so every
 *   inflection, prefix ("nie", "wy", "za", "s", …) and compound ("oczojebny") is caught for free;
 * - `atWordStart`: innocent words contain it in the middle ("dmuchujesz" ⊃ "chuj", "dowcip" ⊃
 *   "cip", "podupadać" ⊃ "dup"), so it must start a word, optionally after "nie" and one of the
 *   listed verb prefixes;
 * - `wholeWords`: the stem is also an innocent word or starts one ("szmat czasu", "sukienka",
 *   "ciotka", "pedałować"), so only the vulgar forms, as whole words, are listed.
 * Residual innocent words are listed in `whitelist.ts`.
 *
 * Deliberately NOT flagged (decisions, not omissions): euphemisms (kurde, kurczę, kurna, cholera,
 * zarąbisty), plain insults that are not vulgarisms (debil, idiota, kretyn, frajer), and words
 * whose vulgar sense cannot be told apart from a common innocent one (dymać ~ dym/nadymać/zadyma,
 * pieprzyć ~ pieprz, pała, laska, lody, jaja). Flagged although mild, because a public screen is
 * no place for them: the whole "dupa" family (but not "duplikat", "podupadać") and "pierdoła"
 * (same stem as "pierdolić").
 */

/** "nie" may precede any verb, participle or adjective (core/README.md#profanity-filter). */
const NIE = "[nie]";

/**
 * Verb prefixes (core/README.md#profanity-filter), plus their vowel-extended forms ("ze", "roze",
 * …).
 */
export const VERB_PREFIXES = [
  "",
  "za",
  "wy",
  "s",
  "z",
  "ze",
  "roz",
  "roze",
  "prze",
  "od",
  "ode",
  "po",
  "do",
  "u",
  "na",
  "w",
  "we",
  "o",
  "ob",
  "obe",
  "pod",
  "pode",
  "przy",
] as const;

export type VerbPrefix = (typeof VERB_PREFIXES)[number];

/** Stem anywhere in a word: it never occurs inside an innocent word. */
function anywhere(...stems: string[]): string[] {
  return stems;
}

/** Stem at the start of a word, after optional "nie" and one of `prefixes`. */
function atWordStart(stem: string, prefixes: readonly VerbPrefix[] = [""]): string[] {
  return prefixes.map((prefix) => `|${NIE}${prefix}${stem}`);
}

/** Whole words only. */
function wholeWords(...forms: string[]): string[] {
  return forms.map((form) => `|${form}|`);
}

/** A noun's forms as whole words: the stem with each case ending ("szmat" + "a" → "szmata"). */
function nounForms(stem: string, endings: readonly string[]): string[] {
  return wholeWords(...endings.map((ending) => stem + ending));
}

export interface VulgarPhrase {
  /** The dictionary form the patterns stand for, reported by `findProfanity`. */
  readonly word: string;
  /** obscenity pattern sources. */
  readonly patterns: readonly string[];
}

export const VULGAR_PHRASES: readonly VulgarPhrase[] = [
  // kurwa, kurew, skurwysyn, wkurwiony, kurewski; "qrwa", "kurva" are common spellings.
  {
    word: "kurwa",
    patterns: [
      ...anywhere("kurw", "kurew", "qrw", "qurw", "kurv"),
      ...wholeWords("korwa", "korwo", "kurfa"),
    ],
  },
  // chuj, chujowy, chujnia, ochujały, wychujany; "dmuchujesz", "przesłuchuje" contain "chuj".
  { word: "chuj", patterns: [...atWordStart("chuj", VERB_PREFIXES), ...wholeWords("choj")] },
  // huj, hujowy — the misspelling of "chuj"; "abstrahuje", "dmuchujesz" contain "huj".
  { word: "huj", patterns: atWordStart("huj", VERB_PREFIXES) },
  // pierdolić, spierdalaj, wpierdol, pierdolnięty, pierdzieć, pierdoła, upierdliwy.
  { word: "pierdolić", patterns: [...anywhere("pierd", "pjerd"), ...wholeWords("jprdl", "jpdl")] },
  // jebać, jebany, zajebisty, wyjebane, pojeb, zjeb, oczojebny, jebnąć.
  { word: "jebać", patterns: [...anywhere("jeb"), ...wholeWords("jbac")] },
  // pizda, pizdy, piździ, pizdnąć, rozpiździć.
  { word: "pizda", patterns: anywhere("pizd") },
  // cipa, cipka, cipsko, ocipieć; "dowcip", "municypalny" contain "cip".
  { word: "cipa", patterns: atWordStart("cip", ["", "o", "za", "wy"]) },
  // kutas, kutasiarz, kutafon; "okutasz" (from okutać) is whitelisted.
  { word: "kutas", patterns: [...anywhere("kutas"), ...atWordStart("kutafon")] },
  // fiut, fiuta, fiutek, fiucie.
  { word: "fiut", patterns: [...anywhere("fiut"), ...wholeWords("fiucie")] },
  // dupa, dupek, dupsko, dupczyć, udupić, zadupie, przydupas; not "podupadać", "reduplikacja",
  // hence no "po" prefix — "podupczyć" is caught by "dupc", which no innocent word contains.
  {
    word: "dupa",
    patterns: [
      ...atWordStart("dup", ["", "u", "w", "wy", "za", "z", "przy", "do", "roz", "ob"]),
      ...anywhere("dupc"),
    ],
  },
  // srać, sraczka, zesrać, przesrane, zasraniec, srajtaśma.
  {
    word: "srać",
    patterns: atWordStart("sra", [
      "",
      "za",
      "o",
      "wy",
      "u",
      "prze",
      "po",
      "pode",
      "ob",
      "obe",
      "na",
      "ze",
      "przy",
      "do",
      "roze",
      "ode",
    ]),
  },
  // szczać, szczyny, naszczać, obszczany; not "szczaw", "szczapa", "wszczać", "poszczą" (pościć).
  {
    word: "szczać",
    patterns: [
      ...atWordStart("szczac"),
      ...atWordStart("szczaj"),
      ...atWordStart("szczal"),
      ...atWordStart("szczam"),
      ...atWordStart("szczan"),
      ...atWordStart("szczasz"),
      ...atWordStart("szcza", ["na", "ob", "obe", "o", "ze", "wy", "za", "od", "u"]),
      ...atWordStart("szczyn"),
      ...atWordStart("szczoch"),
    ],
  },
  // ruchać, wyruchać, poruchać; "ruchach", "ruchami" (of ruch), "uruchamiać", "rozruch" are innocent.
  { word: "ruchać", patterns: atWordStart("rucha", ["", "wy", "prze", "za", "po", "na", "z"]) },
  // gówno, gówniarz, gówniany, zagówniony; "drogownictwo", "ciągownia" contain "gown".
  {
    word: "gówno",
    patterns: [
      ...atWordStart("gown", ["", "za", "u", "wy", "o", "po"]),
      ...atWordStart("guwn"),
      ...atWordStart("gowien"),
    ],
  },
  // suka as an insult; "sukces", "sukienka", "szukam" are innocent.
  {
    word: "suka",
    patterns: [
      ...nounForms("suk", ["a", "i", "o", "e", "om", "ami", "ach"]),
      ...wholeWords("suce"),
      ...atWordStart("sukinsyn"),
    ],
  },
  // szmata as an insult; "szmat czasu", "szmatka", "szmatławy" are innocent.
  {
    word: "szmata",
    patterns: [
      ...nounForms("szmat", ["a", "y", "o", "e", "ami", "ach", "om"]),
      ...wholeWords("szmacie"),
      ...atWordStart("szmaciar"),
    ],
  },
  // dziwka, dziwkarz, dziwek; "dziwak", "prawdziwki" are innocent.
  { word: "dziwka", patterns: [...atWordStart("dziwk"), ...wholeWords("dziwek", "dziwce")] },
  // skurwysyn and sukinsyn are covered above; cwel, cwelić, scwelony.
  { word: "cwel", patterns: anywhere("cwel") },
  // pedał as a slur; "pedałować" is innocent. The bicycle pedal shares the noun forms.
  {
    word: "pedał",
    patterns: [
      ...nounForms("pedal", ["", "a", "e", "y", "em", "ow", "ami", "ach", "om", "owi"]),
      ...wholeWords("pedzio"),
      ...atWordStart("pedalsk"),
      ...atWordStart("spedal"),
    ],
  },
  // ciota as a slur; "ciotka", "cioteczny", "ciocia" are innocent.
  {
    word: "ciota",
    patterns: [
      ...nounForms("ciot", ["a", "y", "o", "e", "", "om", "ami", "ach"]),
      ...atWordStart("ciotowat"),
      ...atWordStart("ciotowsk"),
    ],
  },
  // ciul (regional vulgarism); "ciułać" (to save up) folds to "ciulac" and is innocent, and so
  // is "Ciułę" (a surname), hence no "ciule".
  {
    word: "ciul",
    patterns: [...wholeWords("ciul", "ciulu", "ciulem"), ...atWordStart("ciulow")],
  },
  // Slurs.
  { word: "czarnuch", patterns: atWordStart("czarnuch") },
  {
    word: "lesba",
    patterns: nounForms("lesb", ["a", "y", "o", "e", "om", "ami", "ach"]),
  },
  // Vulgar compounds and acronyms seen in Polish chats.
  { word: "lachociąg", patterns: atWordStart("lachociag") },
  { word: "chwdp", patterns: wholeWords("chwdp", "hwdp") },
  // English vulgarities are common in Polish student chats.
  { word: "fuck", patterns: [...anywhere("fuck"), ...wholeWords("fck")] },
  { word: "shit", patterns: anywhere("shit") },
  { word: "bitch", patterns: atWordStart("bitch") },
  { word: "cunt", patterns: atWordStart("cunt") },
  { word: "whore", patterns: atWordStart("whore") },
];

/**
 * All pattern sources, flattened (their count is the "about 60 patterns" of
 * core/README.md#profanity-filter).
 */
export const VULGAR_PATTERNS: readonly string[] = VULGAR_PHRASES.flatMap(
  (phrase) => phrase.patterns,
);
