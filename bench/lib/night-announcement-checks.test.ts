import { describe, expect, it } from "vitest";
import {
  checkBoardDeliveries,
  lastVersion,
  type BoardArrival,
  type BoardChange,
} from "./night-announcement-checks";

const connected: BoardArrival = { version: 3, announcementId: null, at: 10 };
const changes: BoardChange[] = [
  { kind: "announce", version: 4, announcementId: 1, sentAt: 100 },
  { kind: "clear", version: 5, announcementId: null, sentAt: 200 },
  { kind: "announce", version: 6, announcementId: 2, sentAt: 300 },
];

describe("checkBoardDeliveries", () => {
  it("times every change on every screen from the moment its request was sent", () => {
    const screens = [
      [
        connected,
        { version: 4, announcementId: 1, at: 103 },
        { version: 5, announcementId: null, at: 204 },
        { version: 6, announcementId: 2, at: 305 },
      ],
      [
        connected,
        { version: 4, announcementId: 1, at: 110 },
        { version: 5, announcementId: null, at: 220 },
        { version: 6, announcementId: 2, at: 330 },
      ],
    ];
    expect(checkBoardDeliveries(changes, screens)).toEqual({
      announce: [3, 10, 5, 30],
      clear: [4, 20],
      missing: [],
    });
  });

  it("counts a clear only from a board of its version, never the board on connecting", () => {
    const screens = [[connected, { version: 4, announcementId: 1, at: 103 }]];
    const result = checkBoardDeliveries(changes, screens);
    expect(result.clear).toEqual([]);
    expect(result.missing).toEqual([
      { kind: "clear", version: 5, screens: 1 },
      { kind: "announce", version: 6, screens: 1 },
    ]);
  });

  it("takes a later board that still carries the announcement when one in between was merged", () => {
    // The server may send one board for two quick changes (a setting, then the announcement).
    const screens = [[connected, { version: 7, announcementId: 2, at: 340 }]];
    const result = checkBoardDeliveries([changes[2]!], screens);
    expect(result).toEqual({ announce: [40], clear: [], missing: [] });
  });

  it("does not take an older board of the same announcement id for a later change", () => {
    const again: BoardChange = { kind: "announce", version: 8, announcementId: 1, sentAt: 400 };
    const screens = [[connected, { version: 4, announcementId: 1, at: 103 }]];
    expect(checkBoardDeliveries([again], screens).missing).toEqual([
      { kind: "announce", version: 8, screens: 1 },
    ]);
  });

  it("names how many screens missed each change", () => {
    const screens = [
      [connected, { version: 4, announcementId: 1, at: 150 }],
      [connected],
      [connected],
    ];
    expect(checkBoardDeliveries([changes[0]!], screens)).toEqual({
      announce: [50],
      clear: [],
      missing: [{ kind: "announce", version: 4, screens: 2 }],
    });
  });
});

describe("lastVersion", () => {
  it("is the version of the last board, −1 before any", () => {
    expect(lastVersion([])).toBe(-1);
    expect(lastVersion([connected, { version: 9, announcementId: null, at: 1 }])).toBe(9);
  });
});
