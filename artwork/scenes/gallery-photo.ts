/**
 * Gallery "photos" of past editions, 1200×800: abstract concert scenes (stage, crowd, bokeh,
 * sunset, fireworks, lasers) in each year's stage lighting, softened to read as photographs.
 */
import { mix } from "../kit/colour";
import { render } from "../kit/encode";
import { beams, confetti, stars } from "../kit/ornaments";
import { C } from "../kit/palette";
import { Rng } from "../kit/random";
import { loadSharp } from "../kit/sharp";
import { n, pt, svgDocument, type Pt } from "../kit/svg";
import { skyline } from "./night-city";
import { crowd, performer } from "./people";

/** Gallery photos stay under the site's 40 KB budget per picture, with some room to spare. */
const GALLERY_MAX_BYTES = 36 * 1024;

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

/**
 * The photo as a JPEG. `seed` is its path in the default content folder
 * ("content/gallery/2016/2016-001.jpg"), whichever folder it is drawn into.
 */
export async function galleryJpeg(year: number, index: number, seed: string): Promise<Buffer> {
  // A touch of blur after rendering: softer edges read as a photo and compress far better.
  const pixels = await (
    await render(galleryPhoto(year, index, seed))
  )
    .blur(0.8)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sharp = await loadSharp();
  const encode = (quality: number) =>
    sharp(pixels.data, { raw: pixels.info }).jpeg({ quality, mozjpeg: true }).toBuffer();
  // Busy scenes (confetti, fireworks) get a lower quality to stay within the budget.
  let output = await encode(68);
  for (const quality of [62, 56, 50])
    if (output.length > GALLERY_MAX_BYTES) output = await encode(quality);
  return output;
}
