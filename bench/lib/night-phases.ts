import { performance } from "node:perf_hooks";
import type { ClaimedItems, NightFigures, QueueItem, SubmissionCounts } from "#core/contract";
import { Phone, type StaffClient } from "./night-clients";
import { newModerationRecord, runShift, type ModerationRecord } from "./night-moderators";
import type { MessageKind, PlannedMessage } from "./night-plan";

/**
 * The two phases of `npm run bench:night`: the compressed night itself, then the panel timed
 * against a full queue.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const DEPTH_SAMPLE_MS = 10_000;
/** After the last message, how long the moderators get to empty the queue. */
export const DRAIN_LIMIT_MS = 180_000;

export interface DepthSample {
  seconds: number;
  pendingItems: number;
  pendingMessages: number;
}

export interface NightResult {
  record: ModerationRecord;
  /** Each stored submission's 201 arrival, by id. */
  arrivals: Map<number, number>;
  /** Answers per kind of message: "201", "422 78", "429", … */
  answers: Record<MessageKind, Record<string, number>>;
  depth: DepthSample[];
  /** From the start of the night to the last message sent, and to an empty queue. */
  sentAfterMs: number;
  drainedAfterMs: number | null;
}

export interface NightCast {
  url: string;
  plan: readonly PlannedMessage[];
  /** One solved proof per device, for its first message. */
  proofs: readonly string[];
  moderators: readonly StaffClient[];
  lead: StaffClient;
  floodOf: (message: string) => string | undefined;
  seed: number;
}

async function figures(lead: StaffClient): Promise<NightFigures> {
  const answer = await lead.request<NightFigures>("figures", "/api/moderation/figures");
  if (answer.status !== 200) throw new Error(`figures: ${answer.status}`);
  return answer.body;
}

/** Plays the plan in real time while the moderators work, then lets them empty the queue. */
export async function playNight(cast: NightCast): Promise<NightResult> {
  const start = performance.now();
  const record = newModerationRecord();
  const arrivals = new Map<number, number>();
  const answers = {} as NightResult["answers"];
  let stop = false;
  const shift = runShift({
    moderators: cast.moderators,
    record,
    floodOf: cast.floodOf,
    stopped: () => stop,
    seed: cast.seed,
  });

  const depth: DepthSample[] = [];
  const sampler = (async () => {
    while (!stop) {
      const seconds = Math.round((performance.now() - start) / 1000);
      const { pendingItems, pendingMessages } = await figures(cast.lead);
      depth.push({ seconds, pendingItems, pendingMessages });
      await cast.lead.request<QueueItem[]>("pending list", "/api/moderation/submissions");
      await sleep(DEPTH_SAMPLE_MS - ((performance.now() - start) % DEPTH_SAMPLE_MS));
    }
  })();

  // A device sends its messages one after another; its first carries its proof.
  const phones = new Map<number, Phone>();
  const chains = new Map<number, Promise<void>>();
  for (const entry of cast.plan) {
    const first = !phones.has(entry.device);
    const phone = phones.get(entry.device) ?? new Phone(cast.url);
    phones.set(entry.device, phone);
    const previous = chains.get(entry.device) ?? Promise.resolve();
    chains.set(
      entry.device,
      previous.then(async () => {
        await sleep(start + entry.atMs - performance.now());
        const sent = await phone.send(
          entry.author,
          entry.message,
          first ? cast.proofs[entry.device] : undefined,
        );
        const key = sent.code === undefined ? String(sent.status) : `${sent.status} ${sent.code}`;
        const tally = (answers[entry.kind] ??= {});
        tally[key] = (tally[key] ?? 0) + 1;
        if (sent.status === 201 && sent.id !== undefined) arrivals.set(sent.id, sent.at);
      }),
    );
  }
  await Promise.all(chains.values());
  const sentAfterMs = performance.now() - start;

  let drainedAfterMs: number | null = null;
  while (performance.now() - start < sentAfterMs + DRAIN_LIMIT_MS) {
    const counts = await cast.lead.request<SubmissionCounts>("counts", "/api/moderation/counts");
    if (counts.body.pending === 0) {
      drainedAfterMs = performance.now() - start;
      break;
    }
    await sleep(1000);
  }
  stop = true;
  await Promise.all([shift, sampler]);
  const { pendingItems, pendingMessages } = await figures(cast.lead);
  depth.push({
    seconds: Math.round((performance.now() - start) / 1000),
    pendingItems,
    pendingMessages,
  });
  return { record, arrivals, answers, depth, sentAfterMs, drainedAfterMs };
}

/** Sends `texts` as fast as `parallel` phones without a device can; returns how many were stored. */
export async function fillQueue(url: string, texts: readonly string[], parallel = 16) {
  let next = 0;
  let stored = 0;
  const phone = new Phone(url);
  const worker = async () => {
    while (next < texts.length) {
      const text = texts[next++]!;
      if ((await phone.send("Kolejka", text)).status === 201) stored++;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return stored;
}

/**
 * The panel against a full queue: `rounds` times, one moderator after another loads its claims,
 * the figures, the counts and the pending list, then approves one of its items.
 */
export async function timePanel(
  moderators: readonly StaffClient[],
  rounds: number,
  record: ModerationRecord,
): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    const moderator = moderators[round % moderators.length]!;
    const claimed = await moderator.request<ClaimedItems>("claims", "/api/moderation/claims", {});
    await moderator.request("figures", "/api/moderation/figures");
    await moderator.request("counts", "/api/moderation/counts");
    await moderator.request("pending list", "/api/moderation/submissions?status=pending");
    const item = claimed.body.items[0];
    if (!item) throw new Error("the full queue served no item");
    const answer = await moderator.request<{ code?: string }>(
      "decide",
      `/api/moderation/submissions/${item.id}/approve`,
      { from: "pending" },
    );
    record.decisions.push({
      id: item.id,
      moderator: moderator.name,
      decision: "approve",
      status: answer.status,
      code: answer.body.code,
      at: answer.at,
    });
    if (answer.status === 200) {
      record.decidedAt.set(item.id, answer.at);
      record.approvedAt.set(item.id, answer.at);
    }
  }
}
