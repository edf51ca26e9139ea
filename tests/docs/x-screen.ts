import { execFile, spawn, type ChildProcess } from "node:child_process";
import { promisify } from "node:util";
import sharp from "sharp";

/**
 * A virtual X screen (Debian's xvfb and x11-apps) for pictures of what a browser draws outside
 * its page, such as a system notification, which headless Chromium never draws.
 */
export interface XScreen {
  /** The DISPLAY value of the screen. */
  display: string;
  /** The whole screen as a PNG at `file`. */
  shoot(file: string): Promise<void>;
  close(): void;
}

/** Starts Xvfb on a display number it picks itself (`-displayfd`), `width` × `height`. */
export async function startXScreen(width: number, height: number): Promise<XScreen> {
  const xvfb = spawn(
    "Xvfb",
    ["-displayfd", "3", "-screen", "0", `${width}x${height}x24`, "-nolisten", "tcp"],
    { stdio: ["ignore", "ignore", "pipe", "pipe"] },
  );
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.once("error", (error) =>
      reject(new Error(`Xvfb did not start (apt-get install xvfb x11-apps): ${error.message}`)),
    );
    xvfb.stdio[3]!.once("data", (data: Buffer) => resolve(`:${data.toString().trim()}`));
  });
  return {
    display,
    shoot: async (file) => {
      const { stdout } = await promisify(execFile)(
        "xwd",
        ["-root", "-silent", "-display", display],
        {
          encoding: "buffer",
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      await xwdToPng(stdout, file);
    },
    close: () => stop(xvfb),
  };
}

function stop(process: ChildProcess): void {
  if (process.exitCode === null) process.kill();
}

/**
 * An X window dump (a 24-bit TrueColor screen's ZPixmap, 32 bits a pixel) written as a PNG: the
 * header's 25 big-endian fields, the window's name, the colour map, then the rows.
 */
async function xwdToPng(dump: Buffer, file: string): Promise<void> {
  const field = (index: number) => dump.readUInt32BE(index * 4);
  const [headerSize, width, height, byteOrder] = [field(0), field(4), field(5), field(7)];
  const [bitsPerPixel, bytesPerLine, colours] = [field(11), field(12), field(19)];
  const masks = [field(14), field(15), field(16)];
  if (bitsPerPixel !== 32) throw new Error(`xwd wrote ${bitsPerPixel} bits a pixel, not 32`);
  const start = headerSize + colours * 12;
  const shifts = masks.map((mask) => Math.log2(mask & -mask));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = start + y * bytesPerLine + x * 4;
      const value = byteOrder === 0 ? dump.readUInt32LE(at) : dump.readUInt32BE(at);
      for (let channel = 0; channel < 3; channel += 1) {
        pixels[(y * width + x) * 3 + channel] = (value & masks[channel]!) >>> shifts[channel]!;
      }
    }
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(file);
}
