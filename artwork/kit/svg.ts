/**
 * SVG writing: numbers, points, escaping, the document wrapper and text elements. Every picture
 * is an SVG string rendered by sharp (librsvg), so these few helpers decide what the files hold.
 */
import { C } from "./palette";

/** DejaVu Sans first: it is installed in CI (fonts-dejavu-core) and has every Polish glyph. */
export const FONT = "'DejaVu Sans', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export type Pt = readonly [number, number];

/** Formats a coordinate: one decimal keeps the SVG small and the output stable. */
export const n = (value: number): string => (Math.round(value * 10) / 10).toString();
export const pt = ([x, y]: Pt): string => `${n(x)} ${n(y)}`;

export function escapeXml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

export function svgDocument(width: number, height: number, body: string, viewBox?: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="${viewBox ?? `0 0 ${width} ${height}`}">${body}</svg>`
  );
}

export interface TextOptions {
  size: number;
  fill?: string;
  weight?: 400 | 700;
  anchor?: "start" | "middle" | "end";
  spacing?: number;
  opacity?: number;
  extra?: string;
}

export function text(x: number, y: number, value: string, options: TextOptions): string {
  const { size, fill = C.cream, weight = 700, anchor = "start", spacing = 0 } = options;
  const attributes = [
    `x="${n(x)}" y="${n(y)}"`,
    `font-family="${FONT}"`,
    `font-size="${n(size)}"`,
    `font-weight="${weight}"`,
    `fill="${fill}"`,
    anchor === "start" ? "" : `text-anchor="${anchor}"`,
    spacing === 0 ? "" : `letter-spacing="${n(spacing)}"`,
    options.opacity === undefined ? "" : `opacity="${options.opacity}"`,
    options.extra ?? "",
  ].filter(Boolean);
  return `<text ${attributes.join(" ")}>${escapeXml(value)}</text>`;
}
