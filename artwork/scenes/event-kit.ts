/** Shared pieces of the side-event illustrations: ink outlines, the backdrop, a music note. */
import { C } from "../kit/palette";
import { n } from "../kit/svg";

export function outline(width = 8, colour: string = C.ink): string {
  return `stroke="${colour}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
}
export const OUTLINE = outline();

export function eventBackground(id: string, top: string, bottom: string): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="1200" height="900" fill="url(#${id})"/>`
  );
}

export function musicNote(x: number, y: number, s: number, fill: string, rotation = 0): string {
  return (
    `<g fill="${fill}" ${outline(5)} transform="rotate(${n(rotation)} ${n(x)} ${n(y)})">` +
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 0.6)}" ry="${n(s * 0.42)}" transform="rotate(-20 ${n(x)} ${n(y)})"/>` +
    `<path d="M${n(x + s * 0.5)} ${n(y)}V${n(y - s * 2.2)}q${n(s * 0.6)} ${n(s * 0.3)} ${n(s * 0.8)} ${n(s * 1)}" fill="none" stroke="${fill}"/></g>`
  );
}
