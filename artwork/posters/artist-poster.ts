/**
 * Artists' pictures: poster-style stage portraits, 1200×1500 (silhouettes, no faces). The look
 * follows keywords of the act's name, so the picture depends on the name alone (and the act's
 * place in the line-up, which picks the palette).
 */
import type { Artist } from "#content-layer/schema";
import { polygonPath } from "../kit/geometry";
import { beams, stars } from "../kit/ornaments";
import { C } from "../kit/palette";
import { Rng } from "../kit/random";
import { n, svgDocument, type Pt } from "../kit/svg";
import { drumKit, HAIRS, litPerformer, type PerformerStyle, type Pose } from "../scenes/people";

interface PosterPalette {
  sky: readonly [string, string];
  spot: string;
  accent: string;
  figure: string;
}

const POSTER_PALETTES: readonly PosterPalette[] = [
  { sky: [C.ink, "#4a1f78"], spot: C.coral, accent: C.gold, figure: C.ink },
  { sky: [C.ink, C.river], spot: C.aqua, accent: C.gold, figure: "#07102b" },
  { sky: ["#2a0f3d", C.coralDark], spot: C.gold, accent: C.aqua, figure: "#16061f" },
  { sky: ["#0b3d4a", C.river], spot: C.cream, accent: C.coral, figure: C.ink },
  { sky: [C.ink2, "#7a2a8f"], spot: "#ff5fa8", accent: C.aqua, figure: "#0d0a24" },
  { sky: ["#7a1f16", C.coral], spot: C.gold, accent: C.cream, figure: "#2b0b08" },
];

type Motif =
  "bolts" | "aurora" | "rays" | "rings" | "lighthouse" | "wind" | "birds" | "moon" | "notes";
type Formation = "solo" | "duo" | "band" | "dj" | "acoustic";

/** Keywords of the (fictional) artist names → a visual motif and a stage formation. */
function artistStyle(name: string, rng: Rng): { motif: Motif; formation: Formation } {
  const lower = name.toLowerCase();
  const motif: Motif = lower.includes("piorun")
    ? "bolts"
    : /zorza|mgła/.test(lower)
      ? "aurora"
      : /świt|brzask|kwadra/.test(lower)
        ? "rays"
        : lower.includes("pogłos")
          ? "rings"
          : lower.includes("latarnia")
            ? "lighthouse"
            : lower.includes("zefir")
              ? "wind"
              : lower.includes("woln")
                ? "birds"
                : /nocn|tramwaj/.test(lower)
                  ? "moon"
                  : /akusty/.test(lower)
                    ? "notes"
                    : rng.pick(["rays", "rings", "aurora", "birds"] as const);
  const formation: Formation = /\bdj\b/.test(lower)
    ? "dj"
    : /akusty/.test(lower)
      ? "acoustic"
      : /kolektyw|kwadra|tramwaj|latarnia/.test(lower)
        ? "band"
        : / i /.test(lower)
          ? "duo"
          : "solo";
  return { motif, formation };
}

