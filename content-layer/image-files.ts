import { readFileSync, statSync } from "node:fs";
import { MAX_IMAGE_BYTES, readImageHeader, type ImageFile } from "./image-checks.ts";

/**
 * The facts of an image file on disk for content-layer/image-checks.ts: its size in bytes and,
 * unless it is too big to be worth reading, its format and pixel size from its header.
 */
export function readImageFile(file: string): ImageFile | undefined {
  let bytes: number;
  try {
    const stats = statSync(file);
    if (!stats.isFile()) return undefined;
    bytes = stats.size;
  } catch {
    return undefined;
  }
  if (bytes > MAX_IMAGE_BYTES) return { bytes };
  return { bytes, ...readImageHeader(readFileSync(file)) };
}
