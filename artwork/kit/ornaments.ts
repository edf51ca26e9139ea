/**
 * Ornaments shared by scenes and posters: star dots, confetti, clouds and light beams, each
 * scattered with the picture's own seeded PRNG.
 */
import { polygonPath, star, type Box } from "./geometry";
import type { Rng } from "./random";
import { n, type Pt } from "./svg";

/**
 * Star dots of varied size and brightness, scattered with `rng` inside a box, none inside `clear`
 * (where lettering goes: a dot over a letter reads as an accent, "ORGANİZACYJNY").
 */
export function stars(rng: Rng, count: number, box: Box, colour: string, clear?: Box) {
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

export function confetti(
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

export function cloud(x: number, y: number, s: number, fill: string): string {
  return (
    `<g fill="${fill}">` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.5)}"/><circle cx="${n(x + s * 0.55)}" cy="${n(y - s * 0.2)}" r="${n(s * 0.6)}"/>` +
    `<circle cx="${n(x + s * 1.15)}" cy="${n(y + s * 0.05)}" r="${n(s * 0.45)}"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(s * 1.15)}" height="${n(s * 0.5)}"/></g>`
  );
}

/** Stage-light beams fanning down from `source` points, as soft gradient wedges. */
export function beams(
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

/** Light beams shooting up from a stage into the sky (fading upwards). */
export function skyBeams(
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
