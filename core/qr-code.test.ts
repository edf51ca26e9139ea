import { describe, expect, it } from "vitest";
import { qrCodeShape } from "./qr-code";

describe("qrCodeShape", () => {
  it("draws the symbol with a four-module quiet zone", () => {
    const shape = qrCodeShape("https://juwenalia-syrenki.pl/homepage");
    // Version 3 (29 modules) fits this address at level M; plus 2 × 4 quiet modules.
    expect(shape.size).toBe(37);
    expect(shape.path.startsWith("M4 4h7v1h-7z")).toBe(true); // the top-left finder pattern
    const numbers = [...shape.path.matchAll(/M(\d+) (\d+)/g)].flatMap((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    expect(Math.min(...numbers)).toBe(4);
    expect(Math.max(...numbers)).toBeLessThan(shape.size - 4);
  });

  it("encodes different text differently", () => {
    expect(qrCodeShape("https://a.pl").path).not.toBe(qrCodeShape("https://b.pl").path);
  });
});
