/**
 * Generates the festival's original artwork (`npm run assets`): every image the content files
 * reference, the site images, the favicon set and the gallery. Each picture is an SVG string
 * rendered by sharp (librsvg); nothing is downloaded or traced from existing artwork.
 *
 * Deterministic: every file draws from a PRNG seeded with its own path, so a re-run produces
 * byte-identical files. Existing files are kept (an organiser may have replaced a placeholder with
 * a real photo, and `npm run build` runs this script every time); pass `--force` to redraw all of
 * them, `--only=<substring>` to (re)draw only the paths that contain the substring.
 */
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { edition, lineup, organisations, sideEvents, team } from "../content";
import { GALLERY_YEARS_EXPECTED } from "../content/gallery";
import type { Artist, Organisation, TeamMember } from "../content";
import { SYRENKA_MARK } from "../app/components/logo";

const ROOT = path.resolve(import.meta.dirname, "..");
const GALLERY_PER_YEAR = 25;
const GALLERY_MAX_BYTES = 36 * 1024;

// ---------------------------------------------------------------------------------------------
// Palette (app/styles/tokens.css) and small helpers
// ---------------------------------------------------------------------------------------------

const C = {
  ink: "#0b1437",
  ink2: "#16224f",
  river: "#0e7c86",
  aqua: "#5ee0d6",
  coral: "#ff6b5a",
  coralDark: "#c2341f",
  gold: "#ffcf4a",
  cream: "#fff6e6",
  white: "#ffffff",
} as const;

/** DejaVu Sans first: it is installed in CI (fonts-dejavu-core) and has every Polish glyph. */
const FONT = "'DejaVu Sans', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

type Pt = readonly [number, number];

/** Formats a coordinate: one decimal keeps the SVG small and the output stable. */
const n = (value: number): string => (Math.round(value * 10) / 10).toString();
const pt = ([x, y]: Pt): string => `${n(x)} ${n(y)}`;

