/**
 * What the build asks of a picture content names (docs/new-edition.md, "Pictures"): the file is
 * there, it is a real PNG or JPEG, at least its field's size (`minWidth` × `minHeight` in
 * content-layer/schema.ts), and not so big that the image pipeline (scripts/build-images.ts)
 * chokes on it. Pure: the file's facts come from an injected reader (content-layer/image-files.ts
 * on disk), so the rules are testable without files.
 */

/** What the build knows of an image file. */
export interface ImageFile {
  bytes: number;
  /** Undefined when the file is neither a PNG nor a JPEG (or was too big to read). */
  format?: "png" | "jpeg";
  width?: number;
  height?: number;
}

/** The facts of the image file at a path relative to the project; undefined when there is none. */
export type ImageReader = (path: string) => ImageFile | undefined;

/** The CMS's upload limit too (content-layer/cms-config.ts). */
export const MAX_IMAGE_BYTES = 20_000_000;
/** Beyond this, resizing takes sharp minutes and memory the build machine does not have. */
export const MAX_IMAGE_SIDE = 8000;

const megabytes = (bytes: number) =>
  (bytes / 1_000_000).toLocaleString("pl-PL", { maximumFractionDigits: 1 });

/** Why the picture is refused, in Polish; undefined when it is fine. */
export function imageProblem(
  file: ImageFile | undefined,
  shownPath: string,
  least: { minWidth?: number; minHeight?: number },
): string | undefined {
  if (!file) return `nie ma pliku ${shownPath}: dodaj zdjęcie albo popraw ścieżkę`;
  if (file.bytes > MAX_IMAGE_BYTES) {
    return `plik ma ${megabytes(file.bytes)} MB, a może mieć najwyżej ${megabytes(MAX_IMAGE_BYTES)} MB: zmniejsz zdjęcie`;
  }
  if (!file.format || file.width === undefined || file.height === undefined) {
    return `plik ${shownPath} nie jest zdjęciem PNG ani JPEG: zapisz je w jednym z tych formatów`;
  }
  const size = `${file.width} × ${file.height} px`;
  if (file.width > MAX_IMAGE_SIDE || file.height > MAX_IMAGE_SIDE) {
    return `zdjęcie ma ${size}, a może mieć najwyżej ${MAX_IMAGE_SIDE} px z każdej strony: zmniejsz je`;
  }
  const minWidth = least.minWidth ?? 0;
  const minHeight = least.minHeight ?? 0;
  if (file.width < minWidth || file.height < minHeight) {
    return `zdjęcie ma ${size}, a potrzeba co najmniej ${minWidth} × ${minHeight} px`;
  }
  return undefined;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const uint16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const uint32 = (bytes: Uint8Array, at: number) => uint16(bytes, at) * 65536 + uint16(bytes, at + 2);

/** A PNG's size, from its header chunk (IHDR comes first). */
function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) {
    return undefined;
  }
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  return chunk === "IHDR" ? { width: uint32(bytes, 16), height: uint32(bytes, 20) } : undefined;
}

/** Start-of-frame markers carry the size; C4 (Huffman tables), C8 and CC (arithmetic) do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** A JPEG's size, from its first start-of-frame segment, walking the segments before it. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      at += 2; // markers without a length
      continue;
    }
    if (isStartOfFrame(marker))
      return { height: uint16(bytes, at + 5), width: uint16(bytes, at + 7) };
    at += 2 + uint16(bytes, at + 2);
  }
  return undefined;
}

/** A file's format and size, read from its first bytes; undefined for anything else. */
export function readImageHeader(
  bytes: Uint8Array,
): { format: "png" | "jpeg"; width: number; height: number } | undefined {
  const png = pngSize(bytes);
  if (png) return { format: "png", ...png };
  const jpeg = jpegSize(bytes);
  return jpeg ? { format: "jpeg", ...jpeg } : undefined;
}
