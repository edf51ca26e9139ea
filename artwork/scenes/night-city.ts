/**
 * Warsaw by night for the banner and the gallery: an Old Town roofline, a stadium, a
 * cable-stayed bridge and the river with the lights' reflections.
 */
import { polygonPath } from "../kit/geometry";
import { C } from "../kit/palette";
import type { Rng } from "../kit/random";
import { n, type Pt } from "../kit/svg";

/** Old Town roofline: tenement gables, a church tower and the castle's clock tower (generic). */
export function skyline(rng: Rng, x0: number, x1: number, base: number, height: number): string {
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

/** A stadium at night: the bowl, its lit roof edge, floodlight masts and a glow inside. */
export function stadium(id: string, cx: number, base: number, w: number, h: number): string {
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
export function bridge(
  x0: number,
  x1: number,
  deck: number,
  pylonX: number,
  pylonH: number,
): string {
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
export function river(
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