function escapeXml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/** FNV-1a: a stable 32-bit seed from a file name. */
function hashSeed(value: string): number {
  let hash = 0x811c9dc5;
  for (const char of value) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast and good enough for artwork. */
class Rng {
  private state: number;
  constructor(seed: string) {
    this.state = hashSeed(seed);
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick() from an empty list");
    return item;
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function rgbToHex(r: number, g: number, b: number): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Linear mix of two colours: t = 0 gives `a`, t = 1 gives `b`. */
function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = hexToRgb(a);
  const [br, bg, bb] = hexToRgb(b);
  return rgbToHex(ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t);
}

function svgDocument(width: number, height: number, body: string, viewBox?: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="${viewBox ?? `0 0 ${width} ${height}`}">${body}</svg>`
  );
}

interface TextOptions {
  size: number;
  fill?: string;
  weight?: 400 | 700;
  anchor?: "start" | "middle" | "end";
  spacing?: number;
  opacity?: number;
  extra?: string;
}

function text(x: number, y: number, value: string, options: TextOptions): string {
  const { size, fill = C.cream, weight = 700, anchor = "start", spacing = 0 } = options;
  const attributes = [
    `x="${n(x)}" y="${n(y)}"`,
    `font-family="${FONT}"`,
    `font-size="${n(size)}"`,
    `font-weight="${weight}"`,
    `fill="${fill}"`,
    anchor === "start" ? "" : `text-anchor="${anchor}"`,
    spacing === 0 ? "" : `letter-spacing="${n(spacing)}"`,
    options.opacity === undefined ? "" : `opacity="${options.opacity}"`,
    options.extra ?? "",
  ].filter(Boolean);
  return `<text ${attributes.join(" ")}>${escapeXml(value)}</text>`;
}

const textWidthCache = new Map<string, number>();

/**
 * Width in px of `value` set in DejaVu Sans at `size` px. Measured by rendering it with sharp's
 * Pango text input (the same shaper librsvg uses), at 100 px and scaled; cached.
 */
async function measureText(value: string, size: number, weight: 400 | 700 = 700): Promise<number> {
  const key = `${weight}|${value}`;
  let at100 = textWidthCache.get(key);
  if (at100 === undefined) {
    const font = weight === 700 ? "DejaVu Sans Bold 100" : "DejaVu Sans 100";
    const { info } = await sharp({ text: { text: escapeXml(value), font, dpi: 72 } })
      .png()
      .toBuffer({ resolveWithObject: true });
    at100 = info.width;
    textWidthCache.set(key, at100);
  }
  return (at100 * size) / 100;
}

/** The largest font size ≤ `max` at which `value` fits in `width` px (letter spacing included). */
async function fitText(
  value: string,
  width: number,
  max: number,
  weight: 400 | 700 = 700,
  spacingEm = 0,
): Promise<number> {
  const at100 = await measureText(value, 100, weight);
  const perPx = at100 / 100 + spacingEm * [...value].length;
  return Math.min(max, width / perPx);
}

/** Greedy word wrap by measured width. */
async function wrapText(
  value: string,
  width: number,
  size: number,
  weight: 400 | 700 = 700,
): Promise<string[]> {
  const lines: string[] = [];
  let line = "";
  for (const word of value.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && (await measureText(candidate, size, weight)) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Geometry
// ---------------------------------------------------------------------------------------------

type Segment = readonly [Pt, Pt, Pt, Pt];

function cubicAt([p0, p1, p2, p3]: Segment, t: number): Pt {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [
    a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
    a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1],
  ];
}

function polygonPath(points: readonly Pt[]): string {
  return `M${points.map(pt).join("L")}Z`;
}

/**
 * A filled, smoothly tapering stroke along a chain of cubic segments: `width(t)` for t in 0..1.
 * Used for the mermaid's tail and arms, hair strands and the favicon's S.
 */
function taperedStroke(
  segments: readonly Segment[],
  width: (t: number) => number,
  steps = 24,
): string {
  const centre: Pt[] = [];
  segments.forEach((segment, index) => {
    for (let i = index === 0 ? 0 : 1; i <= steps; i++) centre.push(cubicAt(segment, i / steps));
  });
  const left: Pt[] = [];
  const right: Pt[] = [];
  centre.forEach((point, i) => {
    const prev = centre[Math.max(0, i - 1)] ?? point;
    const next = centre[Math.min(centre.length - 1, i + 1)] ?? point;
    const dx = next[0] - prev[0];
    const dy = next[1] - prev[1];
    const length = Math.hypot(dx, dy) || 1;
    const half = width(i / (centre.length - 1)) / 2;
    left.push([point[0] - (dy / length) * half, point[1] + (dx / length) * half]);
    right.push([point[0] + (dy / length) * half, point[1] - (dx / length) * half]);
  });
  return polygonPath([...left, ...right.reverse()]);
}

function star(cx: number, cy: number, outer: number, inner: number, points = 5, rotation = -90) {
  const result: Pt[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = ((rotation + (i * 180) / points) * Math.PI) / 180;
    result.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return polygonPath(result);
}

function regularPolygon(cx: number, cy: number, radius: number, sides: number, rotation = -90) {
  const result: Pt[] = [];
  for (let i = 0; i < sides; i++) {
    const angle = ((rotation + (i * 360) / sides) * Math.PI) / 180;
    result.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return polygonPath(result);
}

/** A sword along angle `degrees` from the hilt point: blade, cross-guard, grip and pommel. */
function swordPath(hilt: Pt, degrees: number, length: number, blade: number): string {
  const r = (degrees * Math.PI) / 180;
  const [ux, uy] = [Math.cos(r), Math.sin(r)];
  const [vx, vy] = [-uy, ux];
  const p = (a: number, b: number): Pt => [hilt[0] + ux * a + vx * b, hilt[1] + uy * a + vy * b];
  const guard = blade * 3.2;
  const grip = blade * 1.9;
  return [
    polygonPath([p(0, -blade / 2), p(length - blade * 2, -blade / 2), p(length, 0)]),
    polygonPath([p(length, 0), p(length - blade * 2, blade / 2), p(0, blade / 2)]),
    polygonPath([
      p(-blade * 0.35, -guard / 2),
      p(blade * 0.35, -guard / 2),
      p(blade * 0.35, guard / 2),
      p(-blade * 0.35, guard / 2),
    ]),
    polygonPath([
      p(-grip, -blade * 0.32),
      p(0, -blade * 0.32),
      p(0, blade * 0.32),
      p(-grip, blade * 0.32),
    ]),
    `M${pt(p(-grip - blade * 0.45, 0))}m${n(-blade * 0.45)} 0a${n(blade * 0.45)} ${n(blade * 0.45)} 0 1 0 ${n(blade * 0.9)} 0a${n(blade * 0.45)} ${n(blade * 0.45)} 0 1 0 ${n(-blade * 0.9)} 0Z`,
  ].join("");
}

// ---------------------------------------------------------------------------------------------
// Syrenka, the Warsaw mermaid: sword raised, round shield, tail curled (own drawing, 1000² grid)
// ---------------------------------------------------------------------------------------------

const MERMAID = (() => {
  const tail = taperedStroke(
    [
      [
        [528, 520],
        [548, 640],
        [618, 700],
        [604, 790],
      ],
      [
        [604, 790],
        [590, 880],
        [452, 905],
        [392, 842],
      ],
      [
        [392, 842],
        [352, 800],
        [344, 742],
        [372, 706],
      ],
    ],
    (t) => (t < 0.12 ? 112 - t * 60 : Math.max(20, 105 - t * 92)),
    28,
  );
  // Two fluke lobes opening up and out from the tail tip (372, 706).
  const fluke =
    "M376 716C340 676 300 640 246 636C278 660 300 690 312 722C300 742 282 770 254 790" +
    "C310 790 350 760 384 724Z";
  const torso =
    "M470 338C500 326 556 326 588 340C598 380 584 420 566 452C560 478 566 500 580 530" +
    "C548 548 504 548 474 532C486 500 492 476 486 450C466 418 456 376 470 338Z";
  const neck = "M508 292L548 292L552 344L504 344Z";
  const head = { cx: 528, cy: 258, r: 50 };
  const hair =
    "M580 246C588 200 556 186 528 188C492 190 470 214 470 252C470 296 458 330 436 362" +
    "C420 386 398 404 372 414C414 420 446 408 470 384C490 362 498 330 500 300" +
    "C506 274 520 252 544 240C556 236 570 238 580 246Z";
  const hairCap =
    "M582 250C590 200 556 184 528 186C490 188 468 214 470 262C482 246 498 236 516 238" +
    "C530 224 558 228 570 242C575 244 579 246 582 250Z";
  const top = "M470 362C500 380 560 380 592 362L590 398C558 412 504 412 474 398Z";
  const swordArm = taperedStroke(
    [
      [
        [574, 352],
        [628, 340],
        [662, 300],
        [672, 226],
      ],
    ],
    (t) => 40 - t * 14,
    16,
  );
  const shieldArm = taperedStroke(
    [
      [
        [486, 356],
        [440, 380],
        [410, 420],
        [360, 444],
      ],
    ],
    (t) => 40 - t * 12,
    16,
  );
  const hilt: Pt = [672, 212];
  const sword = swordPath(hilt, -70, 230, 30);
  const shield = { cx: 318, cy: 468, r: 104 };
  return { tail, fluke, torso, top, hairCap, neck, head, hair, swordArm, shieldArm, sword, shield };
})();

interface MermaidColours {
  body: string;
  tail: string;
  hair: string;
  /** The top across the chest; defaults to the hair colour. */
  top?: string;
  sword: string;
  shield: string;
  shieldRim: string;
  /** Scale arcs and shield ornament; omit for a flat silhouette. */
  detail?: string;
  outline?: string;
}

/** The mermaid as an SVG group in the 1000×1000 grid, placed with `transform`. */
function mermaid(colours: MermaidColours, transform = "", idPrefix = "m"): string {
  const m = MERMAID;
  const stroke = colours.outline
    ? ` stroke="${colours.outline}" stroke-width="10" stroke-linejoin="round"`
    : "";
  const { cx, cy, r } = m.shield;
  const scales = colours.detail
    ? `<clipPath id="${idPrefix}-tail"><path d="${m.tail}"/></clipPath>` +
      `<g clip-path="url(#${idPrefix}-tail)" fill="none" stroke="${colours.detail}" stroke-width="6" opacity="0.75">` +
      Array.from({ length: 14 }, (_, row) =>
        Array.from({ length: 10 }, (_, col) => {
          const x = 330 + col * 34 + (row % 2) * 17;
          const y = 520 + row * 30;
          return `<path d="M${n(x - 17)} ${n(y)}a17 17 0 0 0 34 0"/>`;
        }).join(""),
      ).join("") +
      `</g>`
    : "";
  const ornament = colours.detail
    ? `<circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="none" stroke="${colours.detail}" stroke-width="8"/>` +
      `<path d="${star(cx, cy, r * 0.36, r * 0.15, 5)}" fill="${colours.detail}"/>`
    : `<circle cx="${cx}" cy="${cy}" r="${r * 0.2}" fill="${colours.shieldRim}"/>`;
  const face = colours.detail
    ? `<path d="M538 258q10 8 20 0" fill="none" stroke="${colours.outline ?? C.ink}" stroke-width="6" stroke-linecap="round"/>` +
      `<circle cx="560" cy="280" r="9" fill="${colours.hair}" opacity="0.6"/>`
    : "";
  return (
    `<g${transform ? ` transform="${transform}"` : ""}>` +
    `<g${stroke}>` +
    `<path d="${m.hair}" fill="${colours.hair}"/>` +
    `<path d="${m.sword}" fill="${colours.sword}"${colours.outline ? ' stroke-width="5"' : ""}/>` +
    `<path d="${m.swordArm}" fill="${colours.body}"/>` +
    `<path d="${m.fluke}" fill="${colours.tail}"/>` +
    `<path d="${m.tail}" fill="${colours.tail}"/>` +
    `<path d="${m.torso}" fill="${colours.body}"/>` +
    `<path d="${m.top}" fill="${colours.top ?? colours.hair}"/>` +
    `<path d="${m.neck}" fill="${colours.body}"/>` +
    `<circle cx="${m.head.cx}" cy="${m.head.cy}" r="${m.head.r}" fill="${colours.body}"/>` +
    `<path d="${m.hairCap}" fill="${colours.hair}"/>` +
    `<path d="${m.shieldArm}" fill="${colours.body}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colours.shield}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r - 14}" fill="none" stroke="${colours.shieldRim}" stroke-width="14"/>` +
    `</g>` +
    scales +
    ornament +
    face +
    `</g>`
  );
}

// ---------------------------------------------------------------------------------------------
// People: flat silhouettes (no faces) for performers, crowds and the team
// ---------------------------------------------------------------------------------------------

type Pose = "mic" | "armsUp" | "wave" | "guitar" | "dj" | "keys" | "down";
type Hair = "short" | "bun" | "long" | "cap" | "curly" | "bob";
const HAIRS: readonly Hair[] = ["short", "bun", "long", "cap", "curly", "bob"];

interface PerformerStyle {
  pose: Pose;
  fill: string;
  /** Colour of props (mic, guitar, decks). */
  accent: string;
  hair?: Hair;
}

/** A performer standing on `base`, `h` tall, as one flat silhouette plus lit props. */
function performer(x: number, base: number, h: number, style: PerformerStyle): string {
  const { pose, fill, accent, hair = "short" } = style;
  const r = h * 0.074;
  const headY = base - h + r;
  const sy = headY + r + h * 0.04;
  const sw = h * 0.135;
  const hy = base - h * 0.46;
  const hw = h * 0.095;
  const limb = (points: Pt[], width: number, colour = fill) =>
    `<path d="M${points.map(pt).join("L")}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const arm = h * 0.06;
  const L: Pt = [x - sw * 0.8, sy + h * 0.03];
  const R: Pt = [x + sw * 0.8, sy + h * 0.03];
  let arms = "";
  let props = "";
  let front = "";
  switch (pose) {
    case "mic": {
      const hand: Pt = [x + h * 0.06, headY + r * 1.1];
      arms =
        limb([R, [x + h * 0.17, sy + h * 0.15], hand], arm) +
        limb([L, [x - h * 0.2, sy + h * 0.12], [x - h * 0.3, sy - h * 0.02]], arm);
      props =
        limb([hand, [hand[0] - r * 0.3, hand[1] - r * 0.5]], r * 0.32, accent) +
        `<circle cx="${n(hand[0] - r * 0.42)}" cy="${n(hand[1] - r * 0.8)}" r="${n(r * 0.36)}" fill="${accent}"/>`;
      break;
    }
    case "armsUp":
      arms =
        limb([R, [x + h * 0.18, sy - h * 0.09], [x + h * 0.22, sy - h * 0.27]], arm) +
        limb([L, [x - h * 0.18, sy - h * 0.09], [x - h * 0.22, sy - h * 0.27]], arm);
      break;
    case "wave":
      arms =
        limb([R, [x + h * 0.2, sy - h * 0.05], [x + h * 0.23, sy - h * 0.25]], arm) +
        limb([L, [x - h * 0.16, sy + h * 0.17], [x - h * 0.19, sy + h * 0.33]], arm);
      break;
    case "guitar": {
      const body: Pt = [x + h * 0.03, hy - h * 0.01];
      const g = h * 0.1;
      props =
        `<g transform="rotate(28 ${pt(body)})" fill="${accent}">` +
        `<rect x="${n(body[0] - g * 4.4)}" y="${n(body[1] - g * 0.16)}" width="${n(g * 3.6)}" height="${n(g * 0.32)}"/>` +
        `<rect x="${n(body[0] - g * 5)}" y="${n(body[1] - g * 0.3)}" width="${n(g * 0.7)}" height="${n(g * 0.6)}" rx="${n(g * 0.12)}"/>` +
        `<circle cx="${n(body[0] - g * 0.55)}" cy="${n(body[1])}" r="${n(g * 0.78)}"/>` +
        `<circle cx="${n(body[0] + g * 0.45)}" cy="${n(body[1])}" r="${n(g * 1.02)}"/>` +
        `<circle cx="${n(body[0] - g * 0.35)}" cy="${n(body[1])}" r="${n(g * 0.3)}" fill="${fill}"/>` +
        `</g>`;
      const neckHand: Pt = [body[0] - g * 3.2 * Math.cos(0.49), body[1] - g * 3.2 * Math.sin(0.49)];
      arms =
        limb([L, [x - h * 0.2, sy + h * 0.1], neckHand], arm) +
        limb([R, [x + h * 0.15, sy + h * 0.14], [x + h * 0.05, hy - h * 0.02]], arm);
      break;
    }
    case "keys": {
      const top = hy - h * 0.02;
      front =
        `<rect x="${n(x - h * 0.34)}" y="${n(top)}" width="${n(h * 0.68)}" height="${n(h * 0.06)}" rx="${n(h * 0.01)}" fill="${accent}"/>` +
        limb(
          [
            [x - h * 0.24, top + h * 0.06],
            [x - h * 0.3, base],
          ],
          h * 0.025,
        ) +
        limb(
          [
            [x + h * 0.24, top + h * 0.06],
            [x + h * 0.3, base],
          ],
          h * 0.025,
        );
      arms =
        limb([L, [x - h * 0.19, sy + h * 0.15], [x - h * 0.2, top]], arm) +
        limb([R, [x + h * 0.19, sy + h * 0.15], [x + h * 0.16, top]], arm);
      break;
    }
    case "dj": {
      const top = hy - h * 0.04;
      front =
        `<rect x="${n(x - h * 0.5)}" y="${n(top)}" width="${n(h)}" height="${n(base - top)}" rx="${n(h * 0.02)}" fill="${fill}"/>` +
        `<rect x="${n(x - h * 0.46)}" y="${n(top + h * 0.06)}" width="${n(h * 0.92)}" height="${n(h * 0.025)}" fill="${accent}"/>` +
        `<circle cx="${n(x - h * 0.26)}" cy="${n(top - h * 0.005)}" r="${n(h * 0.07)}" fill="none" stroke="${accent}" stroke-width="${n(h * 0.012)}"/>` +
        `<circle cx="${n(x + h * 0.26)}" cy="${n(top - h * 0.005)}" r="${n(h * 0.07)}" fill="none" stroke="${accent}" stroke-width="${n(h * 0.012)}"/>`;
      props =
        `<path d="M${n(x - r * 1.15)} ${n(headY + r * 0.2)}a${n(r * 1.15)} ${n(r * 1.25)} 0 0 1 ${n(r * 2.3)} 0" fill="none" stroke="${accent}" stroke-width="${n(r * 0.3)}"/>` +
        `<rect x="${n(x - r * 1.35)}" y="${n(headY - r * 0.1)}" width="${n(r * 0.5)}" height="${n(r * 0.8)}" rx="${n(r * 0.2)}" fill="${accent}"/>` +
        `<rect x="${n(x + r * 0.85)}" y="${n(headY - r * 0.1)}" width="${n(r * 0.5)}" height="${n(r * 0.8)}" rx="${n(r * 0.2)}" fill="${accent}"/>`;
      arms =
        limb([R, [x + h * 0.2, sy + h * 0.1], [x + h * 0.26, top - h * 0.01]], arm) +
        limb([L, [x - h * 0.19, sy + h * 0.05], [x - h * 0.12, headY + r * 0.5]], arm);
      break;
    }
    case "down":
      arms =
        limb([R, [x + h * 0.17, sy + h * 0.16], [x + h * 0.19, sy + h * 0.33]], arm) +
        limb([L, [x - h * 0.17, sy + h * 0.16], [x - h * 0.19, sy + h * 0.33]], arm);
      break;
  }
  const hem = hy + h * 0.04;
  const torso =
    `<path d="M${pt([x - sw, sy + h * 0.05])}Q${pt([x - sw, sy])} ${pt([x - sw * 0.55, sy])}` +
    `L${pt([x + sw * 0.55, sy])}Q${pt([x + sw, sy])} ${pt([x + sw, sy + h * 0.05])}` +
    `L${pt([x + hw * 1.05, hem])}L${pt([x - hw * 1.05, hem])}Z" fill="${fill}"/>`;
  const legs =
    `<path d="${polygonPath([
      [x - hw, hy],
      [x + hw, hy],
      [x + hw * 1.05, base - h * 0.02],
      [x + hw * 0.2, base - h * 0.02],
      [x, hy + h * 0.12],
      [x - hw * 0.2, base - h * 0.02],
      [x - hw * 1.05, base - h * 0.02],
    ])}" fill="${fill}"/>` +
    `<ellipse cx="${n(x - hw * 0.7)}" cy="${n(base - h * 0.02)}" rx="${n(hw * 0.75)}" ry="${n(h * 0.022)}" fill="${fill}"/>` +
    `<ellipse cx="${n(x + hw * 0.7)}" cy="${n(base - h * 0.02)}" rx="${n(hw * 0.75)}" ry="${n(h * 0.022)}" fill="${fill}"/>`;
  const neck = `<rect x="${n(x - r * 0.42)}" y="${n(headY)}" width="${n(r * 0.84)}" height="${n(sy - headY + 2)}" fill="${fill}"/>`;
  const head = `<ellipse cx="${n(x)}" cy="${n(headY)}" rx="${n(r * 0.92)}" ry="${n(r)}" fill="${fill}"/>`;
  return (
    legs +
    hairBack(x, headY, r, hair, fill) +
    torso +
    neck +
    head +
    hairFront(x, headY, r, hair, fill) +
    arms +
    props +
    front
  );
}

function hairBack(x: number, y: number, r: number, hair: Hair, fill: string): string {
  if (hair === "long")
    return `<rect x="${n(x - r * 1.15)}" y="${n(y - r * 0.6)}" width="${n(r * 2.3)}" height="${n(r * 2.9)}" rx="${n(r)}" fill="${fill}"/>`;
  if (hair === "bob")
    return `<rect x="${n(x - r * 1.2)}" y="${n(y - r * 0.9)}" width="${n(r * 2.4)}" height="${n(r * 1.9)}" rx="${n(r * 0.8)}" fill="${fill}"/>`;
  return "";
}

function hairFront(x: number, y: number, r: number, hair: Hair, fill: string): string {
  switch (hair) {
    case "bun":
      return `<circle cx="${n(x + r * 0.1)}" cy="${n(y - r * 1.25)}" r="${n(r * 0.5)}" fill="${fill}"/>`;
    case "cap":
      return (
        `<path d="M${n(x - r * 1.02)} ${n(y - r * 0.15)}a${n(r * 1.02)} ${n(r * 1.05)} 0 0 1 ${n(r * 2.04)} 0Z" fill="${fill}"/>` +
        `<rect x="${n(x)}" y="${n(y - r * 0.3)}" width="${n(r * 1.7)}" height="${n(r * 0.3)}" rx="${n(r * 0.12)}" fill="${fill}"/>`
      );
    case "curly":
      return Array.from({ length: 9 }, (_, i) => {
        const a = Math.PI * (1.0 + (i / 8) * 1.0);
        return `<circle cx="${n(x + Math.cos(a) * r * 0.95)}" cy="${n(y + Math.sin(a) * r * 0.95)}" r="${n(r * 0.42)}" fill="${fill}"/>`;
      }).join("");
    default:
      return "";
  }
}

/** A silhouette with a thin rim of light on its upper left: drawn twice, offset. */
function litPerformer(
  x: number,
  base: number,
  h: number,
  style: PerformerStyle,
  rim: string,
): string {
  const rimStyle = { ...style, fill: rim, accent: rim };
  return (
    `<g transform="translate(${n(-h * 0.008)} ${n(-h * 0.006)})" opacity="0.85">${performer(x, base, h, rimStyle)}</g>` +
    performer(x, base, h, style)
  );
}

/** Drum kit silhouette with the bass drum centred at x. */
function drumKit(x: number, base: number, size: number, fill: string, accent: string): string {
  const kick = size * 0.32;
  return (
    `<circle cx="${n(x)}" cy="${n(base - kick)}" r="${n(kick)}" fill="${fill}" stroke="${accent}" stroke-width="${n(size * 0.02)}"/>` +
    `<ellipse cx="${n(x - size * 0.45)}" cy="${n(base - size * 0.62)}" rx="${n(size * 0.16)}" ry="${n(size * 0.05)}" fill="${fill}"/>` +
    `<ellipse cx="${n(x + size * 0.48)}" cy="${n(base - size * 0.7)}" rx="${n(size * 0.2)}" ry="${n(size * 0.035)}" fill="${accent}"/>` +
    `<line x1="${n(x + size * 0.48)}" y1="${n(base - size * 0.7)}" x2="${n(x + size * 0.48)}" y2="${n(base)}" stroke="${fill}" stroke-width="${n(size * 0.025)}"/>` +
    `<line x1="${n(x - size * 0.45)}" y1="${n(base - size * 0.62)}" x2="${n(x - size * 0.45)}" y2="${n(base)}" stroke="${fill}" stroke-width="${n(size * 0.025)}"/>`
  );
}

/** Stage-light beams fanning down from `source` points, as soft gradient wedges. */
function beams(
  id: string,
  sources: readonly Pt[],
  targets: readonly Pt[],
  colour: string,
  spread: number,
  opacity: number,
): string {
  const gradient =
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/>` +
    `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></linearGradient>`;
  const wedges = sources
    .map((source, i) => {
      const target = targets[i % targets.length] ?? source;
      const dx = target[0] - source[0];
      const dy = target[1] - source[1];
      const length = Math.hypot(dx, dy) || 1;
      const [px, py] = [(-dy / length) * spread, (dx / length) * spread];
      return `<path d="${polygonPath([
        [source[0] - px * 0.08, source[1] - py * 0.08],
        [source[0] + px * 0.08, source[1] + py * 0.08],
        [target[0] + px, target[1] + py],
        [target[0] - px, target[1] - py],
      ])}" fill="url(#${id})" style="mix-blend-mode:screen"/>`;
    })
    .join("");
  return `<defs>${gradient}</defs>${wedges}`;
}

// ---------------------------------------------------------------------------------------------
// Artists: poster-style stage portraits (silhouettes, no faces)
// ---------------------------------------------------------------------------------------------

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
function artistPoster(artist: Artist, index: number, file: string, square: boolean): string {
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

// ---------------------------------------------------------------------------------------------
// Side events: flat illustrations with ink outlines, 1200×900
// ---------------------------------------------------------------------------------------------

function outline(width = 8, colour: string = C.ink): string {
  return `stroke="${colour}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
}
const OUTLINE = outline();

function confetti(
  rng: Rng,
  count: number,
  box: readonly [number, number, number, number],
  colours: readonly string[],
) {
  const [x0, y0, x1, y1] = box;
  return Array.from({ length: count }, () => {
    const x = rng.range(x0, x1);
    const y = rng.range(y0, y1);
    const colour = rng.pick(colours);
    const size = rng.range(8, 20);
    const angle = n(rng.range(0, 180));
    const kind = rng.next();
    if (kind < 0.4)
      return `<rect x="${n(x)}" y="${n(y)}" width="${n(size * 1.6)}" height="${n(size * 0.7)}" fill="${colour}" transform="rotate(${angle} ${n(x)} ${n(y)})"/>`;
    if (kind < 0.7)
      return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.55)}" fill="${colour}"/>`;
    return `<path d="${star(x, y, size, size * 0.4, 4, rng.range(0, 90))}" fill="${colour}"/>`;
  }).join("");
}

