/**
 * The team's pictures: an illustrated head-and-shoulders portrait per person (no face, no
 * initials), with a look seeded by their e-mail address and name. The group picture
 * (posters/team-picture.ts) lines the same people up.
 */
import type { TeamMember } from "#content-layer/schema";
import { mix } from "../kit/colour";
import { wavesPath } from "../kit/geometry";
import { C } from "../kit/palette";
import { hashSeed, Rng } from "../kit/random";
import { n, svgDocument } from "../kit/svg";

/** Who a portrait shows: the look is seeded by these two alone. */
export type Person = Pick<TeamMember, "name" | "email">;

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
export function lookFor(member: Person): Look {
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
export function bust(look: Look, transform: string): string {
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

export function teamAvatar(member: Person): string {
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
