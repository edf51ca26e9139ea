/**
 * Side events by day, flat illustrations with ink outlines, 1200×900: roller skating, puppy
 * yoga, the field game, the blood-donation bus and the climbing wall.
 */
import { polygonPath } from "../kit/geometry";
import { cloud, confetti } from "../kit/ornaments";
import { C } from "../kit/palette";
import type { Rng } from "../kit/random";
import { n, text, type Pt } from "../kit/svg";
import { eventBackground, OUTLINE, outline } from "./event-kit";
import { performer } from "./people";

export function rollerScene(rng: Rng): string {
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

export function puppyYogaScene(rng: Rng): string {
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

export function fieldGameScene(rng: Rng): string {
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

export function bloodBusScene(rng: Rng): string {
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

export function climbingScene(rng: Rng): string {
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