function cloud(x: number, y: number, s: number, fill: string): string {
  return (
    `<g fill="${fill}">` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.5)}"/><circle cx="${n(x + s * 0.55)}" cy="${n(y - s * 0.2)}" r="${n(s * 0.6)}"/>` +
    `<circle cx="${n(x + s * 1.15)}" cy="${n(y + s * 0.05)}" r="${n(s * 0.45)}"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(s * 1.15)}" height="${n(s * 0.5)}"/></g>`
  );
}

function eventBackground(id: string, top: string, bottom: string): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="1200" height="900" fill="url(#${id})"/>`
  );
}

function musicNote(x: number, y: number, s: number, fill: string, rotation = 0): string {
  return (
    `<g fill="${fill}" ${outline(5)} transform="rotate(${n(rotation)} ${n(x)} ${n(y)})">` +
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 0.6)}" ry="${n(s * 0.42)}" transform="rotate(-20 ${n(x)} ${n(y)})"/>` +
    `<path d="M${n(x + s * 0.5)} ${n(y)}V${n(y - s * 2.2)}q${n(s * 0.6)} ${n(s * 0.3)} ${n(s * 0.8)} ${n(s * 1)}" fill="none" stroke="${fill}"/></g>`
  );
}

function karaokeScene(rng: Rng): string {
  const lyrics = [0, 1, 2]
    .map((i) => {
      const w = [420, 520, 360][i] ?? 400;
      return `<rect x="${n(600 - w / 2)}" y="${n(120 + i * 56)}" width="${w}" height="26" rx="13" fill="${i === 1 ? C.gold : C.cream}" opacity="${i === 1 ? 1 : 0.55}"/>`;
    })
    .join("");
  const mesh = Array.from({ length: 7 }, (_, i) => {
    const off = -90 + i * 30;
    return `<path d="M${n(600 + off)} ${n(330 - Math.sqrt(Math.max(0, 120 ** 2 - off ** 2)))}V${n(330 + Math.sqrt(Math.max(0, 120 ** 2 - off ** 2)))}" stroke="${C.ink}" stroke-width="4" opacity="0.35"/>`;
  }).join("");
  return (
    eventBackground("karaoke-bg", "#3b1d6e", C.ink) +
    `<rect x="290" y="80" width="620" height="230" rx="28" fill="${C.ink}" stroke="${C.aqua}" stroke-width="8"/>` +
    lyrics +
    `<circle cx="600" cy="560" r="300" fill="${C.coral}" opacity="0.9"/>` +
    `<circle cx="600" cy="560" r="340" fill="none" stroke="${C.gold}" stroke-width="6" stroke-dasharray="2 24" stroke-linecap="round"/>` +
    `<g transform="rotate(-18 600 560)">` +
    `<path d="M560 440L640 440L620 820Q600 840 580 820Z" fill="${C.cream}" ${OUTLINE}/>` +
    `<rect x="548" y="430" width="104" height="44" rx="12" fill="${C.coral}" ${OUTLINE}/>` +
    `<circle cx="600" cy="330" r="120" fill="${C.gold}" ${OUTLINE}/>` +
    `<clipPath id="mic-mesh"><circle cx="600" cy="330" r="116"/></clipPath><g clip-path="url(#mic-mesh)">${mesh}</g>` +
    `<path d="M600 830C600 900 740 880 760 960" fill="none" stroke="${C.ink}" stroke-width="14"/>` +
    `</g>` +
    musicNote(250, 520, 60, C.aqua, -12) +
    musicNote(930, 470, 70, C.gold, 14) +
    musicNote(1010, 700, 48, C.coral, 6) +
    musicNote(180, 760, 44, C.gold, -4) +
    confetti(rng, 26, [40, 340, 1160, 880], [C.aqua, C.gold, C.coral])
  );
}

function rollerScene(rng: Rng): string {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `<path d="M${n(920 + Math.cos(a) * 110)} ${n(150 + Math.sin(a) * 110)}L${n(920 + Math.cos(a) * 190)} ${n(150 + Math.sin(a) * 190)}" stroke="${C.gold}" stroke-width="10" stroke-linecap="round"/>`;
  }).join("");
  const tiles = Array.from({ length: 6 }, (_, row) =>
    Array.from({ length: 6 }, (_, col) => {
      const shade = (row + col) % 2 ? C.cream : "#cfd6ea";
      return `<rect x="${n(862 + col * 20)}" y="${n(92 + row * 20)}" width="18" height="18" fill="${shade}"/>`;
    }).join(""),
  ).join("");
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="700" r="78" fill="${C.gold}" ${OUTLINE}/><circle cx="${x}" cy="700" r="30" fill="${C.cream}" ${OUTLINE}/>`;
  return (
    eventBackground("roller-bg", C.river, "#0a4f57") +
    `<rect y="760" width="1200" height="140" fill="${C.ink}" opacity="0.35"/>` +
    rays +
    `<line x1="920" y1="0" x2="920" y2="90" stroke="${C.cream}" stroke-width="6"/>` +
    `<clipPath id="ball"><circle cx="920" cy="150" r="62"/></clipPath><g clip-path="url(#ball)">${tiles}</g>` +
    `<circle cx="920" cy="150" r="62" fill="none" ${OUTLINE}/>` +
    `<path d="M330 240L560 240L580 470C640 470 760 480 840 520C900 550 900 620 860 620L300 620C280 560 300 420 330 240Z" fill="${C.coral}" ${OUTLINE}/>` +
    `<path d="M330 240L560 240L566 300L322 300Z" fill="${C.cream}" ${OUTLINE}/>` +
    Array.from(
      { length: 5 },
      (_, i) =>
        `<path d="M${n(560 - i * 4)} ${340 + i * 34}L${n(640 + i * 6)} ${n(360 + i * 30)}" stroke="${C.cream}" stroke-width="10" stroke-linecap="round"/>`,
    ).join("") +
    `<rect x="270" y="610" width="620" height="44" rx="16" fill="${C.ink2}" ${OUTLINE}/>` +
    `<path d="M850 620L930 650L910 700L850 680Z" fill="${C.gold}" ${OUTLINE}/>` +
    wheel(380) +
    wheel(760) +
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M${60 + i * 20} ${450 + i * 90}H${220 - i * 20}" stroke="${C.cream}" stroke-width="12" stroke-linecap="round" opacity="0.8"/>`,
      )
      .join("") +
    confetti(rng, 22, [40, 40, 760, 420], [C.gold, C.aqua, C.cream])
  );
}

function puppyYogaScene(rng: Rng): string {
  // A dog doing the "downward dog": rear up, front legs stretched forward on the mat.
  const dog =
    `<g ${OUTLINE}>` +
    `<path d="M760 470C800 420 840 380 830 350C860 370 860 420 830 470Z" fill="#c98a4b"/>` +
    `<path d="M760 600L770 700" stroke="#a86a31" stroke-width="44"/>` +
    `<path d="M720 600L730 700" stroke="#c98a4b" stroke-width="44"/>` +
    `<path d="M420 610L330 690" stroke="#a86a31" stroke-width="40"/>` +
    `<path d="M460 620L380 700" stroke="#c98a4b" stroke-width="40"/>` +
    `<path d="M420 560C500 520 640 440 760 450C810 460 800 560 760 600C640 640 520 650 440 640Z" fill="#c98a4b"/>` +
    `<path d="M330 700H292M380 700H342M730 700H700M770 700H740" stroke="${C.ink}" stroke-width="10"/>` +
    `<ellipse cx="380" cy="600" rx="86" ry="74" fill="#c98a4b"/>` +
    `<path d="M318 640C300 660 280 668 262 660C270 640 290 628 318 624Z" fill="#e9b27a"/>` +
    `<path d="M396 540C440 520 470 560 450 620C430 600 410 580 396 540Z" fill="#7a4a1f"/>` +
    `</g>` +
    `<circle cx="266" cy="650" r="10" fill="${C.ink}"/>` +
    `<path d="M350 590q10 -10 20 0" fill="none" stroke="${C.ink}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M560 520q20 -10 40 -4M590 500q20 -10 40 -4" fill="none" stroke="#a86a31" stroke-width="6" stroke-linecap="round"/>`;
  const leaves = Array.from({ length: 7 }, (_, i) => {
    const x = i < 4 ? 60 + i * 50 : 960 + (i - 4) * 60;
    const y = 200 + ((i * 97) % 260);
    return `<path d="M${x} ${y}q40 -60 80 0q-40 60 -80 0Z" fill="${i % 2 ? C.river : "#4fae7a"}" ${outline(6)} transform="rotate(${((i * 37) % 90) - 45} ${x + 40} ${y})"/>`;
  }).join("");
  return (
    eventBackground("yoga-bg", C.cream, "#ffe3b0") +
    `<circle cx="600" cy="330" r="230" fill="${C.gold}"/>` +
    leaves +
    `<path d="M160 760L1040 760L980 690L220 690Z" fill="${C.aqua}" ${OUTLINE}/>` +
    `<path d="M160 760L1040 760L1040 790L160 790Z" fill="${C.river}" ${OUTLINE}/>` +
    dog +
    `<path d="M960 170c-30 -40 -90 -10 -60 40l60 60l60 -60c30 -50 -30 -80 -60 -40Z" fill="${C.coral}" ${OUTLINE}/>` +
    confetti(rng, 14, [80, 60, 1120, 200], [C.coral, C.river, C.gold])
  );
}

function cinemaScene(rng: Rng): string {
  const audience = Array.from({ length: 9 }, (_, i) => {
    const x = 80 + i * 135 + rng.range(-20, 20);
    const y = 790 + rng.range(-14, 14);
    const s = rng.range(0.85, 1.1);
    return (
      `<circle cx="${n(x)}" cy="${n(y - 70 * s)}" r="${n(34 * s)}" fill="${C.ink}"/>` +
      `<path d="M${n(x - 70 * s)} 900C${n(x - 70 * s)} ${n(y - 40 * s)} ${n(x + 70 * s)} ${n(y - 40 * s)} ${n(x + 70 * s)} 900Z" fill="${C.ink}"/>`
    );
  }).join("");
  return (
    eventBackground("cinema-bg", C.ink, "#1d3a6b") +
    stars(rng, 90, [0, 0, 1200, 420], C.cream) +
    `<circle cx="1040" cy="110" r="54" fill="${C.cream}"/><circle cx="1016" cy="92" r="48" fill="${C.ink}"/>` +
    `<path d="M0 640C200 600 400 620 600 600C800 580 1000 610 1200 590V900H0Z" fill="#123d3f"/>` +
    `<rect x="290" y="150" width="620" height="380" fill="${C.ink2}" ${OUTLINE}/>` +
    `<path d="M330 200H870V490H330Z" fill="${C.cream}"/>` +
    `<path d="M330 430C420 400 500 460 600 430C700 400 780 460 870 430V490H330Z" fill="${C.aqua}"/>` +
    `<circle cx="720" cy="290" r="44" fill="${C.gold}"/>` +
    `<path d="M350 530L330 650M850 530L870 650" stroke="${C.ink2}" stroke-width="16"/>` +
    `<path d="M1080 760L880 230L320 230L1080 760Z" fill="${C.cream}" opacity="0.1"/>` +
    `<rect x="1040" y="720" width="100" height="70" rx="10" fill="${C.coral}" ${OUTLINE}/>` +
    `<circle cx="1060" cy="755" r="20" fill="${C.gold}" ${outline(6)}/>` +
    audience +
    Array.from(
      { length: 6 },
      (_, i) =>
        `<circle cx="${142 + i * 14}" cy="${668 - (i % 2) * 12}" r="16" fill="${C.cream}" ${outline(4)}/>`,
    ).join("") +
    `<path d="M130 670H230L216 790H144Z" fill="${C.cream}" ${outline(6)}/>` +
    `<path d="M156 672L164 788M180 672V788M204 672L196 788" stroke="${C.coral}" stroke-width="10"/>` +
    `<path d="M130 670H230L216 790H144Z" fill="none" ${outline(6)}/>`
  );
}

function fieldGameScene(rng: Rng): string {
  const paper =
    "M200 130L330 110L470 140L620 112L760 136L900 110L1010 140L1030 300L1000 460L1030 620" +
    "L1000 780L860 800L700 772L540 800L380 776L220 800L180 640L206 480L176 320Z";
  const trees = Array.from({ length: 7 }, (_, i) => {
    const x = [300, 350, 420, 820, 880, 860, 300][i] ?? 300;
    const y = [250, 320, 230, 560, 620, 690, 600][i] ?? 300;
    return `<path d="M${x} ${y - 46}L${x + 34} ${y + 20}H${x - 34}Z" fill="#4fae7a" ${outline(5)}/>`;
  }).join("");
  const path =
    "M290 700C360 640 420 700 500 640C580 580 520 480 600 440C680 400 760 460 820 380C860 330 840 260 900 230";
  return (
    eventBackground("field-bg", "#4fae7a", C.river) +
    `<path d="${paper}" fill="${C.cream}" ${OUTLINE} transform="rotate(-3 600 450)"/>` +
    `<g transform="rotate(-3 600 450)">` +
    `<path d="M600 112C560 260 700 330 640 460C590 560 700 680 660 800" fill="none" stroke="${C.aqua}" stroke-width="34"/>` +
    trees +
    `<path d="${path}" fill="none" stroke="${C.coralDark}" stroke-width="10" stroke-dasharray="4 22" stroke-linecap="round"/>` +
    `<path d="M872 200L928 256M928 200L872 256" stroke="${C.coralDark}" stroke-width="18" stroke-linecap="round"/>` +
    [
      [290, 700],
      [500, 640],
      [600, 440],
    ]
      .map(
        ([x = 0, y = 0], i) =>
          `<path d="M${x} ${y}V${y - 80}L${x + 50} ${y - 64}L${x} ${y - 48}" fill="${[C.gold, C.coral, C.river][i]}" ${outline(5)}/>`,
      )
      .join("") +
    `<g transform="translate(340 470)"><circle r="70" fill="${C.gold}" ${outline(6)}/>` +
    `<path d="M0 -60L16 0L0 60L-16 0Z" fill="${C.coral}" ${outline(4)}/>` +
    `<path d="M-60 0L0 -12L60 0L0 12Z" fill="${C.cream}" ${outline(4)}/></g>` +
    text(340, 380, "N", { size: 40, fill: C.ink, anchor: "middle" }) +
    `</g>` +
    confetti(rng, 12, [40, 40, 1160, 860], [C.gold, C.cream])
  );
}

