import { hasForbiddenCharacters } from "#core/message-rules";

/**
 * The traffic of `npm run bench:night` (docs/performance/night.md): who sends what and
 * when during a compressed stadium night. Pure and deterministic for a seed, so two runs play the
 * same night and the unit tests can hold it to its shape.
 */

/** What a planned message stands for; the moderators of the bench read it off the text. */
export type MessageKind = "unique" | "popular" | "flood" | "zalgo" | "link";

export interface PlannedMessage {
  /** When to send it, from the start of the night. */
  atMs: number;
  /** Which device sends it (0-based); a device sends its messages one after another. */
  device: number;
  author: string;
  message: string;
  kind: MessageKind;
}

export interface NightShape {
  seed: number;
  nightMs: number;
  submissions: number;
  devices: number;
  /** Share of the submissions that are copies of a few popular greetings. */
  popularShare: number;
  flooders: number;
  floodMessagesEach: number;
  zalgoMessages: number;
  linkMessages: number;
}

export const DEFAULT_NIGHT: NightShape = {
  seed: 17,
  nightMs: 210_000,
  submissions: 3000,
  devices: 1000,
  popularShare: 0.2,
  flooders: 3,
  floodMessagesEach: 40,
  zalgoMessages: 10,
  linkMessages: 30,
};

/** The headliner: from this share of the night to the next, messages come this much faster. */
export const HEADLINER = { from: 0.45, to: 0.7, intensity: 3 } as const;

/** mulberry32: a small seeded generator, plenty for traffic. Returns numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

/** Variants of each popular greeting; every variant of one greeting has the same duplicate key. */
export const POPULAR_GREETINGS: readonly (readonly string[])[] = [
  ["Sto lat!", "sto lat", "STO LAAAT!!!", "Sto  lat :)", "Stoo laat!"],
  ["Kochamy Syrenki!", "kochamy syrenki", "KOCHAMY SYRENKI!!!", "Kochamy, Syrenki :)"],
  ["Pozdrowienia z płyty!", "pozdrowienia z plyty", "POZDROWIENIA Z PŁYTY!!"],
  ["Dziękujemy za koncert!", "dziekujemy za koncert", "Dziękujemy  za koncert!!!"],
];

const FLOOD_TEXTS = [
  "Kocham was wszystkich na stadionie",
  "Najlepsza ekipa z drugiego piętra",
  "Zagrajcie jeszcze raz ten kawałek",
];
const FLOOD_TAILS = ["", "!", "!!!", " serio", " naprawdę", " :)", " :D", " ..."];

const LINK_TEXTS = [
  "Wbijajcie na www.syrenki-after.pl",
  "Bilety taniej na https://bilety-syrenki.example",
  "Zadzwoń do mnie 600 700 800",
  "Piszcie na numer 512 345 678",
];

// prettier-ignore
const WORDS = [
  "ekipa", "sektor", "płyta", "trybuna", "akademik", "koncert", "muzyka", "scena", "światła",
  "noc", "lato", "Syrenka", "Wisła", "Warszawa", "Mokotów", "Praga", "Żoliborz", "Ursynów",
  "studenci", "wydział", "fizyka", "prawo", "medycyna", "polibuda", "filologia", "chemia",
  "śpiewamy", "tańczymy", "skaczemy", "krzyczymy", "pozdrawiamy", "dziękujemy", "kochamy",
  "czekamy", "wracamy", "gramy", "bawimy", "głośno", "razem", "dalej", "rano", "wieczorem",
  "zielona", "niebieska", "czerwona", "złota", "wielka", "mała", "szczęśliwa", "zmęczona",
  "gitara", "perkusja", "bas", "wokal", "refren", "bis", "brawa", "oklaski", "fala", "konfetti",
  "kawa", "pizza", "lemoniada", "kanapka", "parasol", "bluza", "plecak", "czapka", "flaga",
  "balon", "gwiazda", "księżyc", "deszcz", "słońce", "wiatr", "most", "tramwaj", "metro",
];

// prettier-ignore
const AUTHORS = [
  "Ola", "Kuba", "Zuza", "Bartek", "Ania", "Michał", "Kasia", "Piotrek", "Ewa", "Tomek", "Magda",
  "Janek", "Ekipa z C", "Trzeci rok", "Sektor B", "Polibuda", "Fizycy", "Wydział Prawa",
];

/** Fisher–Yates, in place. */
function shuffle<T>(random: () => number, items: T[]): void {
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
}

