import type { ClaimedDelivery, DeliveryOutcome, PushQueueRepository } from "../db/push-queue-repo";
import { payloadOf, readNotice, setTopic, stillCurrent, type NoticeContext } from "./notices";
import type { PushMessage, SendResult } from "./push-sender";

/** How the worker runs; tests and the benchmark shorten or widen it. */
export interface WorkerTiming {
  /** Deliveries claimed at once. */
  batch: number;
  /** Pushes in flight at once. */
  concurrency: number;
  /** How long a claim holds its deliveries: past it, another instance may take them. */
  leaseMs: number;
  /** The pause when nothing is due (a notice stored here wakes the worker at once). */
  idleMs: number;
  /** How often the clock is asked which reminders are due (push-service.ts). */
  tickMs: number;
}

export const DEFAULT_WORKER_TIMING: WorkerTiming = {
  batch: 200,
  concurrency: 64,
  leaseMs: 60_000,
  idleMs: 1000,
  tickMs: 15_000,
};

/**
 * Deliveries marked in one commit. A push sent and not yet marked when an instance is killed is
 * sent again after its lease, so this is also about the most a crash can repeat; a stop marks
 * them all.
 */
export const MARKS_PER_COMMIT = 32;

/**
 * How long the loop may prepare pushes before it lets the event loop answer other requests: a
 * fan-out adds at most about this to a screen's or a submission's wait.
 */
export const PREPARING_MS_PER_TURN = 5;

/** Tries of one delivery before it counts as failed. */
export const MAX_ATTEMPTS = 6;
const FIRST_RETRY_MS = 5000;
const LONGEST_RETRY_MS = 5 * 60_000;

/** The pause before try `attempts + 1`: 5 s, doubling, at most 5 minutes, or what it asked. */
export function retryDelayMs(attempts: number, asked?: number): number {
  const backoff = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.max(backoff, asked ?? 0);
}

/** What a finished delivery counts as, for the metrics. */
export type DeliveryCount = "sent" | "failed" | "gone" | "superseded";

export interface PushWorkerOptions {
  queue: PushQueueRepository;
  send: (message: PushMessage) => Promise<SendResult>;
  /** A push service said the subscription is gone (404, 410): delete it. */
  forget: (endpoint: string) => Promise<void>;
  context: () => NoticeContext;
  now: () => Date;
  timing: WorkerTiming;
  counted: (kind: ClaimedDelivery["noticeKind"], count: DeliveryCount) => void;
  /** A fault of the loop itself (the database); never carries an endpoint. */
  fault: (error: unknown) => void;
}

/**
 * The sending loop (server/push/README.md#the-queue): claims due deliveries, sends them a few
 * dozen at a time, marks each as it ends. Stopping lets the pushes in flight finish and frees
 * what it claimed and did not start, so a restart neither loses nor repeats a notice.
 */
export class PushWorker {
  private running: Promise<void> | undefined;
  private stopped = false;
  private wakeUp: (() => void) | undefined;
  private unstarted = new Set<number>();
  private ended: { delivery: ClaimedDelivery; outcome: DeliveryOutcome }[] = [];
  private marking: Promise<void> = Promise.resolve();
  private turns: Promise<void> = Promise.resolve();
  private turnStartedAt = 0;

  constructor(private readonly options: PushWorkerOptions) {}

  start(): void {
    this.running ??= this.loop();
  }

  /** Something was stored: look at the queue now rather than after the pause. */
  wake(): void {
    this.wakeUp?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.running;
  }