function quizScene(rng: Rng): string {
  const rows = [0, 1, 2, 3, 4]
    .map((i) => {
      const y = 240 + i * 84;
      const filled = i < 3;
      const width = [400, 330, 370, 340, 400][i] ?? 400;
      return (
        text(300, y + 50, `${i + 1}`, { size: 56, fill: C.gold }) +
        (filled
          ? `<rect x="370" y="${y + 10}" width="${width}" height="48" rx="6" fill="${C.gold}" opacity="0.9"/>` +
            text(900, y + 50, `${[38, 24, 17][i]}`, { size: 52, fill: C.gold, anchor: "end" })
          : Array.from(
              { length: 16 },
              (_, k) =>
                `<circle cx="${384 + k * 32}" cy="${y + 34}" r="7" fill="${C.gold}" opacity="0.35"/>`,
            ).join(""))
      );
    })
    .join("");
  const bulbs = Array.from({ length: 26 }, (_, i) => {
    const t = i / 26;
    const [x, y] = t < 0.5 ? [200 + t * 2 * 800, 150] : [200 + (t - 0.5) * 2 * 800, 690];
    return `<circle cx="${n(x)}" cy="${n(y)}" r="10" fill="${i % 2 ? C.coral : C.cream}"/>`;
  }).join("");
  return (
    eventBackground("quiz-bg", "#2a0f3d", C.ink) +
    `<rect x="170" y="120" width="860" height="600" rx="30" fill="${C.ink2}" ${outline(8, C.gold)}/>` +
    `<rect x="230" y="190" width="740" height="480" rx="12" fill="#060c24"/>` +
    bulbs +
    rows +
    `<g ${OUTLINE}><rect x="140" y="770" width="260" height="60" rx="14" fill="${C.river}"/>` +
    `<ellipse cx="270" cy="770" rx="90" ry="34" fill="${C.coral}"/>` +
    `<rect x="800" y="770" width="260" height="60" rx="14" fill="${C.river}"/>` +
    `<ellipse cx="930" cy="770" rx="90" ry="34" fill="${C.aqua}"/></g>` +
    text(600, 830, "?", { size: 120, fill: C.gold, anchor: "middle" }) +
    confetti(rng, 16, [40, 20, 1160, 110], [C.gold, C.coral, C.aqua])
  );
}

function bloodBusScene(rng: Rng): string {
  const windows = Array.from(
    { length: 4 },
    (_, i) =>
      `<rect x="${300 + i * 120}" y="330" width="90" height="90" rx="14" fill="${C.aqua}" ${outline(6)}/>`,
  ).join("");
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="650" r="68" fill="${C.ink}"/><circle cx="${x}" cy="650" r="28" fill="#cfd6ea"/>`;
  return (
    eventBackground("bus-bg", "#8fe8e0", C.aqua) +
    cloud(120, 150, 160, C.cream) +
    cloud(880, 110, 200, C.cream) +
    `<rect y="690" width="1200" height="210" fill="#3d4668"/>` +
    `<path d="M0 790H1200" stroke="${C.cream}" stroke-width="12" stroke-dasharray="70 50"/>` +
    `<path d="M220 280Q220 260 250 260L900 260Q990 260 1010 340L1040 470Q1050 520 1050 560L1050 640Q1050 660 1030 660L230 660Q210 660 210 640Z" fill="${C.cream}" ${OUTLINE}/>` +
    `<path d="M900 280Q970 280 990 350L1010 430L860 430L860 290Z" fill="${C.aqua}" ${outline(6)}/>` +
    windows +
    `<rect x="210" y="560" width="840" height="40" fill="${C.coral}"/>` +
    `<path d="M210 600H1050" stroke="${C.ink}" stroke-width="6"/>` +
    `<path d="M620 430c-50 -70 -160 -20 -120 70l120 110l120 -110c40 -90 -70 -140 -120 -70Z" fill="${C.coral}" ${OUTLINE} transform="translate(80 -8)"/>` +
    `<path d="M700 470v60M670 500h60" stroke="${C.cream}" stroke-width="18" stroke-linecap="round"/>` +
    text(420, 545, "ODDAJ KREW", { size: 40, fill: C.coralDark, anchor: "middle", spacing: 2 }) +
    wheel(340) +
    wheel(900) +
    `<path d="M140 400c-30 50 -40 80 -40 100a40 40 0 0 0 80 0c0 -20 -10 -50 -40 -100Z" fill="${C.coral}" ${OUTLINE}/>` +
    confetti(rng, 10, [40, 220, 200, 660], [C.coral, C.cream])
  );
}

function climbingScene(rng: Rng): string {
  const holdColours = [C.coral, C.aqua, C.gold, C.river, "#8c5cff", C.cream];
  const holds = Array.from({ length: 34 }, () => {
    const x = rng.range(300, 900);
    const y = rng.range(90, 820);
    const r = rng.range(14, 34);
    const pts: Pt[] = Array.from({ length: 6 }, (_, k) => {
      const a = (k / 6) * Math.PI * 2;
      const rr = r * rng.range(0.7, 1.2);
      return [x + Math.cos(a) * rr, y + Math.sin(a) * rr];
    });
    return `<path d="${polygonPath(pts)}" fill="${rng.pick(holdColours)}" ${outline(5)}/>`;
  }).join("");
  const climber = performer(650, 700, 380, {
    pose: "armsUp",
    fill: C.ink,
    accent: C.coral,
    hair: "bun",
  });
  return (
    eventBackground("wall-bg", C.gold, "#ffb347") +
    `<path d="M260 40L940 40L1000 880L200 880Z" fill="#f7e2c0" ${OUTLINE}/>` +
    Array.from(
      { length: 5 },
      (_, i) =>
        `<path d="M${n(260 - i * 0.1)} ${40 + i * 170}L${n(940 + i * 12)} ${40 + i * 170}" stroke="${C.ink}" stroke-width="3" opacity="0.25"/>`,
    ).join("") +
    holds +
    `<path d="M660 40V330" stroke="${C.coralDark}" stroke-width="8"/>` +
    `<g transform="rotate(-8 650 520)">${climber}</g>` +
    `<path d="M640 470C620 600 700 700 660 900" fill="none" stroke="${C.coralDark}" stroke-width="8"/>` +
    confetti(rng, 10, [20, 40, 220, 860], [C.coral, C.ink, C.cream])
  );
}

function silentDiscoScene(rng: Rng): string {
  const channels = [C.aqua, C.coral, C.gold];
  const dancers = Array.from({ length: 7 }, (_, i) => {
    const x = 110 + i * 165;
    const colour = channels[i % 3] ?? C.aqua;
    const h = rng.range(230, 280);
    const fig = performer(x, 900, h, {
      pose: rng.pick(["armsUp", "wave"] as const),
      fill: C.ink,
      accent: colour,
    });
    const headY = 900 - h + h * 0.074;
    return (
      fig +
      `<path d="M${n(x - h * 0.08)} ${n(headY)}a${n(h * 0.08)} ${n(h * 0.085)} 0 0 1 ${n(h * 0.16)} 0" fill="none" stroke="${colour}" stroke-width="7"/>` +
      `<circle cx="${n(x - h * 0.08)}" cy="${n(headY + 4)}" r="11" fill="${colour}"/><circle cx="${n(x + h * 0.08)}" cy="${n(headY + 4)}" r="11" fill="${colour}"/>`
    );
  }).join("");
  const waves = [1, 2, 3]
    .map((k) =>
      [-1, 1]
        .map((side) => {
          const x = 600 + side * (260 + k * 50);
          return `<path d="M${x} ${330 - k * 40}Q${x + side * 40} 330 ${x} ${330 + k * 40}" fill="none" stroke="${channels[k - 1]}" stroke-width="12" stroke-linecap="round"/>`;
        })
        .join(""),
    )
    .join("");
  return (
    eventBackground("disco-bg", "#1a0b3d", "#3b2a80") +
    `<ellipse cx="600" cy="900" rx="700" ry="220" fill="#8c5cff" opacity="0.35"/>` +
    `<circle cx="600" cy="340" r="250" fill="#8c5cff" opacity="0.22"/>` +
    `<path d="M370 360C370 180 470 110 600 110C730 110 830 180 830 360" fill="none" stroke="${C.cream}" stroke-width="46" stroke-linecap="round"/>` +
    `<path d="M370 360C370 180 470 110 600 110C730 110 830 180 830 360" fill="none" stroke="${C.ink}" stroke-width="12" opacity="0.2"/>` +
    `<rect x="300" y="290" width="140" height="200" rx="60" fill="${C.coral}" ${OUTLINE}/>` +
    `<rect x="760" y="290" width="140" height="200" rx="60" fill="${C.coral}" ${OUTLINE}/>` +
    `<rect x="330" y="320" width="80" height="140" rx="40" fill="${C.aqua}" opacity="0.9"/>` +
    `<rect x="790" y="320" width="80" height="140" rx="40" fill="${C.gold}" opacity="0.9"/>` +
    waves +
    dancers +
    stars(rng, 40, [0, 0, 1200, 600], C.cream)
  );
}

function genericEventScene(rng: Rng): string {
  return (
    eventBackground("generic-bg", C.river, C.ink) +
    `<g transform="translate(330 120) scale(0.55)">${mermaid({ body: C.cream, tail: C.river, hair: C.coral, top: C.gold, sword: C.aqua, shield: C.gold, shieldRim: C.coral, detail: C.aqua, outline: C.ink }, "", "ev")}</g>` +
    confetti(rng, 40, [20, 20, 1180, 880], [C.gold, C.coral, C.aqua, C.cream])
  );
}

/** The side event's picture, chosen by keywords of its image name. */
function eventIllustration(image: string): string {
  const rng = new Rng(image);
  const key = image.toLowerCase();
  const scene = key.includes("karaoke")
    ? karaokeScene(rng)
    : key.includes("wrotk") || key.includes("roller")
      ? rollerScene(rng)
      : key.includes("joga") || key.includes("yoga")
        ? puppyYogaScene(rng)
        : key.includes("kino")
          ? cinemaScene(rng)
          : key.includes("teren")
            ? fieldGameScene(rng)
            : key.includes("familiada") || key.includes("quiz")
              ? quizScene(rng)
              : key.includes("krwio") || key.includes("krew")
                ? bloodBusScene(rng)
                : key.includes("scian") || key.includes("wspin")
                  ? climbingScene(rng)
                  : key.includes("disco") || key.includes("sluchaw")
                    ? silentDiscoScene(rng)
                    : genericEventScene(rng);
  return svgDocument(1200, 900, scene);
}

// ---------------------------------------------------------------------------------------------
// Organisations: text marks of the fictional organisations, 600×400 PNG, transparent corners
// ---------------------------------------------------------------------------------------------

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

/** Sets `value` in at most `maxLines` lines of `width`, as large as possible up to `max` px. */
async function fitLines(value: string, width: number, max: number, maxLines: number, min = 18) {
  for (let size = max; size >= min; size -= 2) {
    const lines = await wrapText(value, width, size);
    const widest = Math.max(...(await Promise.all(lines.map((line) => measureText(line, size)))));
    if (lines.length <= maxLines && widest <= width) return { size, lines };
  }
  return { size: min, lines: await wrapText(value, width, min) };
}

async function organisationLogo(organisation: Organisation): Promise<string> {
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

// ---------------------------------------------------------------------------------------------
// Team: illustrated avatars (no faces, no initials) and the group picture
// ---------------------------------------------------------------------------------------------

const SKIN = ["#f6dcc6", "#eec3a0", "#dca47a", "#c08358", "#8d5a3b", "#5e3b26"] as const;
const HAIR_COLOURS = ["#1d1414", "#3b2417", "#6b3f22", "#a4552b", "#d6a85a", "#2b2b36"] as const;
const CLOTHES = [
  C.coral,
  C.river,
  C.gold,
  C.aqua,
  "#3b1d6e",
  "#2e5fd1",
  C.coralDark,
  "#4fae7a",
] as const;
const AVATAR_BACKGROUNDS = [
  [C.aqua, C.river],
  [C.gold, C.coral],
  [C.cream, C.gold],
  ["#c9b8ff", "#3b1d6e"],
  [C.coral, C.gold],
  ["#bfe9ff", "#2e5fd1"],
  ["#ffd6cf", C.coralDark],
  ["#c7f0d8", "#4fae7a"],
] as const;

type AvatarHair =
  "short" | "side" | "long" | "bob" | "bun" | "curly" | "ponytail" | "buzz" | "bald";
type Neckline = "crew" | "vee" | "hoodie" | "blazer" | "collar";

interface Look {
  skin: string;
  hair: AvatarHair;
  hairColour: string;
  clothes: string;
  clothesAccent: string;
  neckline: Neckline;
  glasses: boolean;
  beard: boolean;
  background: readonly [string, string];
}

/** A stable look per person, from their name (a title such as "Prof." makes grey hair likely). */
function lookFor(member: TeamMember): Look {
  const rng = new Rng(member.email);
  const words = member.name.split(/\s+/);
  const senior = /^(prof|dr|mgr)\.?$/i.test(words[0] ?? "");
  const first = (senior ? words[1] : words[0]) ?? "";
  const feminine = first.toLowerCase().endsWith("a");
  const hair = feminine
    ? rng.pick(["long", "bob", "bun", "curly", "ponytail", "side"] as const)
    : rng.pick(["short", "side", "curly", "buzz", "short", "bald"] as const);
  const clothes = rng.pick(CLOTHES);
  return {
    skin: rng.pick(SKIN),
    hair,
    hairColour: senior && rng.chance(0.7) ? "#b9b4ad" : rng.pick(HAIR_COLOURS),
    clothes,
    clothesAccent: rng.pick(CLOTHES.filter((colour) => colour !== clothes)),
    neckline: senior
      ? rng.pick(["blazer", "collar"] as const)
      : rng.pick(["crew", "vee", "hoodie", "blazer", "collar"] as const),
    glasses: rng.chance(senior ? 0.7 : 0.3),
    beard: !feminine && rng.chance(hair === "bald" ? 0.9 : 0.3),
    background: rng.pick(AVATAR_BACKGROUNDS),
  };
}

/** Head and shoulders in a unit where the head is centred at (0, 0) and 200 wide. */
function bust(look: Look, transform: string): string {
  const hairFill = look.hairColour;
  const shade = mix(look.skin, "#000000", 0.15);
  const back: string[] = [];
  const front: string[] = [];
  switch (look.hair) {
    case "long":
      back.push(
        `<path d="M-128 -40C-140 -150 140 -150 128 -40L150 250C80 280 -80 280 -150 250Z" fill="${hairFill}"/>`,
      );
      front.push(
        `<path d="M-106 -10C-120 -185 120 -185 106 -10C80 -60 30 -80 -10 -86C-50 -70 -90 -50 -106 -10Z" fill="${hairFill}"/>`,
      );
      break;
    case "bob":
      back.push(
        `<path d="M-134 -20C-150 -160 150 -160 134 -20L140 110C100 130 -100 130 -140 110Z" fill="${hairFill}"/>`,
      );
      front.push(
        `<path d="M-108 -6C-118 -180 118 -180 108 -6C96 -50 40 -70 0 -66C-40 -70 -96 -50 -108 -6Z" fill="${hairFill}"/>`,
      );
      break;
    case "bun":
      front.push(`<circle cx="0" cy="-150" r="58" fill="${hairFill}"/>`);
      front.push(
        `<path d="M-104 -20C-112 -185 112 -185 104 -20C90 -70 50 -86 0 -86C-50 -86 -90 -70 -104 -20Z" fill="${hairFill}"/>`,
      );
      break;
    case "ponytail":
      back.push(
        `<path d="M80 -100C190 -90 200 40 150 160C150 60 130 -20 70 -60Z" fill="${hairFill}"/>`,
      );
      front.push(
        `<path d="M-104 -20C-112 -185 112 -185 104 -20C80 -80 20 -96 -30 -90C-70 -80 -96 -56 -104 -20Z" fill="${hairFill}"/>`,
      );
      break;
    case "curly":
      for (let i = 0; i < 13; i++) {
        const a = Math.PI * (0.92 + (i / 12) * 1.16);
        front.push(
          `<circle cx="${n(Math.cos(a) * 108)}" cy="${n(Math.sin(a) * 118 - 6)}" r="44" fill="${hairFill}"/>`,
        );
      }
      front.push(
        `<path d="M-100 -40C-100 -130 100 -130 100 -40C60 -70 -60 -70 -100 -40Z" fill="${hairFill}"/>`,
      );
      break;
    case "side":
      front.push(
        `<path d="M-106 -4C-124 -185 124 -195 108 -20C96 -40 80 -60 60 -70C10 -60 -60 -80 -96 -40Z" fill="${hairFill}"/>`,
      );
      front.push(
        `<path d="M-60 -118C0 -150 80 -130 110 -60C60 -100 0 -100 -60 -118Z" fill="${mix(hairFill, "#ffffff", 0.12)}"/>`,
      );
      break;
    case "short":
      front.push(
        `<path d="M-104 -20C-116 -185 116 -185 104 -20C96 -70 60 -80 20 -76C-20 -96 -80 -80 -104 -20Z" fill="${hairFill}"/>`,
      );
      break;
    case "buzz":
      front.push(
        `<path d="M-100 -40C-100 -172 100 -172 100 -40C70 -84 -70 -84 -100 -40Z" fill="${hairFill}" opacity="0.9"/>`,
      );
      break;
    case "bald":
      front.push(
        `<path d="M-102 -10C-106 -50 -96 -70 -86 -80L-80 -20ZM102 -10C106 -50 96 -70 86 -80L80 -20Z" fill="${hairFill}"/>`,
      );
      break;
  }
  let neck = "";
  switch (look.neckline) {
    case "crew":
      neck = `<path d="M-70 176Q0 236 70 176" fill="none" stroke="${look.clothesAccent}" stroke-width="22" stroke-linecap="round"/>`;
      break;
    case "vee":
      neck = `<path d="M-62 172L0 262L62 172Z" fill="${look.skin}"/><path d="M-66 170L0 266L66 170" fill="none" stroke="${look.clothesAccent}" stroke-width="16" stroke-linejoin="round"/>`;
      break;
    case "hoodie":
      neck =
        `<path d="M-150 190C-120 140 -80 150 0 214C80 150 120 140 150 190C110 250 -110 250 -150 190Z" fill="${mix(look.clothes, "#000000", 0.18)}"/>` +
        `<path d="M-34 226V330M34 226V330" stroke="${look.clothesAccent}" stroke-width="10" stroke-linecap="round"/>`;
      break;
    case "blazer":
      neck =
        `<path d="M-66 172L0 290L66 172Z" fill="${C.cream}"/>` +
        `<path d="M-76 170L0 300L-40 420H-120L-150 230Z" fill="${mix(look.clothes, "#000000", 0.2)}"/>` +
        `<path d="M76 170L0 300L40 420H120L150 230Z" fill="${mix(look.clothes, "#000000", 0.2)}"/>` +
        `<path d="M-20 196L0 230L20 196Z" fill="${look.clothesAccent}"/>`;
      break;
    case "collar":
      neck =
        `<path d="M-62 172L0 230L62 172Z" fill="${look.skin}"/>` +
        `<path d="M-70 166L0 232L-20 268L-92 210Z" fill="${C.cream}"/><path d="M70 166L0 232L20 268L92 210Z" fill="${C.cream}"/>`;
      break;
  }
  const face =
    (look.beard
      ? `<path d="M-96 20C-96 150 96 150 96 20C80 80 40 70 0 74C-40 70 -80 80 -96 20Z" fill="${hairFill}"/>`
      : "") +
    (look.glasses
      ? `<g fill="${C.cream}" fill-opacity="0.25" stroke="${C.ink}" stroke-width="9"><circle cx="-44" cy="6" r="32"/><circle cx="44" cy="6" r="32"/></g>` +
        `<path d="M-12 2Q0 -8 12 2M-76 0L-100 -8M76 0L100 -8" fill="none" stroke="${C.ink}" stroke-width="9" stroke-linecap="round"/>`
      : "");
  return (
    `<g transform="${transform}">` +
    back.join("") +
    `<path d="M-280 900V330C-280 240 -200 200 -100 180L100 180C200 200 280 240 280 330V900Z" fill="${look.clothes}"/>` +
    `<rect x="-46" y="80" width="92" height="118" rx="30" fill="${shade}"/>` +
    neck +
    `<ellipse cx="-100" cy="14" rx="22" ry="32" fill="${shade}"/><ellipse cx="100" cy="14" rx="22" ry="32" fill="${shade}"/>` +
    `<ellipse cx="0" cy="0" rx="102" ry="124" fill="${look.skin}"/>` +
    face +
    front.join("") +
    `</g>`
  );
}

