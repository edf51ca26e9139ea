import { describe, expect, it } from "vitest";
import { measureText } from "../kit/text-fit";
import { layoutLineup, ROOM, type Box, type PosterDay } from "./lineup-layout";

const CANVAS_WIDTH = 1200;

const day = (label: string, main: string[], extras: PosterDay["extras"] = []): PosterDay => ({
  label,
  main,
  extras,
});

const FRIDAY = day("PIĄTEK 16.05", ["MIRA WOLNA", "KWADRA ŚWITU", "DJ POGŁOS", "ZORZA I MGŁA"]);
const SATURDAY = day(
  "SOBOTA 17.05",
  ["LATARNIA", "OLA ZEFIR", "BRZASK KOLEKTYW", "MŁODY PIORUN"],
  [
    { header: "AFTERPARTY", acts: ["NOCNY TRAMWAJ"] },
    { header: "ZESPÓŁ STUDENCKI", acts: ["AKUSTYCZNI Z DZIEKANATU"] },
  ],
);
const LONG_NAMES = [
  "ORKIESTRA DĘTA POLITECHNIKI NADWIŚLAŃSKIEJ",
  "ZESPÓŁ PIEŚNI I TAŃCA „MAZOWSZE PÓŁNOCNE”",
  "KWARTET SMYCZKOWY",
  "DJ",
  "BRZĘCZYSZCZYKIEWICZ & PRZYJACIELE",
  "ŻÓŁTA ŁÓDŹ PODWODNA",
];

const EDITIONS: Record<string, PosterDay[]> = {
  "one day": [day("SOBOTA 14.06", ["LATARNIA", "OLA ZEFIR", "MŁODY PIORUN"], SATURDAY.extras)],
  "two days (2025)": [FRIDAY, SATURDAY],
  "three days": [
    day("CZWARTEK 12.06", ["MIRA WOLNA", "KWADRA ŚWITU", "DJ POGŁOS", "ZORZA I MGŁA", "ECHO"]),
    day("PIĄTEK 13.06", ["LATARNIA", "OLA ZEFIR", "MŁODY PIORUN"], SATURDAY.extras),
    day(
      "SOBOTA 14.06",
      ["BRZASK KOLEKTYW", "NOCNE MARKI"],
      [{ header: "AFTERPARTY", acts: ["NOCNY TRAMWAJ", "DJ ŚWIT"] }],
    ),
  ],
  "four days of long names": [
    "PONIEDZIAŁEK 30.05",
    "WTOREK 31.05",
    "ŚRODA 01.06",
    "CZWARTEK 02.06",
  ].map((label, i) =>
    day(
      label,
      [...LONG_NAMES, ...LONG_NAMES.slice(0, i)],
      [
        { header: "AFTERPARTY", acts: [LONG_NAMES[i] ?? "DJ"] },
        { header: "ZESPÓŁ STUDENCKI", acts: ["AKUSTYCZNI Z DZIEKANATU"] },
        { header: "SCENA PARTNERA", acts: ["KWARTET SMYCZKOWY"] },
      ],
    ),
  ),
};

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("the line-up poster's layout", () => {
  it("keeps the 2025 poster as it was: two days, full size", async () => {
    const layout = await layoutLineup(EDITIONS["two days (2025)"] ?? []);
    expect(layout.scale).toBe(1);
    expect(layout.blocks.map(({ box }) => box.y)).toEqual([ROOM.top, expect.any(Number)]);
  });

  for (const [name, days] of Object.entries(EDITIONS)) {
    it(`fits ${name} between the title and the venue line`, async () => {
      const layout = await layoutLineup(days);
      expect(layout.blocks).toHaveLength(days.length);
      for (const [i, { box, items }] of layout.blocks.entries()) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(CANVAS_WIDTH);
        expect(box.y).toBeGreaterThanOrEqual(ROOM.top);
        expect(box.y + box.height).toBeLessThanOrEqual(ROOM.bottom);
        for (const other of layout.blocks.slice(i + 1)) expect(overlap(box, other.box)).toBe(false);
        for (const item of items) {
          const value = item.kind === "pill" ? item.label : item.value;
          const x = item.kind === "pill" ? item.cx : item.x;
          const spacing = item.kind === "header" ? (item.size / 6) * [...value].length : 0;
          const half = ((await measureText(value, item.size)) + spacing) / 2;
          expect(x - half, `${value} starts inside its block`).toBeGreaterThanOrEqual(box.x);
          expect(x + half, `${value} ends inside its block`).toBeLessThanOrEqual(box.x + box.width);
          expect(item.y).toBeLessThanOrEqual(box.y + box.height);
        }
        // Each line of a column starts below the one before (capitals with accents, descenders).
        const column = (kind: string, x: number) =>
          items.filter((item) => item.kind === kind && "x" in item && item.x === x);
        for (const line of items.filter((item) => item.kind === "name" || item.kind === "extra")) {
          const x = "x" in line ? line.x : 0;
          const previous = column(line.kind, x)
            .filter((other) => other.y < line.y)
            .at(-1);
          if (previous) {
            expect(line.y - 0.8 * line.size).toBeGreaterThanOrEqual(
              previous.y + 0.2 * previous.size,
            );
          }
        }
      }
    });
  }

  it("sets a lone day larger than two days and centres it in the room", async () => {
    const [one, two] = await Promise.all([
      layoutLineup(EDITIONS["one day"] ?? []),
      layoutLineup(EDITIONS["two days (2025)"] ?? []),
    ]);
    expect(one.scale).toBeGreaterThan(two.scale);
    const box = one.blocks[0]?.box;
    const above = (box?.y ?? 0) - ROOM.top;
    const below = ROOM.bottom - (box?.y ?? 0) - (box?.height ?? 0);
    expect(Math.abs(above - below)).toBeLessThan(1);
  });
});
