/**
 * The main-stage line-up poster, 1200×1500: the festival's name and year, one block per day of
 * the edition (posters/lineup-layout.ts places them) and the venue at the foot.
 */
import { calendarDate } from "#core/dates/calendar-date";
import { polishDates } from "#core/dates/polish-words";
import type { Edition } from "#content-layer/schema";
import { wavesPath } from "../kit/geometry";
import { beams, stars } from "../kit/ornaments";
import { C } from "../kit/palette";
import { Rng } from "../kit/random";
import { n, svgDocument, text } from "../kit/svg";
import { fitText } from "../kit/text-fit";
import { monogramPaths } from "../logos/favicon";
import { layoutLineup, type PosterDay, type PosterItem } from "./lineup-layout";

/** What the poster paints: the facts that make it be redrawn when they change. */
export function lineupPosterFacts(edition: Edition) {
  const days: PosterDay[] = edition.days.map((day) => ({
    // "PIĄTEK 16.05"
    label: polishDates.weekdayAndDayDotMonth(calendarDate(day.date)).toUpperCase(),
    main: day.lineup
      .filter((group) => group.header === undefined)
      .flatMap((group) => group.acts.map((act) => act.name.toUpperCase())),
    extras: day.lineup.flatMap((group) =>
      group.header === undefined
        ? []
        : [{ header: group.header, acts: group.acts.map((act) => act.name.toUpperCase()) }],
    ),
  }));
  return {
    name: edition.name.toUpperCase(),
    subtitle: `${edition.year} · SCENA GŁÓWNA`,
    days,
    venue: `${edition.venue.name.toUpperCase()} · ${edition.venue.city.toUpperCase()}`,
  };
}

function drawItem(item: PosterItem): string {
  switch (item.kind) {
    case "pill":
      // The pill's top is written unrounded, as it always was, so existing posters stay the same.
      return (
        `<rect x="${n(item.x)}" y="${item.y}" width="${n(item.width)}" height="${n(item.height)}" rx="${n(item.height / 2)}" fill="${C.coral}"/>` +
        text(item.cx, item.textY, item.label, {
          size: item.size,
          fill: C.ink,
          anchor: "middle",
        })
      );
    case "name":
      return text(item.x, item.y, item.value, {
        size: item.size,
        fill: item.lead ? C.gold : C.cream,
        anchor: "middle",
      });
    case "header":
      return text(item.x, item.y, item.value, {
        size: item.size,
        fill: C.aqua,
        anchor: "middle",
        spacing: item.size / 6,
      });
    case "extra":
      return text(item.x, item.y, item.value, { size: item.size, fill: C.cream, anchor: "middle" });
  }
}

/** `seed` is the poster's path (site/main-stage-lineup.jpg). */
export async function lineupPoster(
  facts: ReturnType<typeof lineupPosterFacts>,
  seed: string,
): Promise<string> {
  const rng = new Rng(seed);
  const [W, H] = [1200, 1500];
  const parts: string[] = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#050a22"/>` +
      `<stop offset="0.7" stop-color="${C.ink}"/><stop offset="1" stop-color="${C.river}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    // Stars only in the margins, so none lands on a name.
    stars(rng, 45, [0, 200, 150, 1300], C.cream),
    stars(rng, 45, [1050, 200, W, 1300], C.cream),
    beams(
      "beam",
      [
        [150, -20],
        [450, -20],
        [750, -20],
        [1050, -20],
      ],
      [
        [300, 520],
        [520, 560],
        [680, 560],
        [900, 520],
      ],
      C.aqua,
      120,
      0.22,
    ),
    `<path d="${wavesPath(1390, W, 18, 140)}V${H + 10}H-10Z" fill="${C.river}"/>`,
    `<path d="${wavesPath(1430, W, 14, 110, 40)}V${H + 10}H-10Z" fill="${C.ink}"/>`,
    `<g transform="translate(60 60) scale(2.2)">${monogramPaths()}</g>`,
    text(190, 120, facts.name, { size: await fitText(facts.name, 800, 64), fill: C.cream }),
    text(192, 170, facts.subtitle, {
      size: await fitText(facts.subtitle, 800, 34, 700, 4 / 34),
      fill: C.aqua,
      spacing: 4,
    }),
  ];
  const layout = await layoutLineup(facts.days);
  for (const block of layout.blocks) parts.push(...block.items.map(drawItem));
  const venueSize = await fitText(facts.venue, 1040, 34, 400, 6 / 34);
  parts.push(
    text(600, 1320, facts.venue, {
      size: venueSize,
      fill: C.cream,
      anchor: "middle",
      spacing: (venueSize * 6) / 34,
      weight: 400,
    }),
  );
  return svgDocument(W, H, parts.join(""));
}
