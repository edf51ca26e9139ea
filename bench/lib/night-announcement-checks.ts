/**
 * Did every screen follow every announcement of `npm run bench:night`, and how fast: from the
 * moment the lead's request was sent to the `board` event that carries the change on each
 * screen. Pure, so the unit tests can feed it made-up screens.
 */

/** A `board` event as a bench screen noted it. */
export interface BoardArrival {
  version: number;
  /** The announcement it carries, null when none shows. */
  announcementId: number | null;
  /** `performance.now()` when it arrived. */
  at: number;
}

/** A change the lead made: an announcement put up, or cleared. */
export interface BoardChange {
  kind: "announce" | "clear";
  /** The board's version in the lead's answer. */
  version: number;
  /** The announcement put up; null for a clear. */
  announcementId: number | null;
  /** `performance.now()` when the request was sent. */
  sentAt: number;
}

export interface BoardDeliveries {
  /** Per (announcement × screen): request sent → the board carrying it on that screen (ms). */
  announce: number[];
  /** Per (clear × screen): request sent → the first board without it on that screen (ms). */
  clear: number[];
  /** Changes some screen never received, with how many screens missed each. */
  missing: { kind: BoardChange["kind"]; version: number; screens: number }[];
}

/**
 * Whether `arrival` carries `change`: a board of the change's version or later with its
 * announcement (a clear: with none).
 */
function carries(change: BoardChange, arrival: BoardArrival): boolean {
  return arrival.version >= change.version && arrival.announcementId === change.announcementId;
}

/** `screens`: each screen's board arrivals, in the order they came. */
export function checkBoardDeliveries(
  changes: readonly BoardChange[],
  screens: ReadonlyArray<readonly BoardArrival[]>,
): BoardDeliveries {
  const result: BoardDeliveries = { announce: [], clear: [], missing: [] };
  for (const change of changes) {
    let missed = 0;
    for (const arrivals of screens) {
      const arrival = arrivals.find((candidate) => carries(change, candidate));
      if (arrival === undefined) missed++;
      else result[change.kind].push(arrival.at - change.sentAt);
    }
    if (missed > 0)
      result.missing.push({ kind: change.kind, version: change.version, screens: missed });
  }
  return result;
}

/** The version of the board `arrivals` ended on, −1 before the first. */
export function lastVersion(arrivals: readonly BoardArrival[]): number {
  return arrivals.at(-1)?.version ?? -1;
}