function motifLayer(motif: Motif, rng: Rng, p: PosterPalette, cx: number, cy: number): string {
  switch (motif) {
    case "bolts":
      return [
        [220, 300, 1],
        [980, 380, -1],
        [160, 820, 1],
        [1040, 900, -1],
      ]
        .map(([x = 0, y = 0, dir = 1]) => {
          const s = rng.range(0.8, 1.2) * 110;
          const bolt: Pt[] = [
            [x, y - s * 1.6],
            [x + dir * s * 0.55, y - s * 1.6],
            [x + dir * s * 0.1, y - s * 0.2],
            [x + dir * s * 0.55, y - s * 0.2],
            [x - dir * s * 0.25, y + s * 1.7],
            [x + dir * s * 0.02, y + s * 0.25],
            [x - dir * s * 0.4, y + s * 0.25],
          ];
          return `<path d="${polygonPath(bolt)}" fill="${p.accent}"/>`;
        })
        .join("");
    case "aurora":
      return Array.from({ length: 4 }, (_, i) => {
        const y = 220 + i * 120;
        const d = `M-50 ${y}C300 ${y - 160} 600 ${y + 160} 1250 ${y - 60}L1250 ${y + 40}C600 ${y + 260} 300 ${y - 60} -50 ${y + 100}Z`;
        return `<path d="${d}" fill="${i % 2 ? C.aqua : p.spot}" opacity="${(0.3 - i * 0.05).toFixed(2)}"/>`;
      }).join("");
    case "rays":
      return Array.from({ length: 18 }, (_, i) => {
        const a0 = (i / 18) * Math.PI * 2;
        const a1 = a0 + Math.PI / 36;
        const far = 1400;
        return `<path d="${polygonPath([
          [cx, cy],
          [cx + Math.cos(a0) * far, cy + Math.sin(a0) * far],
          [cx + Math.cos(a1) * far, cy + Math.sin(a1) * far],
        ])}" fill="${p.spot}" opacity="0.22"/>`;
      }).join("");
    case "rings":
      return Array.from({ length: 7 }, (_, i) => {
        const r = 430 + i * 70;
        return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${i % 2 ? p.accent : p.spot}" stroke-width="${14 - i}" opacity="${(0.7 - i * 0.08).toFixed(2)}"/>`;
      }).join("");
    case "lighthouse":
      return (
        `<path d="${polygonPath([
          [cx, 120],
          [-200, 40],
          [-200, 420],
        ])}" fill="${p.accent}" opacity="0.25"/>` +
        `<path d="${polygonPath([
          [cx, 120],
          [1400, 60],
          [1400, 460],
        ])}" fill="${p.accent}" opacity="0.25"/>` +
        `<circle cx="${cx}" cy="120" r="46" fill="${p.accent}"/>`
      );
    case "wind":
      return Array.from({ length: 6 }, (_, i) => {
        const y = 200 + i * 150 + rng.range(-30, 30);
        const x = i % 2 ? 80 : 520;
        const len = rng.range(320, 520);
        return `<path d="M${n(x)} ${n(y)}H${n(x + len)}a60 60 0 1 0 -60 -60" fill="none" stroke="${i % 2 ? p.accent : p.spot}" stroke-width="16" stroke-linecap="round" opacity="0.7"/>`;
      }).join("");
    case "birds":
      return Array.from({ length: 9 }, () => {
        const x = rng.range(120, 1080);
        const y = rng.range(180, 560);
        const s = rng.range(24, 56);
        return `<path d="M${n(x - s)} ${n(y - s * 0.3)}Q${n(x - s * 0.4)} ${n(y - s * 0.6)} ${n(x)} ${n(y)}Q${n(x + s * 0.4)} ${n(y - s * 0.6)} ${n(x + s)} ${n(y - s * 0.3)}" fill="none" stroke="${p.accent}" stroke-width="${n(s * 0.22)}" stroke-linecap="round"/>`;
      }).join("");
    case "moon":
      return (
        `<circle cx="930" cy="300" r="120" fill="${p.accent}"/><circle cx="880" cy="260" r="110" fill="${p.sky[0]}"/>` +
        stars(rng, 60, [40, 40, 1160, 700], C.cream) +
        `<path d="M-20 190L1220 40M-20 230L1220 80" stroke="${C.cream}" stroke-width="4" opacity="0.35"/>`
      );
    case "notes":
      return Array.from({ length: 8 }, () => {
        const x = rng.range(120, 1080);
        const y = rng.range(220, 700);
        const s = rng.range(30, 60);
        return (
          `<g fill="${p.accent}" opacity="0.85" transform="rotate(${n(rng.range(-18, 18))} ${n(x)} ${n(y)})">` +
          `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 0.62)}" ry="${n(s * 0.45)}" transform="rotate(-20 ${n(x)} ${n(y)})"/>` +
          `<rect x="${n(x + s * 0.45)}" y="${n(y - s * 2.4)}" width="${n(s * 0.16)}" height="${n(s * 2.4)}"/>` +
          `<path d="M${n(x + s * 0.6)} ${n(y - s * 2.4)}q${n(s * 0.9)} ${n(s * 0.4)} ${n(s * 0.6)} ${n(s * 1.3)}q0 ${n(-s * 0.6)} ${n(-s * 0.6)} ${n(-s * 0.8)}Z"/>` +
          `</g>`
        );
      }).join("");
  }
}

