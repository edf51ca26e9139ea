/**
 * Where the main-stage poster sets each day of the line-up. A day is a block: its label on a
 * coral pill, the main acts one per line (the headliner larger; a long name takes two lines),
 * then the day's headed groups (AFTERPARTY, ZESPÓŁ STUDENCKI…) side by side. One or two days stack in one wide column;
 * three or four days sit two by two. When the blocks are taller than the room between the
 * title and the venue line, everything shrinks together until they fit; a lone day is set
 * larger and centred.
 */
import { fitLines, fitText, measureText } from "../kit/text-fit";

/** One day as the poster paints it (upper case, as set). */
export interface PosterDay {
  label: string;
  main: readonly string[];
  extras: readonly { header: string; acts: readonly string[] }[];
}

export type PosterItem =
  | {
      kind: "pill";
      x: number;
      y: number;
      width: number;
      height: number;
      cx: number;
      textY: number;
      size: number;
      label: string;
    }
  | { kind: "name"; x: number; y: number; size: number; value: string; lead: boolean }
  | { kind: "header"; x: number; y: number; size: number; value: string }
  | { kind: "extra"; x: number; y: number; size: number; value: string };

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PosterLayout {
  scale: number;
  /** Each day's block, in day order: what it covers and what it draws, in drawing order. */
  blocks: { box: Box; items: PosterItem[] }[];
}

/** Between the title lines and the venue line; the stars stay in the margins outside x 150–1050. */
export const ROOM = { top: 240, bottom: 1275 } as const;
const WIDE = { width: 1000, centres: [600] } as const;
const PAIRED = { width: 400, centres: [370, 830] } as const;
/** A lone day may grow this much. */
const LONE_DAY_GROWTH = 1.25;

/** Narrower than this, a column of headed acts would set their names too small. */
const EXTRA_COLUMN_MIN = 220;

/**
 * `value` on at most two lines of `width`, as large as possible between `min` and `max`; a word
 * too long for the width even at `min` shrinks further rather than run past it.
 */
async function fitWrapped(value: string, width: number, max: number, min: number) {
  const fitted = await fitLines(value, width, max, 2, min);
  const widths = await Promise.all(fitted.lines.map((line) => measureText(line, fitted.size)));
  const widest = Math.max(...widths);
  return widest > width ? { ...fitted, size: (fitted.size * width) / widest } : fitted;
}

/** Below this share of its size, a main act's name goes onto two lines rather than shrink on. */
const MAIN_NAME_MIN = 0.55;

/** A main act on one line, or on two when one line would set it too small. */
async function fitMainName(value: string, width: number, max: number) {
  const size = await fitText(value, width, max);
  if (size >= max * MAIN_NAME_MIN || !/\s/.test(value)) return { size, lines: [value] };
  const wrapped = await fitWrapped(value, width, max, max * MAIN_NAME_MIN);
  return wrapped.size > size ? wrapped : { size, lines: [value] };
}

