import type { ClaimedItems, NightFigures, QueueItem } from "#core/contract";
import type { DecisionRecord } from "./night-checks";
import type { StaffClient } from "./night-clients";
import { seededRandom } from "./night-plan";

/**
 * The moderators of `npm run bench:night`, working the queue through the API the panel uses:
 * claim their own next items, read each for 100–300 ms, approve most, reject some, block a
 * flooder the first time they see one; and the panel's figures and counts every few seconds.
 */

export const READING_MS = { min: 100, max: 300 } as const;
/** Share of the items a moderator rejects. */
export const REJECT_SHARE = 0.12;
/**
 * Share of decisions a second moderator repeats at once (a stale list, a double tap): the
 * server must refuse each with 409, never apply it twice.
 */
export const REPEAT_SHARE = 0.05;
export const PANEL_POLL_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ModerationRecord {
  decisions: DecisionRecord[];
  /** Each item's first successful decision: its id, and when the answer arrived. */
  decidedAt: Map<number, number>;
  approvedAt: Map<number, number>;
  /** Devices blocked, by the flood text that gave them away. */
  blockedFloods: Set<string>;
  blocks: number;
}

export function newModerationRecord(): ModerationRecord {
  return {
    decisions: [],
    decidedAt: new Map(),
    approvedAt: new Map(),
    blockedFloods: new Set(),
    blocks: 0,
  };
}

export interface Shift {
  moderators: readonly StaffClient[];
  record: ModerationRecord;
  /** The flood a message belongs to (its base text), or undefined for everyone else's. */
  floodOf: (message: string) => string | undefined;
  stopped: () => boolean;
  seed: number;
}

async function decide(
  shift: Shift,
  moderator: StaffClient,
  item: QueueItem,
  decision: "approve" | "reject",
): Promise<number> {
  const answer = await moderator.request<{ code?: string }>(
    "decide",
    `/api/moderation/submissions/${item.id}/${decision}`,
    { from: "pending" },
  );
  shift.record.decisions.push({
    id: item.id,
    moderator: moderator.name,
    decision,
    status: answer.status,
    code: answer.body.code,
    at: answer.at,
  });
  if (answer.status === 200 && !shift.record.decidedAt.has(item.id)) {
    shift.record.decidedAt.set(item.id, answer.at);
    if (decision === "approve") shift.record.approvedAt.set(item.id, answer.at);
  }
  return answer.status;
}

async function handle(shift: Shift, index: number, item: QueueItem, random: () => number) {
  const moderator = shift.moderators[index]!;
  const flood = shift.floodOf(item.message);
  if (flood !== undefined && !shift.record.blockedFloods.has(flood)) {
    shift.record.blockedFloods.add(flood);
    const answer = await moderator.request(
      "block",
      `/api/moderation/submissions/${item.id}/block`,
      {},
    );
    if (answer.status === 200) {
      shift.record.blocks++;
      return;
    }
    // Not blocked (the item went away meanwhile): the next of the flood gets another try.
    shift.record.blockedFloods.delete(flood);
  }
  const decision = flood !== undefined || random() < REJECT_SHARE ? "reject" : "approve";
  const status = await decide(shift, moderator, item, decision);
  if (status === 200 && random() < REPEAT_SHARE && shift.moderators.length > 1) {
    const other = (index + 1) % shift.moderators.length;
    await decide(shift, shift.moderators[other]!, item, decision);
  }
}

/** One moderator's shift: claim, read, decide, until the night is over. */
async function work(shift: Shift, index: number): Promise<void> {
  const moderator = shift.moderators[index]!;
  const random = seededRandom(shift.seed + index);
  while (!shift.stopped()) {
    const claimed = await moderator.request<ClaimedItems>("claims", "/api/moderation/claims", {});
    if (claimed.status !== 200) throw new Error(`claims: ${claimed.status}`);
    if (claimed.body.items.length === 0) {
      await sleep(200);
      continue;
    }
    for (const item of claimed.body.items) {
      if (shift.stopped()) return;
      await sleep(READING_MS.min + random() * (READING_MS.max - READING_MS.min));
      await handle(shift, index, item, random);
    }
  }
}

/** The panel of one moderator keeps its figures and counts fresh while the shift lasts. */
async function poll(shift: Shift, moderator: StaffClient, offsetMs: number): Promise<void> {
  await sleep(offsetMs);
  while (!shift.stopped()) {
    await moderator.request<NightFigures>("figures", "/api/moderation/figures");
    await moderator.request("counts", "/api/moderation/counts");
    await sleep(PANEL_POLL_MS);
  }
}

/** Runs every moderator's shift and panel until `stopped()`. */
export async function runShift(shift: Shift): Promise<void> {
  await Promise.all(
    shift.moderators.flatMap((moderator, index) => [
      work(shift, index),
      poll(shift, moderator, (index * PANEL_POLL_MS) / shift.moderators.length),
    ]),
  );
}
