/**
 * The favicon set and the line-up poster's corner mark: the Syrenka monogram of
 * app/components/logo.tsx, gold with an aqua sword on night ink.
 */
import { SYRENKA_MARK } from "../../app/components/logo";
import { C } from "../kit/palette";
import { n, svgDocument } from "../kit/svg";

/** The monogram's paths in its own 48×48 units. */
export function monogramPaths(): string {
  const body = SYRENKA_MARK.body.map((d) => `<path d="${d}" fill="${C.gold}"/>`).join("");
  return body + `<path d="${SYRENKA_MARK.sword}" fill="${C.aqua}"/>`;
}

function monogramSvg(size: number, options: { rounded: boolean; padding: number }): string {
  const { rounded, padding } = options;
  const box = 48 + padding * 2;
  return svgDocument(
    size,
    size,
    `<rect x="${-padding}" y="${-padding}" width="${box}" height="${box}" ${rounded ? `rx="${n(box * 0.22)}" ` : ""}fill="${C.ink}"/>` +
      monogramPaths(),
    `${-padding} ${-padding} ${box} ${box}`,
  );
}

/** favicon.svg: the rounded tile without a fixed size, so browsers scale it. */
export function faviconSvg(): string {
  return monogramSvg(48, { rounded: true, padding: 0 }).replace(' width="48" height="48"', "");
}

/** The square PNG icons (192, 512, Apple touch): a full-bleed tile with room around the mark. */
export function iconSvg(size: number): string {
  return monogramSvg(size, { rounded: false, padding: 11 });
}
