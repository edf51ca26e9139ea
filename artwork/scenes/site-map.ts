/**
 * The plan of the festival grounds, 1600×1100, with Polish labels (the About page's site map).
 * The zones are drawn as they are; only the title line comes from the edition. Without its
 * symbols it is the site plan's background (content/site-plan.yaml): the page draws the points
 * itself, from the content (app/features/site-plan/README.md).
 */
import type { Edition } from "#content-layer/schema";
import { C } from "../kit/palette";
import { Rng } from "../kit/random";
import { n, svgDocument, text } from "../kit/svg";
import { fitText, measureText } from "../kit/text-fit";
import { icon, labelPlate, northArrow } from "./map-kit";

/** Plan of the festival grounds, 1600×1100, Polish labels; `symbols: false` leaves out the points' icons and their legend. */
export async function siteMap(
  edition: Edition,
  seed: string,
  { symbols = true }: { symbols?: boolean } = {},
): Promise<string> {
  const rng = new Rng(seed);
  const [W, H] = [1600, 1100];
  const grass = "#cfe8c8";
  const pathColour = "#f3e6c9";
  const trees = (box: [number, number, number, number], count: number) =>
    Array.from({ length: count }, () => {
      const x = rng.range(box[0], box[2]);
      const y = rng.range(box[1], box[3]);
      const r = rng.range(14, 24);
      return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#4fae7a" stroke="#2f7d5b" stroke-width="3"/>`;
    }).join("");
  const foodTruck = (x: number, y: number, colour: string) =>
    `<rect x="${x}" y="${y}" width="96" height="52" rx="10" fill="${colour}" stroke="${C.ink}" stroke-width="4"/>` +
    `<rect x="${x + 12}" y="${y + 10}" width="44" height="18" rx="4" fill="${C.cream}"/>` +
    `<circle cx="${x + 22}" cy="${y + 54}" r="9" fill="${C.ink}"/><circle cx="${x + 74}" cy="${y + 54}" r="9" fill="${C.ink}"/>`;
  const tent = (x: number, y: number, colour: string) =>
    `<rect x="${x}" y="${y}" width="80" height="80" fill="${colour}" stroke="${C.ink}" stroke-width="4"/>` +
    `<path d="M${x} ${y}L${x + 80} ${y + 80}M${x + 80} ${y}L${x} ${y + 80}" stroke="${C.ink}" stroke-width="3" opacity="0.5"/>`;
  const obstacles = Array.from({ length: 7 }, (_, i) => {
    const x = 1130 + (i % 2) * 250 + rng.range(-10, 10);
    const y = 630 + i * 46;
    return `<rect x="${n(x)}" y="${n(y)}" width="56" height="16" rx="4" fill="${C.coral}" stroke="${C.ink}" stroke-width="3"/>`;
  }).join("");
  const parts = [
    `<rect width="${W}" height="${H}" fill="${C.cream}"/>`,
    `<rect x="70" y="120" width="1460" height="940" rx="40" fill="${grass}"/>`,
    `<rect x="70" y="120" width="1460" height="940" rx="40" fill="none" stroke="${C.ink}" stroke-width="6" stroke-dasharray="18 12"/>`,
    // paths between the gates, stages and zones
    `<path d="M70 200H600M800 560V680M300 560V640H1500V1000M600 200V560H1000V200M1000 380H1240" fill="none" stroke="${pathColour}" stroke-width="46" stroke-linejoin="round"/>`,
    // main stage and the audience area (płyta)
    `<path d="M600 260H1000L1060 600H540Z" fill="#f5e3b8" stroke="${C.ink}" stroke-width="4"/>`,
    text(800, 520, "PŁYTA", { size: 26, fill: C.ink, anchor: "middle", spacing: 6, weight: 400 }),
    `<rect x="770" y="420" width="60" height="40" fill="${C.ink2}"/>`,
    text(800, 480, "FOH", { size: 16, fill: C.ink, anchor: "middle", weight: 400 }),
    `<rect x="600" y="150" width="400" height="110" rx="12" fill="${C.ink}"/>`,
    `<rect x="600" y="248" width="400" height="12" fill="${C.coral}"/>`,
    text(800, 216, "SCENA GŁÓWNA", { size: 38, fill: C.gold, anchor: "middle" }),
    // student stage
    `<rect x="1240" y="330" width="230" height="90" rx="12" fill="${C.river}"/>`,
    `<rect x="1240" y="330" width="12" height="90" fill="${C.gold}"/>`,
    text(1360, 368, "SCENA", { size: 26, fill: C.cream, anchor: "middle" }),
    text(1360, 402, "STUDENCKA", { size: 26, fill: C.cream, anchor: "middle" }),
    // gastro zone
    `<rect x="110" y="250" width="400" height="290" rx="24" fill="#ffe3b0" stroke="${C.ink}" stroke-width="4"/>`,
    foodTruck(140, 290, C.coral) + foodTruck(260, 290, C.gold) + foodTruck(380, 290, C.aqua),
    Array.from(
      { length: 6 },
      (_, i) =>
        `<rect x="${150 + (i % 3) * 115}" y="${400 + Math.floor(i / 3) * 56}" width="80" height="30" rx="6" fill="${C.cream}" stroke="${C.ink}" stroke-width="3"/>`,
    ).join(""),
    // chill zone
    `<rect x="110" y="690" width="420" height="330" rx="24" fill="#b7dfc0" stroke="${C.ink}" stroke-width="4"/>`,
    trees([140, 720, 500, 840], 9),
    Array.from(
      { length: 4 },
      (_, i) =>
        `<path d="M${160 + i * 90} 900q30 26 60 0" fill="none" stroke="${C.coral}" stroke-width="8" stroke-linecap="round"/>`,
    ).join(""),
    // partner zone
    `<rect x="590" y="720" width="440" height="300" rx="24" fill="#e3dcff" stroke="${C.ink}" stroke-width="4"/>`,
    [0, 1, 2, 3]
      .map((i) => tent(620 + i * 100, 760, [C.gold, C.aqua, C.coral, "#c9b8ff"][i] ?? C.gold))
      .join(""),
    // Runmageddon obstacle course
    `<rect x="1090" y="580" width="400" height="380" rx="24" fill="#ffd6cf" stroke="${C.ink}" stroke-width="4"/>`,
    `<path d="M1130 630L1420 680L1150 730L1420 790L1150 840L1420 890L1180 930" fill="none" stroke="#a86a31" stroke-width="16" stroke-linejoin="round" stroke-dasharray="2 0"/>`,
    obstacles,
    // entrances
    `<path d="M20 200H120" stroke="${C.coralDark}" stroke-width="14" stroke-linecap="round"/><path d="M110 180L140 200L110 220Z" fill="${C.coralDark}"/>`,
    `<path d="M1580 1000H1480" stroke="${C.coralDark}" stroke-width="14" stroke-linecap="round"/><path d="M1490 980L1460 1000L1490 1020Z" fill="${C.coralDark}"/>`,
  ];
  parts.push(await labelPlate(310, 218, "STREFA GASTRO", 30, C.ink, C.cream));
  parts.push(await labelPlate(320, 980, "STREFA CHILL", 30, C.ink, C.cream));
  parts.push(await labelPlate(810, 930, "STREFA PARTNERÓW", 30, C.ink, C.cream));
  parts.push(
    await labelPlate(1290, 600, "RUNMAGEDDON", 28, C.ink, C.cream, { sub: "tor przeszkód" }),
  );
  parts.push(await labelPlate(190, 150, "WEJŚCIE 1", 30, C.coralDark, C.cream));
  parts.push(await labelPlate(1400, 1040, "WEJŚCIE 2", 30, C.coralDark, C.cream));
  if (symbols) {
    parts.push(icon("wc", 560, 640), icon("wc", 1060, 640), icon("wc", 1050, 1040));
    parts.push(
      icon("medic", 1180, 470),
      icon("info", 150, 600),
      icon("water", 560, 300),
      icon("water", 1190, 540),
    );
  }
  // title and legend
  const titleWidth = await measureText("PLAN TERENU", 48);
  parts.push(text(70, 78, "PLAN TERENU", { size: 48, fill: C.ink }));
  // The edition's line runs up to the north arrow, and shrinks rather than reach it.
  const subtitle = `${edition.name} ${edition.year} · ${edition.venue.name}`;
  const subtitleX = 70 + titleWidth + 28;
  const subtitleSize = await fitText(subtitle, 1460 - subtitleX, 26, 400);
  parts.push(text(subtitleX, 78, subtitle, { size: subtitleSize, fill: C.ink, weight: 400 }));
  const legend = [
    ["wc", "Toalety"],
    ["medic", "Punkt medyczny"],
    ["info", "Punkt informacyjny"],
    ["water", "Woda pitna"],
  ] as const;
  if (symbols) {
    parts.push(
      `<rect x="1036" y="140" width="474" height="116" rx="16" fill="${C.cream}" stroke="${C.ink}" stroke-width="3"/>`,
    );
    legend.forEach(([kind, label], i) => {
      const x = 1062 + (i % 2) * 250;
      const y = 175 + Math.floor(i / 2) * 50;
      parts.push(
        icon(kind, x, y, 18),
        text(x + 28, y + 8, label, { size: 20, fill: C.ink, weight: 400 }),
      );
    });
  }
  parts.push(northArrow(1520, 60, 34));
  return svgDocument(W, H, parts.join(""));
}
