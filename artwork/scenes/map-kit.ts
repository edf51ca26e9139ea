/** Map furniture shared by the site map and the venue drawing: label plates, icons, pins. */
import { C } from "../kit/palette";
import { n, text } from "../kit/svg";
import { measureText } from "../kit/text-fit";

/** A label on a rounded plate, centred on (x, y). */
export async function labelPlate(
  x: number,
  y: number,
  value: string,
  size: number,
  fill: string,
  colour: string,
  opts: { padX?: number; sub?: string } = {},
): Promise<string> {
  const padX = opts.padX ?? size * 0.7;
  const width = Math.max(
    await measureText(value, size),
    opts.sub ? await measureText(opts.sub, size * 0.62, 400) : 0,
  );
  const height = size * (opts.sub ? 2.15 : 1.6);
  return (
    `<rect x="${n(x - width / 2 - padX)}" y="${n(y - height / 2)}" width="${n(width + padX * 2)}" height="${n(height)}" rx="${n(size * 0.5)}" fill="${fill}"/>` +
    text(x, y + (opts.sub ? -size * 0.12 : size * 0.36), value, {
      size,
      fill: colour,
      anchor: "middle",
    }) +
    (opts.sub
      ? text(x, y + size * 0.72, opts.sub, {
          size: size * 0.62,
          fill: colour,
          anchor: "middle",
          weight: 400,
        })
      : "")
  );
}

export function icon(
  kind: "wc" | "medic" | "info" | "water",
  x: number,
  y: number,
  r = 22,
): string {
  const circle = (fill: string) =>
    `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="${fill}" stroke="${C.cream}" stroke-width="4"/>`;
  switch (kind) {
    case "wc":
      return (
        circle("#2e5fd1") +
        text(x, y + r * 0.34, "WC", { size: r * 0.9, fill: C.cream, anchor: "middle" })
      );
    case "medic":
      return (
        circle(C.cream) +
        `<path d="M${n(x - r * 0.2)} ${n(y - r * 0.62)}h${n(r * 0.4)}v${n(r * 0.42)}h${n(r * 0.42)}v${n(r * 0.4)}h${n(-r * 0.42)}v${n(r * 0.42)}h${n(-r * 0.4)}v${n(-r * 0.42)}h${n(-r * 0.42)}v${n(-r * 0.4)}h${n(r * 0.42)}Z" fill="${C.coralDark}"/>` +
        `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="none" stroke="${C.coralDark}" stroke-width="3"/>`
      );
    case "info":
      return (
        circle(C.river) +
        text(x, y + r * 0.4, "i", { size: r * 1.2, fill: C.cream, anchor: "middle" })
      );
    case "water":
      return (
        circle(C.aqua) +
        `<path d="M${n(x)} ${n(y - r * 0.6)}c${n(-r * 0.4)} ${n(r * 0.5)} ${n(-r * 0.45)} ${n(r * 0.7)} ${n(-r * 0.45)} ${n(r * 0.85)}a${n(r * 0.45)} ${n(r * 0.45)} 0 0 0 ${n(r * 0.9)} 0c0 ${n(-r * 0.15)} ${n(-r * 0.05)} ${n(-r * 0.35)} ${n(-r * 0.45)} ${n(-r * 0.85)}Z" fill="${C.ink}"/>`
      );
  }
}

export function northArrow(x: number, y: number, size: number, colour: string = C.ink): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size)}" fill="${C.cream}" stroke="${colour}" stroke-width="4"/>` +
    `<path d="M${n(x)} ${n(y - size * 0.78)}L${n(x + size * 0.32)} ${n(y + size * 0.5)}L${n(x)} ${n(y + size * 0.25)}L${n(x - size * 0.32)} ${n(y + size * 0.5)}Z" fill="${C.coralDark}"/>` +
    text(x, y - size - 10, "N", { size: size * 0.7, fill: colour, anchor: "middle" })
  );
}

/** A street: a cream band with an outline and, optionally, its name along the middle. */
export function street(d: string, width: number): string {
  return (
    `<path d="${d}" fill="none" stroke="#c9bfa8" stroke-width="${width + 8}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${C.white}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** A map pin with its point at (x, y). */
export function pin(x: number, y: number, fill: string, label: string): string {
  return (
    `<path d="M${n(x)} ${n(y)}C${n(x - 10)} ${n(y - 24)} ${n(x - 30)} ${n(y - 36)} ${n(x - 30)} ${n(y - 58)}a30 30 0 0 1 60 0C${n(x + 30)} ${n(y - 36)} ${n(x + 10)} ${n(y - 24)} ${n(x)} ${n(y)}Z" fill="${fill}" stroke="${C.cream}" stroke-width="4"/>` +
    text(x, y - 48, label, { size: 28, fill: C.cream, anchor: "middle" })
  );
}
