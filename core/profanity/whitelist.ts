/**
 * Innocent words that contain a vulgar pattern. A pattern match lying entirely inside one of
 * these (in normalised form, see `canonicalForm`) is ignored — that is how obscenity's
 * whitelist works. Write them as people type them; they are normalised when the matcher is
 * built. Keep each entry as long as possible: a short entry ("dup") would hide real vulgarities.
 *
 * Sources: the look-alikes listed in core/README.md#profanity-filter, and every false positive
 * found by scanning the Polish dictionary (`npx tsx bench/profanity.ts`,
 * /usr/share/dict/polish).
 */
export const WHITELIST: readonly string[] = [
  // Look-alikes that must stay clean (most are already missed by the patterns; kept as guards).
  "sukces",
  "szukam",
  "kurtka",
  "skurcz",
  "kurczak",
  "Kutno",
  "szmaragd",
  "dziwak",
  "zapiera dech",
  "chuligan",
  "huśtawka",
  // kutas: 2nd person of (o|za|roz|wy)kutać, "to wrap up".
  "kutasz",
  // kurew: the surname Kokurewicz.
  "Kokurewicz",
  // cip: the antibiotic.
  "ciprofloksacyn",
  // dup: duplikat, dupleks, duplet, zduplikować.
  "dupl",
  "zdupl",
  // dup: DuPont, the Roman coin, the photographic "duplicate positive/negative".
  "DuPont",
  "DuPonc",
  "dupondius",
  "duppozytyw",
  "dupnegatyw",
  // sra: declensions of the lighting brand OSRAM; "osram", "osramy" are also vulgar verb forms
  // (osrać) and stay flagged.
  "Osrama",
  "Osramie",
  "Osramem",
  "Osramom",
  "Osramowi",
  "Osramów",
  // szcza: the village Szczaniec (Szczańca, szczaniecki) and the surname Oszczak.
  "Szczaniec",
  "Szczańc",
  "Oszczak",
  // rucha: ruch (movement) in the plural, and the archaic "ruchawy" (lively), "ruchawka" (revolt).
  "ruchach",
  "ruchami",
  "ruchaw",
  // ciulow: the surname Ciuła in the plural ("Ciułów" stays flagged: it is also "ciulów").
  "Ciułowie",
  // fiut: the surname Fiutak.
  "Fiutak",
  // shit: the mushroom, the Japanese company, the Japanese tea room.
  "shiitake",
  "Matsushit",
  "chashitsu",
  // jeb: the English name Jebediah (Jebediah Kerman of Kerbal Space Program).
  "Jebediah",
  // cip: English "cipher" (Polish writes "szyfr", but it shows up in nicknames).
  "cipher",
];

/**
 * Words that contain a pattern of obscenity's English dataset (`english.ts`) and are not vulgar,
 * in Polish above all: the English list knows no Polish. Same rules as `WHITELIST` (a match lying
 * entirely inside an entry is ignored; keep entries long), written as people type them; obscenity's
 * own English whitelist ("assess", "cockney", "Dickens", "analog") applies as well.
 */
export const ENGLISH_WHITELIST: readonly string[] = [
  // anal: analiza, analityk, analfabeta; "przeanalizować", "zanalizować", "nieanalityczny" meet the
  // dataset's "eanal", "zanal"; kanał, kanalizacja meet "kanal" (the dataset's "k" + "anal").
  "analiz",
  "analit",
  "analfabet",
  "eanaliz",
  "eanalit",
  "zanaliz",
  "kanał",
  // bestiality: bestialski, bestialstwo (brutal, brutality).
  "bestialsk",
  "bestialstw",
  // chink: Chinka (a Chinese woman) in its cases.
  "Chinka",
  "Chinki",
  "Chinkę",
  "Chinko",
  // fag: fagot (bassoon), fagocyt; fagas (colloquial "bloke").
  "fagot",
  "fagocyt",
  "fagas",
  // cum: cuma, cumować (a ship's mooring line); Latin honours of a student's diploma; cumin.
  "cuma",
  "cumy",
  "cumie",
  "cumow",
  "cum laude",
  "cumin",
  // fuck ("|fuk"): fuks (a fluke), fukać (to snap at).
  "fuks",
  "fuka",
  // abo: the Polish dialect's "albo" ("or").
  "abo",
  // semen: the surname Semeniuk.
  "Semeniuk",
  // cock ("|cockp"): cockpit.
  "cockpit",
  // dick: the surname Dickinson.
  "Dickinson",
];
