import QRCode from "qrcode";

/** A QR code as one SVG path of dark modules, with the quiet zone the standard requires. */
export interface QrCodeShape {
  /** Width and height in modules, quiet zone included. */
  readonly size: number;
  /** Path data of the dark modules (1 unit = 1 module). */
  readonly path: string;
}

/** ISO/IEC 18004: four modules of light margin around the symbol. */
const QUIET_ZONE = 4;

/**
 * Encodes `text` with the `qrcode` package as one SVG path, so no page ever loads a third-party
 * image or the library itself: /telebim's site address at build time, the server's TOTP setup
 * for an authenticator app (server/moderation/README.md#second-factor). Each run of dark modules
 * in a row becomes one rectangle.
 */
export function qrCodeShape(text: string): QrCodeShape {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      parts.push(
        `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${column - start}v1h-${column - start}z`,
      );
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: parts.join("") };
}
