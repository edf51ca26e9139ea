/** From SVG to the files the site serves: JPEG for scenes, palette PNG for flat artwork. */
import type { Sharp } from "sharp";
import { C } from "./palette";
import { loadSharp } from "./sharp";

export async function render(svg: string): Promise<Sharp> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg));
}

export async function jpeg(svg: string, quality = 75): Promise<Buffer> {
  return (await render(svg))
    .flatten({ background: C.ink })
    .jpeg({ quality, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toBuffer();
}

/** PNG with a 256-colour palette (alpha kept): flat artwork stays small. */
export async function png(svg: string): Promise<Buffer> {
  return (await render(svg))
    .png({ palette: true, quality: 92, effort: 10, compressionLevel: 9 })
    .toBuffer();
}

/** PNG in full colour: the favicon set, whose few sizes must stay exact. */
export async function truecolourPng(svg: string): Promise<Buffer> {
  return (await render(svg)).png({ compressionLevel: 9 }).toBuffer();
}