function teamAvatar(member: TeamMember): string {
  const look = lookFor(member);
  const rng = new Rng(member.name);
  const [light, deep] = look.background;
  const pattern = rng.pick(["dots", "rings", "stripes", "waves"] as const);
  const id = `bg${hashSeed(member.email).toString(36)}`;
  const decoration =
    pattern === "dots"
      ? `<defs><pattern id="${id}" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="6" fill="${deep}" opacity="0.35"/></pattern></defs><rect width="800" height="800" fill="url(#${id})"/>`
      : pattern === "rings"
        ? [1, 2, 3, 4, 5]
            .map(
              (i) =>
                `<circle cx="400" cy="360" r="${i * 80 + 60}" fill="none" stroke="${deep}" stroke-width="14" opacity="${(0.4 - i * 0.05).toFixed(2)}"/>`,
            )
            .join("")
        : pattern === "stripes"
          ? Array.from(
              { length: 12 },
              (_, i) =>
                `<path d="M${i * 90 - 300} 800L${i * 90 + 100} 0" stroke="${deep}" stroke-width="22" opacity="0.22"/>`,
            ).join("")
          : Array.from(
              { length: 6 },
              (_, i) =>
                `<path d="${wavesPath(90 + i * 130, 800, 24, 160)}" fill="none" stroke="${deep}" stroke-width="14" opacity="0.28"/>`,
            ).join("");
  const arch = `<path d="M170 800V380A230 230 0 0 1 630 380V800Z" fill="${deep}" opacity="0.85"/>`;
  return svgDocument(
    800,
    800,
    `<rect width="800" height="800" fill="${light}"/>` +
      decoration +
      arch +
      bust(look, "translate(400 360) scale(1.15)"),
  );
}

/** The organising team: 16 figures in two rows in front of a festival backdrop, 1600×900. */
function teamGroupPicture(members: readonly TeamMember[]): string {
  const rng = new Rng("team/zespol.jpg");
  const half = Math.ceil(members.length / 2);
  const backRow = members.slice(half);
  const frontRow = members.slice(0, half);
  const row = (people: readonly TeamMember[], y: number, scale: number, spread: number) =>
    people
      .map((member, i) => {
        const x = 800 + (i - (people.length - 1) / 2) * spread + rng.range(-10, 10);
        return bust(
          lookFor(member),
          `translate(${n(x)} ${n(y + rng.range(-8, 8))}) scale(${scale})`,
        );
      })
      .join("");
  const garland = Array.from({ length: 24 }, (_, i) => {
    const x = 40 + i * 66;
    const y = 60 + Math.sin((i / 23) * Math.PI) * 40;
    return `<path d="M${n(x - 22)} ${n(y)}L${n(x + 22)} ${n(y)}L${n(x)} ${n(y + 44)}Z" fill="${[C.coral, C.gold, C.aqua, C.cream][i % 4]}"/>`;
  }).join("");
  return svgDocument(
    1600,
    900,
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.river}"/><stop offset="1" stop-color="${C.ink}"/></linearGradient></defs>` +
      `<rect width="1600" height="900" fill="url(#wall)"/>` +
      stars(rng, 60, [0, 0, 1600, 420], C.cream, [180, 120, 1420, 300]) +
      `<path d="M0 62Q800 140 1600 62" fill="none" stroke="${C.cream}" stroke-width="4"/>` +
      garland +
      text(800, 220, "JUWENALIA SYRENKI", {
        size: 96,
        fill: C.gold,
        anchor: "middle",
        spacing: 4,
      }) +
      text(800, 282, "ZESPÓŁ ORGANIZACYJNY 2025", {
        size: 36,
        fill: C.cream,
        anchor: "middle",
        spacing: 10,
        weight: 400,
      }) +
      row(backRow, 470, 0.62, 178) +
      row(frontRow, 650, 0.72, 190) +
      confetti(rng, 14, [30, 110, 330, 330], [C.gold, C.coral, C.aqua, C.cream]) +
      confetti(rng, 14, [1270, 110, 1570, 330], [C.gold, C.coral, C.aqua, C.cream]),
  );
}

// ---------------------------------------------------------------------------------------------
// Site images
// ---------------------------------------------------------------------------------------------

function wavesPath(y: number, width: number, amplitude: number, wavelength: number, phase = 0) {
  let d = `M0 ${n(y)}`;
  for (let x = 0; x < width + wavelength; x += wavelength / 2) {
    const up = Math.round((x + phase) / (wavelength / 2)) % 2 === 0 ? -1 : 1;
    d += `Q${n(x + wavelength / 4)} ${n(y + up * amplitude)} ${n(x + wavelength / 2)} ${n(y)}`;
  }
  return d;
}

type Box = [number, number, number, number];

/**
 * Star dots of varied size and brightness, scattered with `rng` inside a box, none inside `clear`
 * (where lettering goes: a dot over a letter reads as an accent, "ORGANİZACYJNY").
 */
function stars(rng: Rng, count: number, box: Box, colour: string, clear?: Box) {
  const [x0, y0, x1, y1] = box;
  return Array.from({ length: count }, () => {
    const x = rng.range(x0, x1);
    const y = rng.range(y0, y1);
    const r = rng.range(1.2, 3.6);
    const opacity = rng.range(0.4, 1).toFixed(2);
    if (clear && x >= clear[0] && x <= clear[2] && y >= clear[1] && y <= clear[3]) return "";
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${colour}" opacity="${opacity}"/>`;
  }).join("");
}

/** Old Town roofline: tenement gables, a church tower and the castle's clock tower (generic). */
function skyline(rng: Rng, x0: number, x1: number, base: number, height: number): string {
  const points: Pt[] = [[x0, base]];
  let x = x0;
  while (x < x1) {
    const w = rng.range(0.05, 0.09) * height * 6;
    const h = height * rng.range(0.45, 0.8);
    const kind = rng.next();
    if (kind < 0.12) {
      // tower with a spire
      points.push([x, base - h], [x + w * 0.2, base - h], [x + w * 0.2, base - h * 1.5]);
      points.push([x + w * 0.35, base - h * 1.62], [x + w * 0.5, base - h * 2.05]);
      points.push([x + w * 0.65, base - h * 1.62], [x + w * 0.8, base - h * 1.5]);
      points.push([x + w * 0.8, base - h], [x + w, base - h]);
    } else if (kind < 0.55) {
      points.push([x, base - h], [x + w / 2, base - h - w * 0.45], [x + w, base - h]);
    } else {
      points.push(
        [x, base - h],
        [x + w * 0.15, base - h - w * 0.2],
        [x + w * 0.85, base - h - w * 0.2],
      );
      points.push([x + w, base - h]);
    }
    x += w;
  }
  points.push([x1, base]);
  return polygonPath(points.map(([px, py]): Pt => [Math.min(px, x1), py]));
}

/** Light beams shooting up from a stage into the sky (fading upwards). */
function skyBeams(
  id: string,
  rng: Rng,
  origin: Pt,
  count: number,
  length: number,
  colours: readonly string[],
) {
  const defs = colours
    .map(
      (colour, i) =>
        `<linearGradient id="${id}-${i}" gradientUnits="userSpaceOnUse" x1="${n(origin[0])}" y1="${n(origin[1])}" x2="${n(origin[0])}" y2="${n(origin[1] - length)}">` +
        `<stop offset="0" stop-color="${colour}" stop-opacity="0.55"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></linearGradient>`,
    )
    .join("");
  const wedges = Array.from({ length: count }, (_, i) => {
    const angle = -90 + (i - (count - 1) / 2) * (70 / count) + rng.range(-6, 6);
    const r = (angle * Math.PI) / 180;
    const spread = rng.range(0.025, 0.05);
    const x = origin[0] + rng.range(-40, 40);
    const a: Pt = [x + Math.cos(r - spread) * length, origin[1] + Math.sin(r - spread) * length];
    const b: Pt = [x + Math.cos(r + spread) * length, origin[1] + Math.sin(r + spread) * length];
    return `<path d="${polygonPath([[x - 6, origin[1]], a, b, [x + 6, origin[1]]])}" fill="url(#${id}-${i % colours.length})" style="mix-blend-mode:screen"/>`;
  }).join("");
  return `<defs>${defs}</defs>${wedges}`;
}

