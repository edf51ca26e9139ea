/**
 * The organising team's group picture, 1600×900: everyone in two rows in front of a festival
 * backdrop, under the festival's name and "ZESPÓŁ ORGANIZACYJNY <year>" from the edition.
 */
import type { Edition } from "#content-layer/schema";
import { confetti, stars } from "../kit/ornaments";
import { C } from "../kit/palette";
import { Rng } from "../kit/random";
import { n, svgDocument, text } from "../kit/svg";
import { fitText, measureText } from "../kit/text-fit";
import { bust, lookFor, type Person } from "../scenes/team-avatar";

/** Room for the lettering: the canvas less a margin each side. */
const LETTERING_WIDTH = 1400;

/**
 * One row of busts centred on the picture. Up to eight people stand `spread` apart; a longer
 * row closes up to stay within the edges and shrinks in step, so neighbours overlap no more.
 */
function row(
  rng: Rng,
  people: readonly Person[],
  y: number,
  scale: number,
  spread: number,
): string {
  const gap = Math.min(spread, (spread * 7) / Math.max(1, people.length - 1));
  const size = Number(((scale * gap) / spread).toFixed(3));
  return people
    .map((member, i) => {
      const x = 800 + (i - (people.length - 1) / 2) * gap + rng.range(-10, 10);
      return bust(lookFor(member), `translate(${n(x)} ${n(y + rng.range(-8, 8))}) scale(${size})`);
    })
    .join("");
}

/**
 * Letter spacing grows with the size, so a long name shrinks as a whole to fit. Returns the SVG
 * and how wide the line is drawn, so ornaments can keep clear of it.
 */
async function caption(
  x: number,
  y: number,
  value: string,
  style: { max: number; spacing: number; fill: string; weight: 400 | 700 },
): Promise<{ svg: string; width: number }> {
  const spacingEm = style.spacing / style.max;
  const size = await fitText(value, LETTERING_WIDTH, style.max, style.weight, spacingEm);
  const width =
    (await measureText(value, size, style.weight)) + size * spacingEm * [...value].length;
  const svg = text(x, y, value, {
    size,
    fill: style.fill,
    anchor: "middle",
    spacing: size * spacingEm,
    weight: style.weight,
  });
  return { svg, width };
}

/** `seed` is the picture's path (team/zespol.jpg). */
export async function teamGroupPicture(
  edition: Pick<Edition, "name" | "year">,
  members: readonly Person[],
  seed: string,
): Promise<string> {
  const rng = new Rng(seed);
  const half = Math.ceil(members.length / 2);
  const backRow = members.slice(half);
  const frontRow = members.slice(0, half);
  const garland = Array.from({ length: 24 }, (_, i) => {
    const x = 40 + i * 66;
    const y = 60 + Math.sin((i / 23) * Math.PI) * 40;
    return `<path d="M${n(x - 22)} ${n(y)}L${n(x + 22)} ${n(y)}L${n(x)} ${n(y + 44)}Z" fill="${[C.coral, C.gold, C.aqua, C.cream][i % 4]}"/>`;
  }).join("");
  const title = await caption(800, 220, edition.name.toUpperCase(), {
    max: 96,
    spacing: 4,
    fill: C.gold,
    weight: 700,
  });
  const subtitle = await caption(800, 282, `ZESPÓŁ ORGANIZACYJNY ${edition.year}`, {
    max: 36,
    spacing: 10,
    fill: C.cream,
    weight: 400,
  });
  // Confetti stays in the margins beside the lettering: a piece over a letter reads as part of
  // it (a dot above an "I" read as "ORGANİZACYJNY").
  const clear = Math.max(title.width, subtitle.width) / 2 + 40;
  const leftEdge = Math.max(90, 800 - clear);
  const rightEdge = Math.min(1510, 800 + clear);
  return svgDocument(
    1600,
    900,
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.river}"/><stop offset="1" stop-color="${C.ink}"/></linearGradient></defs>` +
      `<rect width="1600" height="900" fill="url(#wall)"/>` +
      stars(rng, 60, [0, 0, 1600, 420], C.cream, [180, 120, 1420, 300]) +
      `<path d="M0 62Q800 140 1600 62" fill="none" stroke="${C.cream}" stroke-width="4"/>` +
      garland +
      title.svg +
      subtitle.svg +
      row(rng, backRow, 470, 0.62, 178) +
      row(rng, frontRow, 650, 0.72, 190) +
      confetti(rng, 14, [30, 110, leftEdge - 20, 330], [C.gold, C.coral, C.aqua, C.cream]) +
      confetti(rng, 14, [rightEdge, 110, 1570, 330], [C.gold, C.coral, C.aqua, C.cream]),
  );
}
