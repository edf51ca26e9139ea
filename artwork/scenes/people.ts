/**
 * People as flat silhouettes (no faces): performers with their instruments, a drum kit, and
 * crowds seen from behind. Artist posters, side events and gallery photos stand them on stage.
 */
import { mix } from "../kit/colour";
import { polygonPath } from "../kit/geometry";
import type { Rng } from "../kit/random";
import { n, pt, type Pt } from "../kit/svg";

export type Pose = "mic" | "armsUp" | "wave" | "guitar" | "dj" | "keys" | "down";
export type Hair = "short" | "bun" | "long" | "cap" | "curly" | "bob";
export const HAIRS: readonly Hair[] = ["short", "bun", "long", "cap", "curly", "bob"];

export interface PerformerStyle {
  pose: Pose;
  fill: string;
  /** Colour of props (mic, guitar, decks). */
  accent: string;
  hair?: Hair;
}

/** A performer standing on `base`, `h` tall, as one flat silhouette plus lit props. */
export function performer(x: number, base: number, h: number, style: PerformerStyle): string {
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
export function litPerformer(
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
export function drumKit(
  x: number,
  base: number,
  size: number,
  fill: string,
  accent: string,
): string {
  const kick = size * 0.32;
  return (
    `<circle cx="${n(x)}" cy="${n(base - kick)}" r="${n(kick)}" fill="${fill}" stroke="${accent}" stroke-width="${n(size * 0.02)}"/>` +
    `<ellipse cx="${n(x - size * 0.45)}" cy="${n(base - size * 0.62)}" rx="${n(size * 0.16)}" ry="${n(size * 0.05)}" fill="${fill}"/>` +
    `<ellipse cx="${n(x + size * 0.48)}" cy="${n(base - size * 0.7)}" rx="${n(size * 0.2)}" ry="${n(size * 0.035)}" fill="${accent}"/>` +
    `<line x1="${n(x + size * 0.48)}" y1="${n(base - size * 0.7)}" x2="${n(x + size * 0.48)}" y2="${n(base)}" stroke="${fill}" stroke-width="${n(size * 0.025)}"/>` +
    `<line x1="${n(x - size * 0.45)}" y1="${n(base - size * 0.62)}" x2="${n(x - size * 0.45)}" y2="${n(base)}" stroke="${fill}" stroke-width="${n(size * 0.025)}"/>`
  );
}

/** Rows of people seen from behind: back rows small and hazy, front rows big and dark. */
export function crowd(
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
