/**
 * Side events of the evening, flat illustrations with ink outlines, 1200×900: karaoke, the
 * open-air cinema, the quiz show and the silent disco.
 */
import { confetti, stars } from "../kit/ornaments";
import { C } from "../kit/palette";
import type { Rng } from "../kit/random";
import { n, text } from "../kit/svg";
import { eventBackground, musicNote, OUTLINE, outline } from "./event-kit";
import { performer } from "./people";

export function karaokeScene(rng: Rng): string {
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

export function cinemaScene(rng: Rng): string {
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

export function quizScene(rng: Rng): string {
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

export function silentDiscoScene(rng: Rng): string {
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
