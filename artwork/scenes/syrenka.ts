/**
 * The Syrenka illustration that closes the home page (app/features/landing/syrenka-finale.tsx):
 * the mermaid in front of a round night emblem, transparent around it.
 */
import { wavesPath } from "../kit/geometry";
import { stars } from "../kit/ornaments";
import { C } from "../kit/palette";
import { Rng } from "../kit/random";
import { svgDocument } from "../kit/svg";
import { mermaid, MERMAID_COLOURS } from "./mermaid";
import { skyline } from "./night-city";

export function syrenkaIllustration(): string {
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
  const body = mermaid(MERMAID_COLOURS, "translate(90 110) scale(1.04)", "syrenka");
  const ring =
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${C.ink}" stroke-width="26"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${C.gold}" stroke-width="12"/>`;
  // The tail's lower curl stays inside the disc; the sword breaks out of the ring on purpose.
  return svgDocument(size, size, defs + inside + ring + body);
}