/** Lays out one block with its top at `top`; at scale 1 the cursor moves as it always has. */
async function layoutBlock(day: PosterDay, cx: number, width: number, top: number, s: number) {
  const items: PosterItem[] = [];
  const blockSpan = width + 40 * s;
  let y = top;
  const labelSize = Math.min(34 * s, await fitText(day.label, width - 60 * s, 34 * s));
  const labelWidth = await measureText(day.label, labelSize);
  const pill = {
    x: cx - labelWidth / 2 - 30 * s,
    y,
    width: labelWidth + 60 * s,
    height: 60 * s,
    cx,
    textY: y + 43 * s,
    size: labelSize,
  };
  items.push({ kind: "pill", ...pill, label: day.label });
  let bottom = y + pill.height;
  y += 128 * s;
  const mainLines: { value: string; size: number; lead: boolean; wraps: boolean }[] = [];
  for (const [i, name] of day.main.entries()) {
    const fitted = await fitMainName(name, width, (i === 0 ? 68 : 52) * s);
    fitted.lines.forEach((value, k) => {
      const wraps = k < fitted.lines.length - 1;
      mainLines.push({ value, size: fitted.size, lead: i === 0, wraps });
    });
  }
  for (const [i, { value, size, lead, wraps }] of mainLines.entries()) {
    items.push({ kind: "name", x: cx, y, size, value, lead });
    bottom = y + size * 0.25;
    // A larger name after a smaller one needs room for its own capitals.
    const next = mainLines[i + 1]?.size ?? 0;
    y += wraps ? size * 1.12 : next > size ? size * 0.25 + next * 0.97 : size * 1.22;
  }
  y += 36 * s;
  // Headed groups side by side, at most as many in a row as leave each a readable column.
  const perRow = Math.max(1, Math.floor(blockSpan / (EXTRA_COLUMN_MIN * s)));
  for (let first = 0; first < day.extras.length; first += perRow) {
    const row = day.extras.slice(first, first + perRow);
    const colWidth = blockSpan / row.length;
    let rowBottom = y;
    for (const [i, group] of row.entries()) {
      const x = cx - blockSpan / 2 + colWidth * (i + 0.5);
      const headerSize = await fitText(group.header, colWidth - 10 * s, 24 * s, 700, 1 / 6);
      items.push({ kind: "header", x, y, size: headerSize, value: group.header });
      let line = y + 52 * s;
      for (const act of group.acts) {
        const { size, lines } = await fitWrapped(act, colWidth - 40 * s, 36 * s, 22 * s);
        lines.forEach((value, k) => {
          items.push({ kind: "extra", x, y: line + k * size * 1.15, size, value });
        });
        const last = line + (lines.length - 1) * size * 1.15;
        rowBottom = Math.max(rowBottom, last + size * 0.25);
        line = last + size * 1.5;
      }
    }
    bottom = Math.max(bottom, rowBottom);
    y = rowBottom + 48 * s;
  }
  const box = { x: cx - blockSpan / 2, y: top, width: blockSpan, height: bottom - top };
  return { box, items, next: Math.max(y, bottom + 36 * s) };
}

async function layoutAt(days: readonly PosterDay[], s: number, top: number): Promise<PosterLayout> {
  const grid = days.length >= 3 ? PAIRED : WIDE;
  const blocks: PosterLayout["blocks"] = [];
  let rowTop = top;
  for (let first = 0; first < days.length; first += grid.centres.length) {
    const row = days.slice(first, first + grid.centres.length);
    let next = rowTop;
    for (const [i, day] of row.entries()) {
      // A lone block in the last row of a pair stands in the middle.
      const cx = row.length < grid.centres.length ? 600 : (grid.centres[i] ?? 600);
      const block = await layoutBlock(day, cx, grid.width, rowTop, s);
      blocks.push({ box: block.box, items: block.items });
      next = Math.max(next, block.next);
    }
    rowTop = next;
  }
  return { scale: s, blocks };
}

const bottomOf = (layout: PosterLayout) =>
  Math.max(...layout.blocks.map(({ box }) => box.y + box.height));

/** The poster's blocks for 1–4 days, within ROOM. */
export async function layoutLineup(days: readonly PosterDay[]): Promise<PosterLayout> {
  const room = ROOM.bottom - ROOM.top;
  let s = days.length === 1 ? LONE_DAY_GROWTH : 1;
  let layout = await layoutAt(days, s, ROOM.top);
  // Sizes fitted to a width shrink less than the rest, so shrink again until it fits.
  for (let attempt = 0; attempt < 12 && bottomOf(layout) > ROOM.bottom; attempt++) {
    s *= Math.min(0.98, room / (bottomOf(layout) - ROOM.top));
    layout = await layoutAt(days, s, ROOM.top);
  }
  if (days.length === 1) {
    const slack = ROOM.bottom - bottomOf(layout);
    if (slack > 0) layout = await layoutAt(days, s, ROOM.top + slack / 2);
  }
  return layout;
}