/** A capitalised line of a few random words: no two of them collapse as near-duplicates. */
function uniqueText(random: () => number, used: Set<string>, length = 5): string {
  for (;;) {
    const words = Array.from({ length }, () => pick(random, WORDS));
    const text = `${words.join(" ")}!`;
    const capitalised = text.charAt(0).toLocaleUpperCase("pl") + text.slice(1);
    if (new Set(words).size === words.length && !used.has(capitalised)) {
      used.add(capitalised);
      return capitalised;
    }
  }
}

/**
 * `count` distinct texts of six words, none of them a text of the night (those have five), for
 * filling the queue before the panel is timed.
 */
export function distinctTexts(seed: number, count: number): string[] {
  const random = seededRandom(seed);
  const used = new Set<string>();
  return Array.from({ length: count }, () => uniqueText(random, used, 6));
}

/**
 * The combining diacritical marks (U+0300–U+036F) that are not refused as characters on their
 * own (code 76, e.g. the invisible grapheme joiner), so stacking them is refused for the stack.
 */
const STACKABLE_MARKS = Array.from({ length: 0x70 }, (_, index) =>
  String.fromCodePoint(0x300 + index),
).filter((mark) => !hasForbiddenCharacters(mark));

/** A greeting with every letter carrying stacked combining marks: the server refuses it (78). */
export function zalgoText(random: () => number): string {
  const marks = () => Array.from({ length: 8 }, () => pick(random, STACKABLE_MARKS)).join("");
  return Array.from("Witajcie Syrenki", (letter) => (letter === " " ? " " : letter + marks())).join(
    "",
  );
}

/** A moment of the night, denser during the headliner (inverse of the piecewise intensity). */
function momentOfNight(random: () => number, nightMs: number): number {
  const before = HEADLINER.from;
  const during = (HEADLINER.to - HEADLINER.from) * HEADLINER.intensity;
  const after = 1 - HEADLINER.to;
  let mass = random() * (before + during + after);
  let share: number;
  if (mass < before) share = mass;
  else if ((mass -= before) < during) share = HEADLINER.from + mass / HEADLINER.intensity;
  else share = HEADLINER.to + (mass - during);
  return Math.round(share * nightMs);
}

/**
 * The night: flooders are devices 0…flooders-1, the Zalgo sender the next one, everyone else a
 * visitor who sends at least one message. Sorted by time.
 */
export function planNight(shape: NightShape = DEFAULT_NIGHT): PlannedMessage[] {
  const random = seededRandom(shape.seed);
  const author = () => pick(random, AUTHORS);
  const plan: PlannedMessage[] = [];

  for (let flooder = 0; flooder < shape.flooders; flooder++) {
    const base = FLOOD_TEXTS[flooder % FLOOD_TEXTS.length]!;
    const name = author();
    // A flood starts somewhere in the first two thirds and sends a message every 300–600 ms.
    let at = Math.round(random() * shape.nightMs * 0.66);
    for (let index = 0; index < shape.floodMessagesEach; index++) {
      plan.push({
        atMs: at,
        device: flooder,
        author: name,
        message: base + pick(random, FLOOD_TAILS),
        kind: "flood",
      });
      at += 300 + Math.round(random() * 300);
    }
  }

  const zalgoDevice = shape.flooders;
  for (let index = 0; index < shape.zalgoMessages; index++) {
    plan.push({
      atMs: momentOfNight(random, shape.nightMs),
      device: zalgoDevice,
      author: "Z4lg0",
      message: zalgoText(random),
      kind: "zalgo",
    });
  }

  const firstVisitor = zalgoDevice + 1;
  const visitors = shape.devices - firstVisitor;
  const rest = shape.submissions - plan.length;
  if (visitors < 1 || rest < visitors)
    throw new Error("the night has fewer messages than visitors");
  const kinds: MessageKind[] = [
    ...Array<MessageKind>(Math.round(shape.submissions * shape.popularShare)).fill("popular"),
    ...Array<MessageKind>(shape.linkMessages).fill("link"),
  ];
  if (kinds.length > rest) throw new Error("more popular and link messages than visitors send");
  kinds.push(...Array<MessageKind>(rest - kinds.length).fill("unique"));
  shuffle(random, kinds);
  const used = new Set<string>();
  kinds.forEach((kind, index) => {
    // Every visitor sends once; the remaining messages go to visitors at random.
    const device = firstVisitor + (index < visitors ? index : Math.floor(random() * visitors));
    const message =
      kind === "popular"
        ? pick(random, pick(random, POPULAR_GREETINGS))
        : kind === "link"
          ? pick(random, LINK_TEXTS)
          : uniqueText(random, used);
    plan.push({
      atMs: momentOfNight(random, shape.nightMs),
      device,
      author: author(),
      message,
      kind,
    });
  });
  return plan.sort((a, b) => a.atMs - b.atMs || a.device - b.device);
}
