/**
 * Organisations' marks: a text logo per fictional organisation, 600×400 PNG with transparent
 * corners, drawn from its name alone (shape and colours are seeded by its short name).
 */
import type { Organisation } from "#content-layer/schema";
import { regularPolygon, star } from "../kit/geometry";
import { C } from "../kit/palette";
import { hashSeed, Rng } from "../kit/random";
import { n, svgDocument, text } from "../kit/svg";
import { fitLines, fitText } from "../kit/text-fit";

/** Generic nouns that open a name ("Kawiarnia", "Samorząd Studentów"): set small, above it. */
const DESCRIPTORS = new Set(
  (
    "samorząd studentów jm rektor kawiarnia rowery miejskie drukarnia piekarnia lodziarnia sklep " +
    "muzyczny księgarnia siłownia pizzeria radio portal studencki fundacja kultury studenckiej " +
    "stowarzyszenie absolwentów bank"
  ).split(" "),
);

function splitOrganisationName(name: string): { kicker: string; main: string; monogram: string } {
  const words = name.split(/\s+/);
  let cut = 0;
  while (cut < words.length - 1 && DESCRIPTORS.has((words[cut] ?? "").toLowerCase())) cut++;
  const main = words.slice(cut);
  const monogram = main
    .map((word) => word.replace(/^[„"”]+/, ""))
    .filter((word) => /^\p{Lu}/u.test(word))
    .map((word) => word[0] ?? "")
    .join("")
    .slice(0, 3);
  return {
    kicker: words.slice(0, cut).join(" ").toUpperCase(),
    main: main.join(" "),
    monogram: monogram || (main[0]?.[0] ?? "?").toUpperCase(),
  };
}

/** Plates never use the page colours (ink, cream), so every mark stands out on both. */
const LOGO_SCHEMES = [
  { plate: C.river, mark: C.cream, markText: C.river, text: C.cream, kicker: C.gold },
  { plate: C.coralDark, mark: C.gold, markText: C.coralDark, text: C.cream, kicker: C.gold },
  { plate: "#3b1d6e", mark: C.aqua, markText: "#3b1d6e", text: C.cream, kicker: C.aqua },
  { plate: "#0a4f57", mark: C.coral, markText: C.cream, text: C.cream, kicker: C.aqua },
  { plate: C.gold, mark: C.ink, markText: C.gold, text: C.ink, kicker: C.coralDark },
  { plate: C.aqua, mark: C.ink, markText: C.aqua, text: C.ink, kicker: "#0a4f57" },
  { plate: "#2e5fd1", mark: C.gold, markText: "#2e5fd1", text: C.cream, kicker: C.gold },
] as const;

type MarkShape = "circle" | "hexagon" | "square" | "shield" | "burst";

function markShape(shape: MarkShape, cx: number, cy: number, r: number, fill: string): string {
  switch (shape) {
    case "circle":
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
    case "hexagon":
      return `<path d="${regularPolygon(cx, cy, r * 1.08, 6, 0)}" fill="${fill}" stroke="${fill}" stroke-width="${n(r * 0.16)}" stroke-linejoin="round"/>`;
    case "square":
      return `<rect x="${n(cx - r * 0.92)}" y="${n(cy - r * 0.92)}" width="${n(r * 1.84)}" height="${n(r * 1.84)}" rx="${n(r * 0.36)}" fill="${fill}"/>`;
    case "shield":
      return `<path d="M${n(cx - r * 0.9)} ${n(cy - r * 0.95)}H${n(cx + r * 0.9)}V${n(cy + r * 0.05)}C${n(cx + r * 0.9)} ${n(cy + r * 0.6)} ${n(cx + r * 0.3)} ${n(cy + r * 0.9)} ${n(cx)} ${n(cy + r * 1.05)}C${n(cx - r * 0.3)} ${n(cy + r * 0.9)} ${n(cx - r * 0.9)} ${n(cy + r * 0.6)} ${n(cx - r * 0.9)} ${n(cy + r * 0.05)}Z" fill="${fill}"/>`;
    case "burst":
      return `<path d="${star(cx, cy, r * 1.05, r * 0.88, 14)}" fill="${fill}" stroke="${fill}" stroke-width="${n(r * 0.08)}" stroke-linejoin="round"/>`;
  }
}

export async function organisationLogo(organisation: Organisation): Promise<string> {
  const rng = new Rng(organisation.shortname);
  const scheme = LOGO_SCHEMES[hashSeed(organisation.name) % LOGO_SCHEMES.length] ?? LOGO_SCHEMES[0];
  const shape = rng.pick(["circle", "hexagon", "square", "shield", "burst"] as const);
  const { kicker, main, monogram } = splitOrganisationName(organisation.name);
  const stacked = rng.chance(0.35) && main.length <= 16;
  const parts: string[] = [];
  const monogramText = async (cx: number, cy: number, r: number) => {
    const size = await fitText(monogram, r * 1.35, r * 1.05);
    return text(cx, cy + size * 0.36, monogram, { size, fill: scheme.markText, anchor: "middle" });
  };
  if (stacked) {
    parts.push(`<rect x="60" y="14" width="480" height="372" rx="44" fill="${scheme.plate}"/>`);
    parts.push(markShape(shape, 300, 104, 66, scheme.mark));
    parts.push(await monogramText(300, 104, 66));
    const kickerSize = kicker ? await fitText(kicker, 400, 22, 700, 0.12) : 0;
    const { size, lines } = await fitLines(main, 420, 52, 1);
    const y = kicker ? 282 : 262;
    if (kicker)
      parts.push(
        text(300, y - size * 1.0, kicker, {
          size: kickerSize,
          fill: scheme.kicker,
          anchor: "middle",
          spacing: kickerSize * 0.12,
        }),
      );
    parts.push(
      text(300, y + size * 0.35, lines[0] ?? main, { size, fill: scheme.text, anchor: "middle" }),
    );
    parts.push(
      `<rect x="250" y="${n(y + size * 0.75)}" width="100" height="8" rx="4" fill="${scheme.mark}"/>`,
    );
  } else {
    const slant = rng.chance(0.3);
    const plate = slant
      ? `<path d="M44 64H592L556 336H8Z" fill="${scheme.plate}" stroke="${scheme.plate}" stroke-width="24" stroke-linejoin="round"/>`
      : `<rect x="8" y="64" width="584" height="272" rx="${rng.pick([36, 136])}" fill="${scheme.plate}"/>`;
    parts.push(plate);
    parts.push(markShape(shape, 140, 200, 94, scheme.mark));
    parts.push(await monogramText(140, 200, 94));
    const x = 262;
    const width = 300;
    const kickerLines = kicker ? await fitLines(kicker, width, 20, 2, 14) : { size: 0, lines: [] };
    const { size, lines } = await fitLines(main, width, 50, 3);
    const kickerHeight = kickerLines.lines.length * kickerLines.size * 1.3;
    const mainHeight = lines.length * size * 1.12;
    const top = 200 - (kickerHeight + (kicker ? 10 : 0) + mainHeight) / 2;
    kickerLines.lines.forEach((line, i) => {
      parts.push(
        text(x, top + kickerLines.size * (1 + i * 1.3), line, {
          size: kickerLines.size,
          fill: scheme.kicker,
          weight: 400,
        }),
      );
    });
    lines.forEach((line, i) => {
      const y = top + kickerHeight + (kicker ? 10 : 0) + size * (0.9 + i * 1.12);
      parts.push(text(x, y, line, { size, fill: scheme.text }));
    });
  }
  return svgDocument(600, 400, parts.join(""));
}