  private async loop(): Promise<void> {
    const { timing } = this.options;
    while (!this.stopped) {
      let claimed = 0;
      try {
        claimed = await this.runBatch();
      } catch (error) {
        this.options.fault(error);
      }
      if (claimed < timing.batch && !this.stopped) await this.pause(timing.idleMs);
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = done;
    });
  }

  /** One claim, sent; resolves to how many deliveries it claimed. */
  private async runBatch(): Promise<number> {
    const { queue, timing } = this.options;
    const deliveries = await queue.claim(timing.batch, timing.leaseMs);
    if (deliveries.length === 0) return 0;
    this.unstarted = new Set(deliveries.map((delivery) => delivery.id));
    let next = 0;
    const lane = async () => {
      while (!this.stopped && next < deliveries.length) {
        await this.nextTurn();
        if (this.stopped) break;
        const delivery = deliveries[next++];
        if (delivery === undefined) break;
        this.unstarted.delete(delivery.id);
        await this.deliver(delivery);
      }
    };
    await Promise.all(
      Array.from({ length: Math.min(timing.concurrency, deliveries.length) }, lane),
    );
    await this.mark();
    // Stopping: what was claimed and not started goes back to the queue at once.
    await queue.release([...this.unstarted]);
    this.unstarted.clear();
    return deliveries.length;
  }

  /**
   * Resolves once the next push may be prepared: at once while this turn of the event loop has
   * spent less than PREPARING_MS_PER_TURN on pushes, else on a later turn. Preparing a push (its
   * text, its RFC 8291 encryption, its request) is synchronous work of a millisecond or more;
   * lanes that started together would prepare theirs back to back, and the screens' and the
   * submissions' requests waited for the whole batch (server/push/README.md#the-queue).
   */
  private nextTurn(): Promise<void> {
    this.turns = this.turns.then(async () => {
      if (performance.now() - this.turnStartedAt < PREPARING_MS_PER_TURN) return;
      await new Promise((resolve) => setImmediate(resolve));
      this.turnStartedAt = performance.now();
    });
    return this.turns;
  }

  private async deliver(delivery: ClaimedDelivery): Promise<void> {
    const outcome = await this.outcomeOf(delivery).catch((): DeliveryOutcome => {
      const at = new Date(this.options.now().getTime() + retryDelayMs(delivery.attempts));
      return { status: "retry", at };
    });
    this.ended.push({ delivery, outcome });
    if (this.ended.length >= MARKS_PER_COMMIT) await this.mark();
  }

  /**
   * Marks the deliveries ended since the last mark, in one commit. Marks are taken one at a time,
   * so lanes that fill the buffer together wait for each other rather than racing.
   */
  private mark(): Promise<void> {
    this.marking = this.marking.then(async () => {
      const ended = this.ended.splice(0);
      if (ended.length === 0) return;
      try {
        await this.options.queue.finish(
          ended.map(({ delivery, outcome }) => ({ id: delivery.id, outcome })),
        );
      } catch (error) {
        // Not marked: their lease runs out and they are claimed again (sent at least once).
        this.options.fault(error);
        return;
      }
      for (const { delivery, outcome } of ended) {
        if (outcome.status !== "retry") this.options.counted(delivery.noticeKind, outcome.status);
      }
    });
    return this.marking;
  }

  private async outcomeOf(delivery: ClaimedDelivery): Promise<DeliveryOutcome> {
    const { now, context } = this.options;
    const at = now().getTime();
    const expiresAt = Date.parse(delivery.noticeExpiresAt);
    const notice = readNotice(delivery.noticeKind, delivery.noticeContent);
    const current = context();
    const payload = notice && payloadOf(notice, delivery.language, current);
    if (!notice || !payload || expiresAt <= at || !stillCurrent(notice, current)) {
      return { status: "superseded" };
    }
    const result = await this.options.send({
      endpoint: delivery.endpoint,
      p256dh: delivery.p256dh,
      auth: delivery.auth,
      payload,
      ttlSeconds: Math.max(1, Math.floor((expiresAt - at) / 1000)),
      urgency: "high",
      topic: notice.kind === "late-change" ? setTopic(notice.content.setId) : undefined,
    });
    switch (result.outcome) {
      case "sent":
        return { status: "sent" };
      case "gone":
        await this.options.forget(delivery.endpoint);
        return { status: "gone" };
      case "refused":
        return { status: "failed" };
      case "retry": {
        const retryAt = at + retryDelayMs(delivery.attempts, result.afterMs);
        if (delivery.attempts >= MAX_ATTEMPTS || retryAt >= expiresAt) return { status: "failed" };
        return { status: "retry", at: new Date(retryAt) };
      }
    }
  }
}
