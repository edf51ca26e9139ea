/**
 * sharp, loaded on first use: a run of `npm run build` that finds nothing to draw never pays for
 * loading libvips and the fonts.
 */
import type { Sharp, SharpOptions } from "sharp";

type SharpFactory = (input?: Buffer | SharpOptions, options?: SharpOptions) => Sharp;

let loading: Promise<SharpFactory> | undefined;

export function loadSharp(): Promise<SharpFactory> {
  loading ??= import("sharp").then((module) => module.default as SharpFactory);
  return loading;
}
