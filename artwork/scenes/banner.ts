/** The landing page's banner (app/features/landing/landing-banner.tsx). */
import { skyBeams, stars } from "../kit/ornaments";
import { C } from "../kit/palette";
import { Rng } from "../kit/random";
import { svgDocument } from "../kit/svg";
import { mermaidSilhouette } from "./mermaid";
import { bridge, river, skyline, stadium } from "./night-city";

/** Landing banner, 2400×1350: night stadium, stage lights, the Vistula and Syrenka on the right. */
export function bannerArtwork(): string {
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