/** A stadium at night: the bowl, its lit roof edge, floodlight masts and a glow inside. */
function stadium(id: string, cx: number, base: number, w: number, h: number): string {
  const rx = w / 2;
  const rimY = base - h * 0.7;
  const ry = h * 0.3;
  const bowl = `M${n(cx - rx)} ${n(base)}V${n(rimY)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx + rx)} ${n(rimY)}V${n(base)}Z`;
  const ribs = Array.from({ length: Math.floor(w / 34) }, (_, i) => {
    const x = cx - rx + 17 + i * 34;
    return `<path d="M${n(x)} ${n(base)}V${n(rimY - ry * Math.sqrt(Math.max(0, 1 - ((x - cx) / rx) ** 2)))}" stroke="${C.aqua}" stroke-width="3" opacity="0.16"/>`;
  }).join("");
  const masts = [-1, 1]
    .map((side) => {
      const x = cx + side * (rx + 30);
      const top = rimY - ry - h * 0.45;
      return (
        `<path d="M${n(x)} ${n(base)}V${n(top + 40)}" stroke="#0a1230" stroke-width="10"/>` +
        `<rect x="${n(x - 46)}" y="${n(top)}" width="92" height="44" rx="6" fill="${C.cream}"/>` +
        `<circle cx="${n(x)}" cy="${n(top + 22)}" r="120" fill="url(#${id}-lamp)"/>`
      );
    })
    .join("");
  return (
    `<defs><radialGradient id="${id}-glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${C.gold}" stop-opacity="0.75"/>` +
    `<stop offset="0.5" stop-color="${C.coral}" stop-opacity="0.3"/><stop offset="1" stop-color="${C.coral}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id}-lamp"><stop offset="0" stop-color="${C.cream}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.cream}" stop-opacity="0"/></radialGradient>` +
    `<clipPath id="${id}-clip"><path d="${bowl}"/></clipPath></defs>` +
    `<ellipse cx="${n(cx)}" cy="${n(rimY - ry * 0.6)}" rx="${n(rx * 1.1)}" ry="${n(ry * 2.6)}" fill="url(#${id}-glow)"/>` +
    `<path d="${bowl}" fill="#0c1542"/>` +
    `<g clip-path="url(#${id}-clip)">${ribs}` +
    `<path d="M${n(cx - rx)} ${n(rimY + h * 0.3)}H${n(cx + rx)}" stroke="${C.gold}" stroke-width="4" stroke-dasharray="10 16" opacity="0.7"/></g>` +
    `<path d="M${n(cx - rx)} ${n(rimY)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx + rx)} ${n(rimY)}" fill="none" stroke="${C.cream}" stroke-width="8" opacity="0.9"/>` +
    `<path d="M${n(cx - rx)} ${n(rimY + 26)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx + rx)} ${n(rimY + 26)}" fill="none" stroke="${C.aqua}" stroke-width="5" opacity="0.6"/>` +
    masts
  );
}

/** A cable-stayed bridge in silhouette, with a row of lamps along its deck. */
function bridge(x0: number, x1: number, deck: number, pylonX: number, pylonH: number): string {
  const cables = Array.from({ length: 9 }, (_, i) => {
    const t = (i + 1) / 10;
    return (
      `<path d="M${n(pylonX)} ${n(deck - pylonH + 20)}L${n(pylonX - (pylonX - x0) * t)} ${n(deck)}" stroke="#1d2a66" stroke-width="3"/>` +
      `<path d="M${n(pylonX)} ${n(deck - pylonH + 20)}L${n(pylonX + (x1 - pylonX) * t)} ${n(deck)}" stroke="#1d2a66" stroke-width="3"/>`
    );
  }).join("");
  const lamps = Array.from(
    { length: Math.floor((x1 - x0) / 60) },
    (_, i) =>
      `<circle cx="${n(x0 + 30 + i * 60)}" cy="${n(deck - 6)}" r="4" fill="${C.gold}" opacity="0.85"/>`,
  ).join("");
  return (
    cables +
    `<path d="M${n(pylonX - 12)} ${n(deck + 30)}L${n(pylonX - 6)} ${n(deck - pylonH)}H${n(pylonX + 6)}L${n(pylonX + 12)} ${n(deck + 30)}Z" fill="#121c4c"/>` +
    `<rect x="${n(x0)}" y="${n(deck)}" width="${n(x1 - x0)}" height="16" fill="#121c4c"/>` +
    lamps
  );
}

/** River surface from `top` down: dark water, ripples and the coloured reflections of lights. */
function river(
  rng: Rng,
  id: string,
  width: number,
  top: number,
  bottom: number,
  lights: readonly { x: number; colour: string; spread: number }[],
) {
  const reflections = lights
    .map(({ x, colour, spread }) =>
      Array.from({ length: 16 }, (_, i) => {
        const y = top + 12 + i * ((bottom - top) / 18) + rng.range(-4, 4);
        const w = rng.range(0.3, 1) * spread * (1 - i / 22);
        const dx = rng.range(-spread * 0.2, spread * 0.2);
        return `<rect x="${n(x + dx - w / 2)}" y="${n(y)}" width="${n(w)}" height="${n(rng.range(3, 7))}" rx="3" fill="${colour}" opacity="${(0.55 - i * 0.025).toFixed(2)}"/>`;
      }).join(""),
    )
    .join("");
  const ripples = Array.from({ length: 40 }, () => {
    const x = rng.range(0, width);
    const y = rng.range(top + 20, bottom);
    return `<rect x="${n(x)}" y="${n(y)}" width="${n(rng.range(40, 160))}" height="3" rx="1.5" fill="${C.aqua}" opacity="${rng.range(0.08, 0.25).toFixed(2)}"/>`;
  }).join("");
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#16224f"/><stop offset="1" stop-color="#050a22"/></linearGradient></defs>` +
    `<rect y="${n(top)}" width="${width}" height="${n(bottom - top)}" fill="url(#${id})"/>` +
    `<rect y="${n(top)}" width="${width}" height="3" fill="${C.aqua}" opacity="0.35"/>` +
    reflections +
    ripples
  );
}

/** The mermaid as a dark silhouette with a soft aqua halo (for night scenes). */
function mermaidSilhouette(transform: string, id: string, glow: string = C.aqua): string {
  const dark = "#050a22";
  const flat = {
    body: dark,
    tail: dark,
    hair: dark,
    top: dark,
    sword: dark,
    shield: dark,
    shieldRim: "#1d2a66",
  };
  const lit = {
    body: glow,
    tail: glow,
    hair: glow,
    top: glow,
    sword: glow,
    shield: glow,
    shieldRim: glow,
  };
  return (
    `<defs><filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter></defs>` +
    `<g filter="url(#${id})" opacity="0.85">${mermaid(lit, transform, `${id}-a`)}</g>` +
    mermaid(flat, transform, `${id}-b`)
  );
}

/** Landing banner, 2400×1350: night stadium, stage lights, the Vistula and Syrenka on the right. */
function bannerArtwork(): string {
  const rng = new Rng("site/banner.jpg");
  const [W, H] = [2400, 1350];
  const horizon = 1000;
  const sky =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#050a22"/>` +
    `<stop offset="0.6" stop-color="${C.ink}"/><stop offset="1" stop-color="#24307a"/></linearGradient>` +
    `<linearGradient id="calm" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#050a22" stop-opacity="0.75"/>` +
    `<stop offset="0.55" stop-color="#050a22" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  const city = `<path d="${skyline(rng, 0, W, horizon, 70)}" fill="#101a4a"/>`;
  return svgDocument(
    W,
    H,
    sky +
      stars(rng, 220, [0, 0, W, 760], C.cream) +
      skyBeams("beam", rng, [1500, 880], 11, 1100, [C.aqua, C.coral, C.gold, "#8c5cff"]) +
      city +
      stadium("stadium", 1500, horizon, 1000, 360) +
      bridge(0, 1000, horizon - 40, 520, 260) +
      river(rng, "water", W, horizon, H, [
        { x: 1500, colour: C.gold, spread: 700 },
        { x: 1030 - 60, colour: C.cream, spread: 90 },
        { x: 1970 + 60, colour: C.cream, spread: 90 },
        { x: 520, colour: C.gold, spread: 300 },
      ]) +
      mermaidSilhouette("translate(1560 300) scale(1.02)", "glow") +
      `<rect width="${W}" height="${H}" fill="url(#calm)"/>`,
  );
}

/** Open Graph image, 1200×630: name, dates and place beside a glowing Syrenka. */
async function shareImage(): Promise<string> {
  const rng = new Rng("site/share.jpg");
  const [W, H] = [1200, 630];
  const title1 = "JUWENALIA";
  const title2 = "SYRENKI";
  const titleSize = await fitText(title1, 640, 110);
  const dates = "16–17 MAJA 2025";
  const place = edition.venue.name.toUpperCase();
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
      `<g transform="translate(640 40) scale(0.56)">${mermaid(
        {
          body: C.cream,
          tail: C.river,
          hair: C.coral,
          top: C.gold,
          sword: C.aqua,
          shield: C.gold,
          shieldRim: C.coral,
          detail: C.aqua,
          outline: C.ink,
        },
        "",
        "share",
      )}</g>` +
      `<rect x="70" y="96" width="120" height="10" rx="5" fill="${C.coral}"/>` +
      text(66, 96 + 20 + titleSize * 0.92, title1, { size: titleSize, fill: C.cream }) +
      text(66, 96 + 20 + titleSize * 1.92, title2, { size: titleSize, fill: C.gold }) +
      text(70, 430, dates, { size: 46, fill: C.aqua }) +
      text(70, 490, place, { size: 34, fill: C.cream, weight: 400, spacing: 6 }),
  );
}

const POLISH_WEEKDAYS = [
  "NIEDZIELA",
  "PONIEDZIAŁEK",
  "WTOREK",
  "ŚRODA",
  "CZWARTEK",
  "PIĄTEK",
  "SOBOTA",
];

/** "2025-05-16" → "PIĄTEK 16.05" (the date is a calendar day, so read it in UTC). */
function polishDayLabel(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  const day = String(date.getUTCDate()).padStart(2, "0");
  const month = String(date.getUTCMonth() + 1).padStart(2, "0");
  return `${POLISH_WEEKDAYS[date.getUTCDay()] ?? ""} ${day}.${month}`;
}

/** Main-stage line-up poster, 1200×1500, with the artists of content/lineup.ts per day. */
async function lineupPoster(): Promise<string> {
  const rng = new Rng("site/main-stage-lineup.jpg");
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
    `<g transform="translate(60 60) scale(2.2)">${SYRENKA_MARK.body.map((d) => `<path d="${d}" fill="${C.gold}"/>`).join("")}<path d="${SYRENKA_MARK.sword}" fill="${C.aqua}"/></g>`,
    text(190, 120, "JUWENALIA SYRENKI", {
      size: await fitText("JUWENALIA SYRENKI", 800, 64),
      fill: C.cream,
    }),
    text(192, 170, `${edition.year} · SCENA GŁÓWNA`, { size: 34, fill: C.aqua, spacing: 4 }),
  ];
  const [friday, saturday] = edition.days;
  const blocks: { label: string; artists: readonly Artist[]; small?: boolean }[] = [
    { label: friday ? polishDayLabel(friday.date) : "DZIEŃ 1", artists: lineup.day_1 },
    { label: saturday ? polishDayLabel(saturday.date) : "DZIEŃ 2", artists: lineup.day_2_1 },
  ];
  let y = 240;
  for (const block of blocks) {
    const labelSize = 34;
    const labelWidth = await measureText(block.label, labelSize);
    parts.push(
      `<rect x="${n(600 - labelWidth / 2 - 30)}" y="${y}" width="${n(labelWidth + 60)}" height="60" rx="30" fill="${C.coral}"/>`,
    );
    parts.push(text(600, y + 43, block.label, { size: labelSize, fill: C.ink, anchor: "middle" }));
    y += 128;
    for (const [i, artist] of block.artists.entries()) {
      const name = artist.name.toUpperCase();
      const size = await fitText(name, 1000, i === 0 ? 68 : 52);
      parts.push(text(600, y, name, { size, fill: i === 0 ? C.gold : C.cream, anchor: "middle" }));
      y += size * 1.22;
    }
    y += 36;
  }
  // Saturday's extra acts, each under its own header (AFTERPARTY, ZESPÓŁ STUDENCKI).
  const extras = lineup.day_2_2;
  const colWidth = 1040 / Math.max(1, extras.length);
  for (const [i, artist] of extras.entries()) {
    const cx = 80 + colWidth * (i + 0.5);
    parts.push(
      text(cx, y, artist.header ?? "", { size: 24, fill: C.aqua, anchor: "middle", spacing: 4 }),
    );
    const name = artist.name.toUpperCase();
    const lines = await fitLines(name, colWidth - 40, 36, 2, 22);
    lines.lines.forEach((line, k) => {
      parts.push(
        text(cx, y + 52 + k * lines.size * 1.15, line, {
          size: lines.size,
          fill: C.cream,
          anchor: "middle",
        }),
      );
    });
  }
  parts.push(
    text(600, 1320, `${edition.venue.name.toUpperCase()} · ${edition.venue.city.toUpperCase()}`, {
      size: 34,
      fill: C.cream,
      anchor: "middle",
      spacing: 6,
      weight: 400,
    }),
  );
  return svgDocument(W, H, parts.join(""));
}

/** A label on a rounded plate, centred on (x, y). */
async function labelPlate(
  x: number,
  y: number,
  value: string,
  size: number,
  fill: string,
  colour: string,
  opts: { padX?: number; sub?: string } = {},
): Promise<string> {
  const padX = opts.padX ?? size * 0.7;
  const width = Math.max(
    await measureText(value, size),
    opts.sub ? await measureText(opts.sub, size * 0.62, 400) : 0,
  );
  const height = size * (opts.sub ? 2.15 : 1.6);
  return (
    `<rect x="${n(x - width / 2 - padX)}" y="${n(y - height / 2)}" width="${n(width + padX * 2)}" height="${n(height)}" rx="${n(size * 0.5)}" fill="${fill}"/>` +
    text(x, y + (opts.sub ? -size * 0.12 : size * 0.36), value, {
      size,
      fill: colour,
      anchor: "middle",
    }) +
    (opts.sub
      ? text(x, y + size * 0.72, opts.sub, {
          size: size * 0.62,
          fill: colour,
          anchor: "middle",
          weight: 400,
        })
      : "")
  );
}

function icon(kind: "wc" | "medic" | "info" | "water", x: number, y: number, r = 22): string {
  const circle = (fill: string) =>
    `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="${fill}" stroke="${C.cream}" stroke-width="4"/>`;
  switch (kind) {
    case "wc":
      return (
        circle("#2e5fd1") +
        text(x, y + r * 0.34, "WC", { size: r * 0.9, fill: C.cream, anchor: "middle" })
      );
    case "medic":
      return (
        circle(C.cream) +
        `<path d="M${n(x - r * 0.2)} ${n(y - r * 0.62)}h${n(r * 0.4)}v${n(r * 0.42)}h${n(r * 0.42)}v${n(r * 0.4)}h${n(-r * 0.42)}v${n(r * 0.42)}h${n(-r * 0.4)}v${n(-r * 0.42)}h${n(-r * 0.42)}v${n(-r * 0.4)}h${n(r * 0.42)}Z" fill="${C.coralDark}"/>` +
        `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="none" stroke="${C.coralDark}" stroke-width="3"/>`
      );
    case "info":
      return (
        circle(C.river) +
        text(x, y + r * 0.4, "i", { size: r * 1.2, fill: C.cream, anchor: "middle" })
      );
    case "water":
      return (
        circle(C.aqua) +
        `<path d="M${n(x)} ${n(y - r * 0.6)}c${n(-r * 0.4)} ${n(r * 0.5)} ${n(-r * 0.45)} ${n(r * 0.7)} ${n(-r * 0.45)} ${n(r * 0.85)}a${n(r * 0.45)} ${n(r * 0.45)} 0 0 0 ${n(r * 0.9)} 0c0 ${n(-r * 0.15)} ${n(-r * 0.05)} ${n(-r * 0.35)} ${n(-r * 0.45)} ${n(-r * 0.85)}Z" fill="${C.ink}"/>`
      );
  }
}

function northArrow(x: number, y: number, size: number, colour: string = C.ink): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size)}" fill="${C.cream}" stroke="${colour}" stroke-width="4"/>` +
    `<path d="M${n(x)} ${n(y - size * 0.78)}L${n(x + size * 0.32)} ${n(y + size * 0.5)}L${n(x)} ${n(y + size * 0.25)}L${n(x - size * 0.32)} ${n(y + size * 0.5)}Z" fill="${C.coralDark}"/>` +
    text(x, y - size - 10, "N", { size: size * 0.7, fill: colour, anchor: "middle" })
  );
}

