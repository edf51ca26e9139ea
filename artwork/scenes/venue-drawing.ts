/**
 * The static drawing of the venue's surroundings, 1600×1000, shown before the visitor opts in to
 * the interactive map: streets, the river, a tram stop, both entrances, a north arrow.
 */
import type { Edition } from "#content-layer/schema";
import { C } from "../kit/palette";
import { Rng } from "../kit/random";
import { n, pt, svgDocument, text, type Pt } from "../kit/svg";
import { fitText } from "../kit/text-fit";
import { labelPlate, northArrow, pin, street } from "./map-kit";

/** The venue's street without the house number: "ul. Syrenia 1" → "ul. Syrenia". */
function streetName(edition: Edition): string {
  return edition.venue.streetAddress.replace(/\s+\d+\w*(\/\d+\w*)?$/, "");
}

/**
 * Entrance 1 is north-west of the stadium and entrance 2 south-east, as content/map.yaml's
 * markers place them. The street the venue stands on and the stop are named as the edition
 * names them (venue.streetAddress, venue.nearestStop); the other streets, the bridge and the
 * river are scenery.
 */
export async function venueDrawing(edition: Edition, seed: string): Promise<string> {
  const rng = new Rng(seed);
  const [W, H] = [1600, 1000];
  const [cx, cy, rx, ry] = [880, 560, 300, 200];
  const at = (deg: number): Pt => {
    const r = (deg * Math.PI) / 180;
    return [cx + Math.cos(r) * rx, cy + Math.sin(r) * ry];
  };
  const gate1 = at(-140);
  const gate2 = at(40);
  const tramStop: Pt = [640, 211];
  // The name under the stadium stays between the streets either side of it.
  const venueLabel = edition.venue.name.toUpperCase();
  const venueLabelSize = await fitText(venueLabel, 780, 34, 700, 3 / 34);
  const parts: string[] = [
    `<rect width="${W}" height="${H}" fill="#f4efe4"/>`,
    // parks
    `<path d="M300 0H520V240H300Z" fill="#cfe8c8"/><path d="M1180 760H1600V1000H1180Z" fill="#cfe8c8"/>`,
    `<path d="M300 760H640V1000H300Z" fill="#cfe8c8"/>`,
    Array.from({ length: 26 }, () => {
      const inPark = rng.pick([
        [300, 0, 520, 240],
        [1180, 760, 1600, 1000],
        [300, 760, 640, 1000],
      ] as const);
      return `<circle cx="${n(rng.range(inPark[0] + 20, inPark[2] - 20))}" cy="${n(rng.range(inPark[1] + 20, inPark[3] - 20))}" r="${n(rng.range(12, 22))}" fill="#9fd09a"/>`;
    }).join(""),
    // the Vistula along the west edge, and a bridge carrying the venue's street over it
    `<path d="M40 0C120 200 60 420 140 620C200 780 120 900 160 1000H-10V0Z" fill="#9fd3e6"/>`,
    `<path d="M40 0C120 200 60 420 140 620C200 780 120 900 160 1000" fill="none" stroke="#6fb5cf" stroke-width="4"/>`,
    text(60, 820, "Wisła", {
      size: 30,
      fill: "#2a6f8a",
      weight: 400,
      extra: `font-style="italic" transform="rotate(-80 60 820)"`,
    }),
    street("M0 220H1600", 56),
    street("M400 0V1000", 40),
    street("M1320 0V1000", 36),
    street("M400 880H1600", 34),
    street("M400 560H560", 26),
    // tram tracks along the venue's street
    `<path d="M0 204H1600M0 218H1600" stroke="#7d7467" stroke-width="3"/>`,
    `<path d="M0 211H1600" stroke="#7d7467" stroke-width="14" stroke-dasharray="3 17" opacity="0.6"/>`,
    // stadium: stands, pitch and roof ring
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx + 40}" ry="${ry + 40}" fill="#e4ddcf"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${C.ink2}"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx - 50}" ry="${ry - 44}" fill="#5aa469"/>`,
    `<rect x="${cx - 150}" y="${cy - 90}" width="300" height="180" fill="none" stroke="${C.cream}" stroke-width="4"/>`,
    `<path d="M${cx} ${cy - 90}V${cy + 90}" stroke="${C.cream}" stroke-width="4"/><circle cx="${cx}" cy="${cy}" r="34" fill="none" stroke="${C.cream}" stroke-width="4"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${C.gold}" stroke-width="6"/>`,
    // walking route from the tram stop to entrance 1
    `<path d="M${n(tramStop[0])} ${n(tramStop[1] + 40)}V320L${pt([gate1[0] - 6, gate1[1] - 8])}" fill="none" stroke="${C.coralDark}" stroke-width="6" stroke-dasharray="2 14" stroke-linecap="round"/>`,
    // parking
    `<rect x="1380" y="420" width="150" height="200" rx="10" fill="#dcd6ea"/>`,
    `<rect x="1420" y="480" width="70" height="70" rx="12" fill="#2e5fd1"/>`,
    text(1455, 537, "P", { size: 56, fill: C.cream, anchor: "middle" }),
  ];
  // street names
  parts.push(text(1000, 244, streetName(edition), { size: 22, fill: "#4a4438", weight: 400 }));
  parts.push(text(1000, 875, "ul. Flisacka", { size: 22, fill: "#4a4438", weight: 400 }));
  parts.push(
    text(408, 700, "al. Nadwiślańska", {
      size: 22,
      fill: "#4a4438",
      weight: 400,
      extra: `transform="rotate(90 408 700)"`,
    }),
  );
  parts.push(
    text(1328, 300, "ul. Rybacka", {
      size: 22,
      fill: "#4a4438",
      weight: 400,
      extra: `transform="rotate(90 1328 300)"`,
    }),
  );
  parts.push(text(170, 244, "Most Syreni", { size: 22, fill: "#4a4438", weight: 400 }));
  parts.push(
    text(cx, cy + ry + 80, venueLabel, {
      size: venueLabelSize,
      fill: C.ink,
      anchor: "middle",
      spacing: (venueLabelSize * 3) / 34,
    }),
  );
  // tram stop
  parts.push(
    `<rect x="${tramStop[0] - 30}" y="${tramStop[1] - 20}" width="60" height="40" rx="10" fill="${C.coralDark}" stroke="${C.cream}" stroke-width="4"/>`,
    `<rect x="${tramStop[0] - 20}" y="${tramStop[1] - 12}" width="40" height="14" rx="3" fill="${C.cream}"/>`,
    `<path d="M${tramStop[0] - 14} ${tramStop[1] + 20}l-8 10M${tramStop[0] + 14} ${tramStop[1] + 20}l8 10" stroke="${C.ink}" stroke-width="4"/>`,
  );
  parts.push(
    await labelPlate(
      tramStop[0],
      tramStop[1] - 62,
      `Przystanek ${edition.venue.nearestStop.kind} „${edition.venue.nearestStop.name}”`,
      22,
      C.ink,
      C.cream,
    ),
  );
  // entrances
  parts.push(pin(gate1[0], gate1[1], C.coralDark, "1"), pin(gate2[0], gate2[1], C.coralDark, "2"));
  parts.push(
    await labelPlate(gate1[0] - 140, gate1[1] - 40, "Wejście 1", 28, C.coralDark, C.cream),
  );
  parts.push(await labelPlate(gate2[0] + 70, gate2[1] + 50, "Wejście 2", 28, C.coralDark, C.cream));
  // title, north arrow, scale
  parts.push(
    `<rect x="880" y="906" width="690" height="84" rx="16" fill="${C.cream}" stroke="${C.ink}" stroke-width="3"/>`,
  );
  const title = `${edition.venue.name} — dojazd i wejścia`;
  const address = `${edition.venue.streetAddress}, ${edition.venue.postalCode} ${edition.venue.city}`;
  parts.push(text(904, 942, title, { size: await fitText(title, 642, 28), fill: C.ink }));
  parts.push(
    text(904, 974, address, {
      size: await fitText(address, 642, 22, 400),
      fill: C.ink,
      weight: 400,
    }),
  );
  parts.push(northArrow(1500, 110, 44));
  parts.push(
    `<path d="M460 970H620" stroke="${C.ink}" stroke-width="6"/><path d="M460 958V982M540 962V978M620 958V982" stroke="${C.ink}" stroke-width="4"/>`,
    text(460, 948, "0", { size: 18, fill: C.ink, anchor: "middle", weight: 400 }),
    text(620, 948, "200 m", { size: 18, fill: C.ink, anchor: "middle", weight: 400 }),
  );
  return svgDocument(W, H, parts.join(""));
}
