/**
 * The Open Graph image, 1200×630: the festival's name, its dates and its venue beside a glowing
 * Syrenka. Every word on it comes from the edition (docs/new-edition.md).
 */
import { calendarDate } from "#core/dates/calendar-date";
import { polishDates } from "#core/dates/polish-words";
import type { Edition } from "#content-layer/schema";
import { wavesPath } from "../kit/geometry";
import { skyBeams, stars } from "../kit/ornaments";
import { C } from "../kit/palette";
import { Rng } from "../kit/random";
import { svgDocument, text } from "../kit/svg";
import { fitText, measureText } from "../kit/text-fit";
import { mermaid, MERMAID_COLOURS } from "../scenes/mermaid";

/** Room for the lettering, left of the mermaid. */
const TEXT_WIDTH = 640;

/** What the share image paints: the facts that make it be redrawn when they change. */
export function shareImageFacts(edition: Edition) {
  const first = edition.days[0]?.date ?? `${edition.year}-01-01`;
  const last = edition.days.at(-1)?.date ?? first;
  return {
    name: edition.name.toUpperCase(),
    dates: polishDates.dateRange(calendarDate(first), calendarDate(last)).toUpperCase(),
    place: edition.venue.name.toUpperCase(),
  };
}

/**
 * The name on two lines ("JUWENALIA" / "SYRENKI"): split between words where the longer line is
 * shortest, so both can be set large. A one-word name stays on one line.
 */
async function titleLines(name: string): Promise<[string, string]> {
  const words = name.split(/\s+/);
  let best: [string, string] = [name, ""];
  let bestWidth = Number.POSITIVE_INFINITY;
  for (let cut = 1; cut < words.length; cut++) {
    const lines: [string, string] = [words.slice(0, cut).join(" "), words.slice(cut).join(" ")];
    const widest = Math.max(await measureText(lines[0], 100), await measureText(lines[1], 100));
    if (widest < bestWidth) [best, bestWidth] = [lines, widest];
  }
  return best;
}

export async function shareImage(facts: ReturnType<typeof shareImageFacts>): Promise<string> {
  const rng = new Rng("site/share.jpg");
  const [W, H] = [1200, 630];
  const [title1, title2] = await titleLines(facts.name);
  const titleSize = Math.min(
    await fitText(title1, TEXT_WIDTH, 110),
    title2 ? await fitText(title2, TEXT_WIDTH, 110) : 110,
  );
  const datesSize = await fitText(facts.dates, TEXT_WIDTH, 46);
  const placeSize = await fitText(facts.place, TEXT_WIDTH, 34, 400, 6 / 34);
  return svgDocument(
    W,
    H,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="#050a22"/>` +
      `<stop offset="1" stop-color="${C.river}"/></linearGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      stars(rng, 90, [0, 0, W, 420], C.cream) +
      skyBeams("beam", rng, [930, 560], 7, 640, [C.aqua, C.coral, C.gold]) +
      `<path d="${wavesPath(560, W, 14, 120)}V${H + 10}H-10Z" fill="${C.ink}"/>` +
      `<path d="${wavesPath(590, W, 12, 100, 30)}V${H + 10}H-10Z" fill="${C.river}" opacity="0.8"/>` +
      `<g transform="translate(640 40) scale(0.56)">${mermaid(MERMAID_COLOURS, "", "share")}</g>` +
      `<rect x="70" y="96" width="120" height="10" rx="5" fill="${C.coral}"/>` +
      text(66, 96 + 20 + titleSize * 0.92, title1, { size: titleSize, fill: C.cream }) +
      (title2
        ? text(66, 96 + 20 + titleSize * 1.92, title2, { size: titleSize, fill: C.gold })
        : "") +
      text(70, 430, facts.dates, { size: datesSize, fill: C.aqua }) +
      text(70, 490, facts.place, {
        size: placeSize,
        fill: C.cream,
        weight: 400,
        spacing: (placeSize * 6) / 34,
      }),
  );
}
