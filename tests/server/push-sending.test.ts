import { existsSync, readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClaimedDelivery, PushQueueRepository } from "#server/db/push-queue-repo";
import {
  generateVapidKeys,
  PushSender,
  SOCKETS_PER_PUSH_SERVICE,
  type PushMessage,
} from "#server/push/push-sender";
import { PushSenderThread } from "#server/push/push-sender-thread";
import { PUSH_THREAD_NICENESS } from "#server/push/push-thread";
import { DEFAULT_WORKER_TIMING, PREPARING_MS_PER_TURN, PushWorker } from "#server/push/push-worker";
import { PushServiceStandIn, type TestSubscription } from "../support/push-service-stand-in";

/**
 * How the sending loop shares the server (server/push/README.md#the-queue): a fan-out keeps a
 * bounded number of connections to a push service, and prepares pushes for a few milliseconds of
 * each turn of the event loop at most, so the screens' and the submissions' requests are answered
 * in between.
 */

let standIn: PushServiceStandIn;
beforeAll(async () => {
  standIn = await PushServiceStandIn.start();
});
afterAll(async () => {
  await standIn.close();
});

const payload = {
  kind: "announcement",
  title: "Komunikat organizatorów",
  body: "Brama B zamknięta, wejście bramą A.",
  url: "/homepage",
  tag: "announcement-1",
} as const;

/** The announcement's push to `subscription`, kept for a minute. */
function messageTo(subscription: TestSubscription): PushMessage {
  return {
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    payload,
    ttlSeconds: 60,
    urgency: "high",
  };
}

describe("the sender", () => {
  it("sends a fan-out over at most SOCKETS_PER_PUSH_SERVICE connections to one push service", async () => {
    const sender = new PushSender(
      { ...generateVapidKeys(), subject: "mailto:powiadomienia@example.org" },
      [standIn.origin],
      standIn.ca,
    );
    // Slow answers keep every push in flight at once, as a crowd's fan-out does.
    standIn.delayMs = 100;
    const before = standIn.connections;
    const subscriptions = Array.from({ length: 3 * SOCKETS_PER_PUSH_SERVICE }, () =>
      standIn.subscription(),
    );
    try {
      const results = await Promise.all(
        subscriptions.map((subscription) => sender.send(messageTo(subscription))),
      );
      expect(results.every((result) => result.outcome === "sent")).toBe(true);
      const endpoints = new Set(subscriptions.map((subscription) => subscription.endpoint));
      expect(standIn.received.filter((push) => endpoints.has(push.endpoint))).toHaveLength(
        subscriptions.length,
      );
      expect(standIn.connections - before).toBeGreaterThan(0);
      expect(standIn.connections - before).toBeLessThanOrEqual(SOCKETS_PER_PUSH_SERVICE);
    } finally {
      standIn.delayMs = 0;
      sender.close();
    }
  });
});

/** The niceness of each of this process's threads (field 19 of /proc/self/task/<id>/stat). */
function threadNiceness(): number[] {
  return readdirSync("/proc/self/task").map((id) => {
    const stat = readFileSync(`/proc/self/task/${id}/stat`, "utf8");
    // The command name, in brackets, may hold spaces: the fields are counted after it.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[16]);
  });
}

describe("the sender's thread", () => {
  it("starts its own thread at a lower priority before the first push, sends on it; closed, it sends nothing more", async () => {
    const sender = PushSenderThread.forIdentity(
      { ...generateVapidKeys(), subject: "mailto:powiadomienia@example.org" },
      [standIn.origin],
      standIn.ca,
    );
    const subscription = standIn.subscription();
    const message = messageTo(subscription);
    const lowered = () => threadNiceness().filter((each) => each === PUSH_THREAD_NICENESS).length;
    const before = existsSync("/proc/self/task") ? lowered() : 0;
    try {
      // Started with the server, before any push: its code is loaded by the first fan-out.
      sender.start();
      // Linux only: the thread lowers its own priority, and no other thread's.
      if (existsSync("/proc/self/task")) {
        await expect.poll(lowered, { timeout: 10_000 }).toBe(before + 1);
        expect(Math.min(...threadNiceness())).toBe(0);
      }
      expect(standIn.requests.get(subscription.endpoint)).toBeUndefined();
      expect(await sender.send(message)).toEqual({ outcome: "sent" });
      const [push] = standIn.received.filter((each) => each.endpoint === subscription.endpoint);
      expect(push?.payload).toEqual(payload);
    } finally {
      sender.close();
    }
    expect(await sender.send(message)).toEqual({ outcome: "retry" });
    expect(standIn.requests.get(subscription.endpoint)).toBe(1);
  });
});

describe("the sending loop", () => {
  it("prepares pushes for PREPARING_MS_PER_TURN of a turn of the event loop at most, whatever its concurrency", async () => {
    const deliveries: ClaimedDelivery[] = Array.from({ length: 12 }, (_, index) => ({
      id: index + 1,
      attempts: 1,
      endpoint: `${standIn.origin}/push/${index}`,
      p256dh: "p256dh",
      auth: "auth",
      language: index % 2 === 0 ? "pl" : "en",
      noticeKind: "announcement",
      noticeContent: JSON.stringify({ id: 1, text: payload.body }),
      noticeCreatedAt: new Date().toISOString(),
      noticeExpiresAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    }));
    let claimed = false;
    const finished: number[] = [];
    const queue = {
      claim: async () => (claimed ? [] : ((claimed = true), deliveries)),
      finish: async (ended: readonly { id: number }[]) => {
        finished.push(...ended.map((each) => each.id));
      },
      release: async () => {},
    } as unknown as PushQueueRepository;
    // A turn of the event loop counted by an immediate that queues itself again: each one runs
    // once per turn, after the I/O a turn answers.
    let turn = 0;
    let counting = true;
    const count = () => {
      turn += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const turnsOfSends: number[] = [];
    let allSent: () => void = () => {};
    const done = new Promise<void>((resolve) => (allSent = resolve));
    const worker = new PushWorker({
      queue,
      send: async (_message: PushMessage) => {
        turnsOfSends.push(turn);
        // Preparing a push that takes longer than the whole budget of a turn: one per turn.
        const busyUntil = performance.now() + PREPARING_MS_PER_TURN + 1;
        while (performance.now() < busyUntil);
        if (turnsOfSends.length === deliveries.length) allSent();
        return { outcome: "sent" };
      },
      forget: async () => {},
      context: () => ({
        sets: new Map(),
        sequences: new Map(),
        announcementId: 1,
        stageNames: { pl: {}, en: {} },
      }),
      now: () => new Date(),
      timing: { ...DEFAULT_WORKER_TIMING, concurrency: deliveries.length, idleMs: 10_000 },
      counted: () => {},
      fault: (error) => {
        throw error;
      },
    });
    worker.start();
    await done;
    await worker.stop();
    counting = false;
    expect(turnsOfSends).toHaveLength(deliveries.length);
    expect(new Set(turnsOfSends).size).toBe(deliveries.length);
    expect(finished.sort((a, b) => a - b)).toEqual(deliveries.map((delivery) => delivery.id));
  });
});
