/**
 * Syrenka, the Warsaw mermaid: sword raised, round shield, tail curled. Our own drawing on a
 * 1000×1000 grid, used by the banner, the share image, the Syrenka illustration and the
 * generic side-event picture.
 */
import { star, swordPath, taperedStroke } from "../kit/geometry";
import { C } from "../kit/palette";
import { n, type Pt } from "../kit/svg";

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

export interface MermaidColours {
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
export function mermaid(colours: MermaidColours, transform = "", idPrefix = "m"): string {
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

/** The mermaid in the festival's colours, outlined in ink. */
export const MERMAID_COLOURS: MermaidColours = {
  body: C.cream,
  tail: C.river,
  hair: C.coral,
  top: C.gold,
  sword: C.aqua,
  shield: C.gold,
  shieldRim: C.coral,
  detail: C.aqua,
  outline: C.ink,
};

/** The mermaid as a dark silhouette with a soft aqua halo (for night scenes). */
export function mermaidSilhouette(transform: string, id: string, glow: string = C.aqua): string {
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