function formationLayer(formation: Formation, rng: Rng, p: PosterPalette, base: number): string {
  const who = (pose: Pose): PerformerStyle => ({
    pose,
    fill: p.figure,
    accent: p.accent,
    hair: rng.pick(HAIRS),
  });
  const rim = p.spot;
  switch (formation) {
    case "solo":
      return litPerformer(600, base, 900, who(rng.pick(["mic", "armsUp", "wave"] as const)), rim);
    case "duo":
      return (
        litPerformer(410, base, 780, who("mic"), rim) +
        litPerformer(810, base - 10, 740, who(rng.pick(["guitar", "wave"] as const)), rim)
      );
    case "dj":
      return litPerformer(600, base, 880, who("dj"), rim);
    case "acoustic":
      return (
        litPerformer(300, base - 20, 620, who("guitar"), rim) +
        litPerformer(900, base - 20, 620, who("guitar"), rim) +
        litPerformer(600, base, 720, who("mic"), rim)
      );
    case "band":
      return (
        litPerformer(600, base - 250, 440, who("armsUp"), rim) +
        drumKit(600, base - 250, 320, p.figure, p.accent) +
        litPerformer(270, base - 10, 660, who("guitar"), rim) +
        litPerformer(935, base - 10, 640, who(rng.pick(["keys", "guitar"] as const)), rim) +
        litPerformer(600, base, 780, who(rng.pick(["mic", "wave"] as const)), rim)
      );
  }
}

/**
 * An artist's stage portrait, 1200×1500 (4:5). The small 1:1 picture is the same scene seen
 * through a centred square viewBox, so both sizes show the same act.
 */
export function artistPoster(artist: Artist, index: number, file: string, square: boolean): string {
  const rng = new Rng(artist.name);
  const p = POSTER_PALETTES[index % POSTER_PALETTES.length] ?? POSTER_PALETTES[0]!;
  const { motif, formation } = artistStyle(artist.name, rng);
  const [cx, cy] = [600, 620];
  const base = 1250;
  const id = file.replace(/[^a-z0-9]/g, "");
  const defs =
    `<defs><linearGradient id="${id}-sky" x1="0" y1="0" x2="0.3" y2="1">` +
    `<stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>` +
    `<radialGradient id="${id}-spot"><stop offset="0" stop-color="${C.white}" stop-opacity="0.9"/>` +
    `<stop offset="0.35" stop-color="${p.spot}"/><stop offset="1" stop-color="${p.spot}" stop-opacity="0.85"/></radialGradient>` +
    `<pattern id="${id}-dots" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="rotate(30)">` +
    `<circle cx="14" cy="14" r="4" fill="${p.accent}"/></pattern>` +
    `<linearGradient id="${id}-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.figure}" stop-opacity="0.6"/>` +
    `<stop offset="1" stop-color="${p.figure}"/></linearGradient></defs>`;
  const spotR = 400 + rng.range(-20, 40);
  const lights: Pt[] = [0, 1, 2, 3, 4].map((i): Pt => [120 + i * 240, -20]);
  const targets: Pt[] = lights.map(([x]): Pt => [cx + (x - cx) * 0.35 + rng.range(-60, 60), base]);
  const body =
    defs +
    `<rect width="1200" height="1500" fill="url(#${id}-sky)"/>` +
    `<rect width="1200" height="1500" fill="url(#${id}-dots)" opacity="0.1"/>` +
    motifLayer(motif, rng, p, cx, cy) +
    `<circle cx="${cx}" cy="${cy}" r="${n(spotR)}" fill="url(#${id}-spot)"/>` +
    beams(`${id}-beam`, lights, targets, p.spot, 150, 0.45) +
    lights
      .map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y + 30)}" r="22" fill="${C.cream}"/>`)
      .join("") +
    `<rect y="${base - 20}" width="1200" height="${1500 - base + 20}" fill="url(#${id}-floor)"/>` +
    `<rect y="${base - 20}" width="1200" height="8" fill="${p.accent}" opacity="0.8"/>` +
    formationLayer(formation, rng, p, base);
  return square ? svgDocument(600, 600, body, "0 200 1200 1200") : svgDocument(1200, 1500, body);
}
