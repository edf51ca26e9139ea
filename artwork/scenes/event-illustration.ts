/**
 * A side event's picture, 1200×900, chosen by keywords of its image's file name (so renaming
 * the event keeps its picture); an event no keyword knows gets the mermaid in confetti.
 */
import { confetti } from "../kit/ornaments";
import { C } from "../kit/palette";
import { Rng } from "../kit/random";
import { svgDocument } from "../kit/svg";
import {
  bloodBusScene,
  climbingScene,
  fieldGameScene,
  puppyYogaScene,
  rollerScene,
} from "./daytime-events";
import { cinemaScene, karaokeScene, quizScene, silentDiscoScene } from "./evening-events";
import { eventBackground } from "./event-kit";
import { mermaid, MERMAID_COLOURS } from "./mermaid";

function genericEventScene(rng: Rng): string {
  return (
    eventBackground("generic-bg", C.river, C.ink) +
    `<g transform="translate(330 120) scale(0.55)">${mermaid(MERMAID_COLOURS, "", "ev")}</g>` +
    confetti(rng, 40, [20, 20, 1180, 880], [C.gold, C.coral, C.aqua, C.cream])
  );
}

/** The side event's picture, chosen by keywords of its image name. */
export function eventIllustration(image: string): string {
  const rng = new Rng(image);
  const key = image.toLowerCase();
  const scene = key.includes("karaoke")
    ? karaokeScene(rng)
    : key.includes("wrotk") || key.includes("roller")
      ? rollerScene(rng)
      : key.includes("joga") || key.includes("yoga")
        ? puppyYogaScene(rng)
        : key.includes("kino")
          ? cinemaScene(rng)
          : key.includes("teren")
            ? fieldGameScene(rng)
            : key.includes("familiada") || key.includes("quiz")
              ? quizScene(rng)
              : key.includes("krwio") || key.includes("krew")
                ? bloodBusScene(rng)
                : key.includes("scian") || key.includes("wspin")
                  ? climbingScene(rng)
                  : key.includes("disco") || key.includes("sluchaw")
                    ? silentDiscoScene(rng)
                    : genericEventScene(rng);
  return svgDocument(1200, 900, scene);
}