/** Plan of the festival grounds, 1600×1100, Polish labels. */
async function siteMap(): Promise<string> {
  const rng = new Rng("site/site-map.jpg");
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
  parts.push(icon("wc", 560, 640), icon("wc", 1060, 640), icon("wc", 1050, 1040));
  parts.push(
    icon("medic", 1180, 470),
    icon("info", 150, 600),
    icon("water", 560, 300),
    icon("water", 1190, 540),
  );
  // title and legend
  const titleWidth = await measureText("PLAN TERENU", 48);
  parts.push(text(70, 78, "PLAN TERENU", { size: 48, fill: C.ink }));
  parts.push(
    text(70 + titleWidth + 28, 78, `${edition.name} ${edition.year} · ${edition.venue.name}`, {
      size: 26,
      fill: C.ink,
      weight: 400,
    }),
  );
  const legend = [
    ["wc", "Toalety"],
    ["medic", "Punkt medyczny"],
    ["info", "Punkt informacyjny"],
    ["water", "Woda pitna"],
  ] as const;
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
  parts.push(northArrow(1520, 60, 34));
  return svgDocument(W, H, parts.join(""));
}

/** A street: a cream band with an outline and, optionally, its name along the middle. */
function street(d: string, width: number): string {
  return (
    `<path d="${d}" fill="none" stroke="#c9bfa8" stroke-width="${width + 8}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${C.white}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** A map pin with its point at (x, y). */
function pin(x: number, y: number, fill: string, label: string): string {
  return (
    `<path d="M${n(x)} ${n(y)}C${n(x - 10)} ${n(y - 24)} ${n(x - 30)} ${n(y - 36)} ${n(x - 30)} ${n(y - 58)}a30 30 0 0 1 60 0C${n(x + 30)} ${n(y - 36)} ${n(x + 10)} ${n(y - 24)} ${n(x)} ${n(y)}Z" fill="${fill}" stroke="${C.cream}" stroke-width="4"/>` +
    text(x, y - 48, label, { size: 28, fill: C.cream, anchor: "middle" })
  );
}

/**
 * Static drawing of the stadium's surroundings, 1600×1000 (shown before the visitor opts in to
 * the interactive map): streets, the river, a tram stop, both entrances, a north arrow.
 * Entrance 1 is north-west of the stadium and entrance 2 south-east, as in content/map.ts.
 */
async function venueDrawing(): Promise<string> {
  const rng = new Rng("site/venue-drawing.png");
  const [W, H] = [1600, 1000];
  const [cx, cy, rx, ry] = [880, 560, 300, 200];
  const at = (deg: number): Pt => {
    const r = (deg * Math.PI) / 180;
    return [cx + Math.cos(r) * rx, cy + Math.sin(r) * ry];
  };
  const gate1 = at(-140);
  const gate2 = at(40);
  const tramStop: Pt = [640, 211];
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
    // the Vistula along the west edge, and a bridge carrying ul. Syrenia over it
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
    // tram tracks along ul. Syrenia
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
  parts.push(text(1000, 244, "ul. Syrenia", { size: 22, fill: "#4a4438", weight: 400 }));
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
    text(cx, cy + ry + 80, edition.venue.name.toUpperCase(), {
      size: 34,
      fill: C.ink,
      anchor: "middle",
      spacing: 3,
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
      "Przystanek tramwajowy „Stadion Syrenki”",
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
  parts.push(text(904, 942, `${edition.venue.name} — dojazd i wejścia`, { size: 28, fill: C.ink }));
  parts.push(
    text(
      904,
      974,
      `${edition.venue.streetAddress}, ${edition.venue.postalCode} ${edition.venue.city}`,
      { size: 22, fill: C.ink, weight: 400 },
    ),
  );
  parts.push(northArrow(1500, 110, 44));
  parts.push(
    `<path d="M460 970H620" stroke="${C.ink}" stroke-width="6"/><path d="M460 958V982M540 962V978M620 958V982" stroke="${C.ink}" stroke-width="4"/>`,
    text(460, 948, "0", { size: 18, fill: C.ink, anchor: "middle", weight: 400 }),
    text(620, 948, "200 m", { size: 18, fill: C.ink, anchor: "middle", weight: 400 }),
  );
  return svgDocument(W, H, parts.join(""));
}

/** The mermaid illustration at the end of the home page: a round night emblem, transparent. */
function syrenkaIllustration(): string {
  const size = 1200;
  const rng = new Rng("site/syrenka.png");
  const [cx, cy, r] = [600, 620, 500];
  const waves = [0, 1, 2]
    .map((i) => {
      const y = 920 + i * 60;
      const colour = [C.aqua, C.river, C.ink][i] ?? C.river;
      return `<path d="${wavesPath(y, size, 20, 150, i * 40)}V${size + 20}H-20Z" fill="${colour}" stroke="${C.ink}" stroke-width="8"/>`;
    })
    .join("");
  const defs =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${C.ink}"/><stop offset="1" stop-color="${C.river}"/></linearGradient>` +
    `<clipPath id="disc"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath></defs>`;
  const inside =
    `<g clip-path="url(#disc)">` +
    `<rect width="${size}" height="${size}" fill="url(#sky)"/>` +
    stars(rng, 70, [100, 120, 1100, 700], C.cream) +
    `<circle cx="330" cy="290" r="64" fill="${C.gold}"/><circle cx="302" cy="268" r="56" fill="${C.ink}"/>` +
    `<path d="${skyline(rng, 60, 1140, 900, 120)}" fill="${C.ink2}"/>` +
    waves +
    `</g>`;
  const body = mermaid(
    {
      body: C.cream,
      tail: C.river,
      hair: C.coral,
      top: C.gold,
      sword: C.aqua,
      shield: C.gold,
      shieldRim: C.coral,
      detail: C.aqua,
      outline: C.ink,
    },
    "translate(90 110) scale(1.04)",
    "syrenka",
  );
  const ring =
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${C.ink}" stroke-width="26"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${C.gold}" stroke-width="12"/>`;
  // The tail's lower curl stays inside the disc; the sword breaks out of the ring on purpose.
  return svgDocument(size, size, defs + inside + ring + body);
}

// ---------------------------------------------------------------------------------------------
// Favicon set: the Syrenka monogram (app/components/logo.tsx)
// ---------------------------------------------------------------------------------------------

function monogramSvg(size: number, options: { rounded: boolean; padding: number }): string {
  const { rounded, padding } = options;
  const box = 48 + padding * 2;
  const body = SYRENKA_MARK.body.map((d) => `<path d="${d}" fill="${C.gold}"/>`).join("");
  return svgDocument(
    size,
    size,
    `<rect x="${-padding}" y="${-padding}" width="${box}" height="${box}" ${rounded ? `rx="${n(box * 0.22)}" ` : ""}fill="${C.ink}"/>` +
      body +
      `<path d="${SYRENKA_MARK.sword}" fill="${C.aqua}"/>`,
    `${-padding} ${-padding} ${box} ${box}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Gallery: "photos" of past editions, abstract concert scenes, 1200×800
// ---------------------------------------------------------------------------------------------

/** Each year has its own light: the stage design changed every edition. */
const YEAR_LIGHTS: Record<number, { sky: string; lights: readonly string[] }> = {
  2016: { sky: "#1a0f2e", lights: ["#ff8a3d", "#e0407a", "#ffd36b"] },
  2017: { sky: "#0a0f2e", lights: ["#3d7bff", "#ff3d9a", "#7fe3ff"] },
  2018: { sky: "#04211f", lights: ["#2fd68a", C.aqua, "#e9ff70"] },
  2019: { sky: "#1e0707", lights: ["#ff3b3b", C.gold, "#ff9a3d"] },
  2022: { sky: "#0b0b2a", lights: [C.aqua, "#9b5cff", "#ff5fd2"] },
  2023: { sky: C.ink, lights: [C.coral, C.aqua, C.gold] },
};

function yearLights(year: number) {
  return YEAR_LIGHTS[year] ?? { sky: C.ink, lights: [C.coral, C.aqua, C.gold] };
}

/** Rows of people seen from behind: back rows small and hazy, front rows big and dark. */
function crowd(
  rng: Rng,
  width: number,
  height: number,
  horizon: number,
  rows: number,
  dark: string,
  haze: string,
  raised: number,
  phones: string,
) {
  let out = "";
  for (let row = 0; row < rows; row++) {
    const t = rows === 1 ? 1 : row / (rows - 1);
    const size = 26 + t * 120;
    const y = horizon + t * (height - horizon) * 0.72;
    const colour = mix(haze, dark, 0.45 + t * 0.55);
    let x = -rng.range(0, size);
    while (x < width + size) {
      const s = size * rng.range(0.85, 1.15);
      const headY = y + rng.range(-s * 0.15, s * 0.15);
      const r = s * 0.27;
      out += `<ellipse cx="${n(x)}" cy="${n(headY)}" rx="${n(r * 0.9)}" ry="${n(r)}" fill="${colour}"/>`;
      out += `<path d="M${n(x - s * 0.58)} ${n(height)}V${n(headY + s * 0.72)}Q${n(x - s * 0.56)} ${n(headY + s * 0.34)} ${n(x - s * 0.14)} ${n(headY + s * 0.3)}H${n(x + s * 0.14)}Q${n(x + s * 0.56)} ${n(headY + s * 0.34)} ${n(x + s * 0.58)} ${n(headY + s * 0.72)}V${n(height)}Z" fill="${colour}"/>`;
      if (rng.chance(raised)) {
        const side = rng.chance(0.5) ? 1 : -1;
        const shoulder: Pt = [x + side * s * 0.42, headY + s * 0.5];
        const elbow: Pt = [x + side * s * rng.range(0.55, 0.8), headY - s * rng.range(0.05, 0.3)];
        const hand: Pt = [x + side * s * rng.range(0.3, 0.6), headY - s * rng.range(0.6, 0.9)];
        out += `<path d="M${pt(shoulder)}L${pt(elbow)}L${pt(hand)}" fill="none" stroke="${colour}" stroke-width="${n(s * 0.17)}" stroke-linecap="round" stroke-linejoin="round"/>`;
        if (rng.chance(0.25)) {
          out += `<rect x="${n(hand[0] - s * 0.06)}" y="${n(hand[1] - s * 0.2)}" width="${n(s * 0.12)}" height="${n(s * 0.2)}" rx="${n(s * 0.03)}" fill="${phones}" opacity="0.9"/>`;
        } else {
          out += `<circle cx="${n(hand[0])}" cy="${n(hand[1])}" r="${n(s * 0.13)}" fill="${colour}"/>`;
        }
      }
      x += s * rng.range(0.8, 1.05);
    }
  }
  return out;
}

type GalleryScene = "stage" | "crowd" | "bokeh" | "sunset" | "fireworks" | "lasers";

function galleryPhoto(year: number, index: number, file: string): string {
  const rng = new Rng(file);
  const [W, H] = [1200, 800];
  const { sky, lights } = yearLights(year);
  const scenes: readonly GalleryScene[] = [
    "stage",
    "crowd",
    "bokeh",
    "sunset",
    "fireworks",
    "lasers",
  ];
  // Walk the scene list in a per-year shuffled order, so neighbours in a year differ.
  const order = new Rng(`order-${year}`).shuffle(scenes);
  const scene = order[index % order.length] ?? "stage";
  const a = rng.pick(lights);
  const b = rng.pick(lights.filter((colour) => colour !== a));
  const defs: string[] = [
    `<filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${n(rng.range(6, 12))}"/></filter>`,
    `<filter id="haze" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="40"/></filter>`,
    `<filter id="focus"><feGaussianBlur stdDeviation="1.4"/></filter>`,
    `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.65"/></radialGradient>`,
  ];
  const layers: string[] = [];
  const dark = mix(sky, "#000000", 0.6);
  const haze = mix(sky, a, 0.35);
  const horizon = rng.range(380, 470);
  const tilt = rng.range(-3, 3);
  switch (scene) {
    case "stage":
    case "lasers": {
      defs.push(
        `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${mix(sky, a, 0.3)}"/></linearGradient>`,
      );
      layers.push(`<rect width="${W}" height="${H}" fill="url(#sky)"/>`);
      const stageW = rng.range(700, 1000);
      const stageX = 600 - stageW / 2 + rng.range(-120, 120);
      // LED wall and truss
      layers.push(
        `<rect x="${n(stageX + stageW * 0.15)}" y="${n(horizon - 250)}" width="${n(stageW * 0.7)}" height="200" fill="${b}" opacity="0.85" filter="url(#soft)"/>`,
      );
      layers.push(
        `<rect x="${n(stageX)}" y="${n(horizon - 300)}" width="${n(stageW)}" height="18" fill="${mix(sky, "#000", 0.3)}"/>`,
      );
      const lamps: Pt[] = Array.from({ length: 7 }, (_, i): Pt => [
        stageX + 40 + i * ((stageW - 80) / 6),
        horizon - 282,
      ]);
      if (scene === "stage") {
        layers.push(
          `<g filter="url(#soft)">${beams(
            "beam",
            lamps,
            lamps.map(([x]): Pt => [x + rng.range(-260, 260), H]),
            a,
            70,
            0.55,
          )}</g>`,
        );
      } else {
        const origin: Pt = [600 + rng.range(-100, 100), horizon - 120];
        layers.push(
          Array.from({ length: 26 }, (_, i) => {
            const angle = (-170 + (i / 25) * 160) * (Math.PI / 180);
            const end: Pt = [
              origin[0] + Math.cos(angle) * 1400,
              origin[1] + Math.sin(angle) * 1400 * 0.5 + 300,
            ];
            return `<path d="M${pt(origin)}L${pt(end)}" stroke="${i % 2 ? a : b}" stroke-width="${n(rng.range(2, 5))}" opacity="0.85"/>`;
          }).join(""),
        );
        layers.push(
          `<circle cx="${n(origin[0])}" cy="${n(origin[1])}" r="60" fill="${C.white}" opacity="0.6" filter="url(#haze)"/>`,
        );
      }
      layers.push(
        lamps
          .map(
            ([x, y]) =>
              `<circle cx="${n(x)}" cy="${n(y)}" r="12" fill="${C.white}"/><circle cx="${n(x)}" cy="${n(y)}" r="40" fill="${a}" opacity="0.5" filter="url(#soft)"/>`,
          )
          .join(""),
      );
      layers.push(
        `<rect x="${n(stageX)}" y="${n(horizon - 40)}" width="${n(stageW)}" height="60" fill="${dark}"/>`,
      );
      const performers = rng.int(1, 4);
      for (let i = 0; i < performers; i++) {
        const x = stageX + stageW * ((i + 1) / (performers + 1));
        layers.push(
          performer(x, horizon - 40, rng.range(120, 170), {
            pose: rng.pick(["mic", "armsUp", "guitar", "wave"] as const),
            fill: dark,
            accent: dark,
          }),
        );
      }
      layers.push(
        `<ellipse cx="600" cy="${n(horizon)}" rx="700" ry="120" fill="${haze}" opacity="0.5" filter="url(#haze)"/>`,
      );
      layers.push(
        `<g filter="url(#focus)">${crowd(rng, W, H, horizon + 40, 5, dark, haze, 0.35, C.white)}</g>`,
      );
      break;
    }
    case "crowd": {
      defs.push(
        `<radialGradient id="glow" cx="${n(rng.range(0.3, 0.7))}" cy="0.35" r="0.7"><stop offset="0" stop-color="${C.white}"/><stop offset="0.2" stop-color="${a}"/><stop offset="1" stop-color="${sky}"/></radialGradient>`,
      );
      layers.push(`<rect width="${W}" height="${H}" fill="url(#glow)"/>`);
      layers.push(confetti(rng, 140, [0, 0, W, H * 0.8], [C.white, a, b, C.gold]));
      layers.push(
        `<g filter="url(#focus)">${crowd(rng, W, H, 300, 3, "#05060f", mix(a, sky, 0.4), 0.55, C.white)}</g>`,
      );
      break;
    }
    case "bokeh": {
      layers.push(`<rect width="${W}" height="${H}" fill="${mix(sky, "#000", 0.3)}"/>`);
      layers.push(
        `<g filter="url(#soft)">` +
          Array.from({ length: 60 }, () => {
            const r = rng.range(20, 90);
            return `<circle cx="${n(rng.range(0, W))}" cy="${n(rng.range(0, H))}" r="${n(r)}" fill="${rng.pick([a, b, C.white, C.gold])}" opacity="${rng.range(0.15, 0.6).toFixed(2)}"/>`;
          }).join("") +
          `</g>`,
      );
      layers.push(
        `<g filter="url(#focus)">${crowd(rng, W, H, 560, 1, "#03040a", "#03040a", 0.7, C.white)}</g>`,
      );
      break;
    }
    case "sunset": {
      defs.push(
        `<linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(sky, "#3d7bff", 0.5)}"/><stop offset="0.55" stop-color="${mix(a, "#ff8a3d", 0.5)}"/><stop offset="1" stop-color="${C.gold}"/></linearGradient>`,
      );
      layers.push(`<rect width="${W}" height="${H}" fill="url(#dusk)"/>`);
      layers.push(
        `<circle cx="${n(rng.range(200, 1000))}" cy="${n(horizon - 40)}" r="90" fill="${C.cream}" opacity="0.9" filter="url(#soft)"/>`,
      );
      // bunting across the frame
      const sag = rng.range(40, 90);
      layers.push(
        `<path d="M-20 ${n(120 + tilt * 10)}Q600 ${n(120 + sag * 2)} 1220 ${n(120 - tilt * 10)}" fill="none" stroke="${dark}" stroke-width="3"/>` +
          Array.from({ length: 20 }, (_, i) => {
            const x = 10 + i * 62;
            const u = x / 1200;
            const y =
              (1 - u) * (1 - u) * (120 + tilt * 10) +
              2 * u * (1 - u) * (120 + sag * 2) +
              u * u * (120 - tilt * 10);
            return `<path d="M${n(x - 20)} ${n(y)}L${n(x + 20)} ${n(y)}L${n(x)} ${n(y + 40)}Z" fill="${[a, b, C.cream, C.gold][i % 4]}"/>`;
          }).join(""),
      );
      // tents and a ferris wheel far away
      layers.push(
        `<g fill="${mix(dark, a, 0.25)}" opacity="0.9">` +
          Array.from({ length: 5 }, (_, i) => {
            const x = 80 + i * 250 + rng.range(-40, 40);
            return `<path d="M${n(x)} ${n(horizon + 40)}L${n(x + 70)} ${n(horizon - 20)}L${n(x + 140)} ${n(horizon + 40)}Z"/>`;
          }).join("") +
          `</g>`,
      );
      const wheelX = rng.range(850, 1100);
      layers.push(
        `<g stroke="${mix(dark, a, 0.25)}" stroke-width="5" fill="none"><circle cx="${n(wheelX)}" cy="${n(horizon - 110)}" r="120"/>` +
          Array.from({ length: 8 }, (_, i) => {
            const ang = (i / 8) * Math.PI * 2;
            return `<path d="M${n(wheelX)} ${n(horizon - 110)}l${n(Math.cos(ang) * 120)} ${n(Math.sin(ang) * 120)}"/>`;
          }).join("") +
          `<path d="M${n(wheelX - 60)} ${n(horizon + 40)}L${n(wheelX)} ${n(horizon - 110)}L${n(wheelX + 60)} ${n(horizon + 40)}"/></g>`,
      );
      layers.push(
        `<g filter="url(#focus)">${crowd(rng, W, H, horizon + 60, 4, mix(dark, "#2a1020", 0.5), mix(a, C.gold, 0.5), 0.3, C.cream)}</g>`,
      );
      break;
    }
    case "fireworks": {
      layers.push(`<rect width="${W}" height="${H}" fill="${mix(sky, "#000", 0.2)}"/>`);
      layers.push(stars(rng, 60, [0, 0, W, horizon], C.cream));
      for (let k = 0; k < rng.int(3, 5); k++) {
        const c: Pt = [rng.range(150, 1050), rng.range(120, horizon - 60)];
        const colour = rng.pick([a, b, C.gold, C.white]);
        const radius = rng.range(90, 170);
        layers.push(
          `<circle cx="${n(c[0])}" cy="${n(c[1])}" r="${n(radius)}" fill="${colour}" opacity="0.18" filter="url(#haze)"/>` +
            Array.from({ length: 28 }, (_, i) => {
              const ang = (i / 28) * Math.PI * 2 + rng.range(-0.05, 0.05);
              const r0 = radius * 0.25;
              const r1 = radius * rng.range(0.8, 1.05);
              return (
                `<path d="M${n(c[0] + Math.cos(ang) * r0)} ${n(c[1] + Math.sin(ang) * r0)}L${n(c[0] + Math.cos(ang) * r1)} ${n(c[1] + Math.sin(ang) * r1)}" stroke="${colour}" stroke-width="3" stroke-linecap="round"/>` +
                `<circle cx="${n(c[0] + Math.cos(ang) * (r1 + 8))}" cy="${n(c[1] + Math.sin(ang) * (r1 + 8))}" r="3.5" fill="${C.white}"/>`
              );
            }).join(""),
        );
      }
      layers.push(`<path d="${skyline(rng, 0, W, horizon + 60, 60)}" fill="${dark}"/>`);
      layers.push(
        `<g filter="url(#focus)">${crowd(rng, W, H, horizon + 90, 3, "#03040a", mix(sky, a, 0.2), 0.45, C.white)}</g>`,
      );
      break;
    }
  }
  layers.push(`<rect width="${W}" height="${H}" fill="url(#vignette)"/>`);
  // A slightly tilted frame, as if hand-held; scaled up so no corner shows.
  const frame = `translate(600 400) rotate(${n(tilt)}) scale(1.07) translate(-600 -400)`;
  return svgDocument(
    W,
    H,
    `<defs>${defs.join("")}</defs><g transform="${frame}">${layers.join("")}</g>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Encoding and the task runner
// ---------------------------------------------------------------------------------------------

function render(svg: string) {
  return sharp(Buffer.from(svg));
}

function jpeg(svg: string, quality = 75): Promise<Buffer> {
  return render(svg)
    .flatten({ background: C.ink })
    .jpeg({ quality, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toBuffer();
}

/** PNG with a 256-colour palette (alpha kept): flat artwork stays small. */
function png(svg: string): Promise<Buffer> {
  return render(svg)
    .png({ palette: true, quality: 92, effort: 10, compressionLevel: 9 })
    .toBuffer();
}

interface Task {
  /** Path relative to the repository root. */
  file: string;
  draw: () => Promise<Buffer | string>;
}

function siteTasks(): Task[] {
  const site = (name: string, draw: Task["draw"]): Task => ({
    file: `content/images/site/${name}`,
    draw,
  });
  return [
    site("banner.jpg", () => jpeg(bannerArtwork(), 74)),
    site("share.jpg", async () => jpeg(await shareImage(), 82)),
    site("syrenka.png", () => png(syrenkaIllustration())),
    site("main-stage-lineup.jpg", async () => jpeg(await lineupPoster(), 80)),
    site("site-map.jpg", async () => jpeg(await siteMap(), 82)),
    site("venue-drawing.png", async () => png(await venueDrawing())),
  ];
}

function artistTasks(): Task[] {
  const artists = [...lineup.day_1, ...lineup.day_2_1, ...lineup.day_2_2];
  const tasks = new Map<string, Task>();
  artists.forEach((artist, index) => {
    for (const [image, square] of [
      [artist.image_large, artist.image_large === artist.image_small],
      [artist.image_small, true],
    ] as const) {
      const file = `content/images/${image}`;
      tasks.set(file, { file, draw: () => jpeg(artistPoster(artist, index, image, square), 76) });
    }
  });
  return [...tasks.values()];
}

function eventTasks(): Task[] {
  return sideEvents.map((event) => ({
    file: `content/images/${event.image}`,
    draw: () => jpeg(eventIllustration(event.image), 78),
  }));
}

function organisationTasks(): Task[] {
  return Object.values(organisations)
    .flat()
    .map((organisation) => ({
      file: `content/images/${organisation.image}`,
      draw: async () => png(await organisationLogo(organisation)),
    }));
}

function teamTasks(): Task[] {
  return [
    {
      file: `content/images/${team.groupPhoto}`,
      draw: () => jpeg(teamGroupPicture(team.members), 78),
    },
    ...team.members.map((member) => ({
      file: `content/images/${member.image}`,
      draw: () => jpeg(teamAvatar(member), 80),
    })),
  ];
}

function faviconTasks(): Task[] {
  const icon = (name: string, size: number): Task => ({
    file: `content/images/site/${name}`,
    draw: () =>
      render(monogramSvg(size, { rounded: false, padding: 11 }))
        .png({ compressionLevel: 9 })
        .toBuffer(),
  });
  return [
    {
      file: "content/images/site/favicon.svg",
      draw: async () =>
        monogramSvg(48, { rounded: true, padding: 0 }).replace(' width="48" height="48"', ""),
    },
    icon("icon-192.png", 192),
    icon("icon-512.png", 512),
    icon("apple-touch-icon.png", 180),
  ];
}

function galleryTasks(): Task[] {
  return GALLERY_YEARS_EXPECTED.flatMap((year) =>
    Array.from({ length: GALLERY_PER_YEAR }, (_, i) => {
      const name = `${year}-${String(i + 1).padStart(3, "0")}.jpg`;
      const file = `content/gallery/${year}/${name}`;
      // A touch of blur after rendering: softer edges read as a photo and compress far better.
      return {
        file,
        draw: async () => {
          const pixels = await render(galleryPhoto(year, i, file))
            .blur(0.8)
            .raw()
            .toBuffer({ resolveWithObject: true });
          const encode = (quality: number) =>
            sharp(pixels.data, { raw: pixels.info }).jpeg({ quality, mozjpeg: true }).toBuffer();
          // Busy scenes (confetti, fireworks) get a lower quality to stay within the 40 KB budget.
          let output = await encode(68);
          for (const quality of [62, 56, 50])
            if (output.length > GALLERY_MAX_BYTES) output = await encode(quality);
          return output;
        },
      };
    }),
  );
}

function allTasks(): Task[] {
  return [
    ...faviconTasks(),
    ...galleryTasks(),
    ...artistTasks(),
    ...eventTasks(),
    ...organisationTasks(),
    ...teamTasks(),
    ...siteTasks(),
  ];
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const only = args.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
  const started = performance.now();
  const tasks = allTasks();
  const selected: Task[] = [];
  for (const task of tasks) {
    if (only !== undefined) {
      if (task.file.includes(only)) selected.push(task);
    } else if (force || !(await exists(path.join(ROOT, task.file)))) {
      selected.push(task);
    }
  }
  let bytes = 0;
  const queue = [...selected];
  // Two renders at a time: CI has 2 cores and librsvg is single-threaded per image.
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      for (let task = queue.shift(); task; task = queue.shift()) {
        const output = await task.draw();
        const target = path.join(ROOT, task.file);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, output);
        bytes += typeof output === "string" ? Buffer.byteLength(output) : output.length;
      }
    }),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Assets: ${selected.length} written (${(bytes / 1024).toFixed(0)} KiB), ` +
      `${tasks.length - selected.length} kept, in ${seconds} s.`,
  );
}

await main();
