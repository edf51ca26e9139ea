import type { Announcement, PushFigures, PushSubscriptionBody, ScreenBoard } from "#core/contract";
import { applyLateChanges } from "#core/festival-moment";
import type { FestivalSet } from "#core/festival-schedule";
import type { AuditTrail } from "../db/audit-trail";
import type { NoticeWrite, PushQueueRepository } from "../db/push-queue-repo";
import type { PushSubscriptionsRepository } from "../db/push-subscriptions-repo";
import type { RateCounters } from "../db/rate-counters";
import { hashedAddress, type IdentityHash } from "../submissions/sender-key";
import { announcementNotice, dueReminders, lateChangeNotice, type NoticeContext } from "./notices";
import { endpointAllowed } from "./push-endpoints";
import type { PushMessage, SendResult } from "./push-sender";
import { PushWorker, type DeliveryCount, type WorkerTiming } from "./push-worker";

const MINUTE = 60_000;

/** What the service reads of the board and the late changes. */
export interface PushBoard {
  current(): ScreenBoard;
  onChange(listener: (board: ScreenBoard) => void): () => void;
  /** The late changes in force on `board`: those of sets the edition has. */
  inForce(board: ScreenBoard): ScreenBoard["lateChanges"];
}

export interface PushServiceOptions {
  subscriptions: PushSubscriptionsRepository;
  queue: PushQueueRepository;
  /** PushSenderThread in the server; anything that starts, sends a push and closes. */
  sender: { start(): void; send(message: PushMessage): Promise<SendResult>; close(): void };
  publicKey: string;
  board: PushBoard;
  sets: readonly FestivalSet[];
  stageNames: NoticeContext["stageNames"];
  trail: AuditTrail;
  counters: RateCounters;
  hashIdentity: IdentityHash;
  /** Subscriptions per minute from one address (PUT and DELETE together). */
  perAddressPerMinute: number;
  allowedTestOrigins: readonly string[];
  /** After this every subscription and notice is deleted (the edition is over). */
  deleteAt: Date;
  now: () => Date;
  timing: WorkerTiming;
  counted: (kind: string, count: DeliveryCount) => void;
  log: { warn: (fields: object, message: string) => void };
}

export type SubscribeResult = "ok" | "endpoint_refused" | "rate_limited";

/**
 * The phones' notifications (server/push/README.md): keeps the subscriptions, turns the leads'
 * late changes, the clock and "also to phones" announcements into notices on the durable queue,
 * and runs the worker that sends them. Every instance runs it; the queue's claims make each
 * notice go out once.
 */
export class PushService {
  private readonly setIds: ReadonlySet<string>;
  private readonly worker: PushWorker;
  private readonly timers: NodeJS.Timeout[] = [];
  private stopBoard: (() => void) | undefined;
  /** The last board's context (`context()`). */
  private contextOf: { board: ScreenBoard; context: NoticeContext } | undefined;

  constructor(private readonly options: PushServiceOptions) {
    this.setIds = new Set(options.sets.map((set) => set.id));
    this.worker = new PushWorker({
      queue: options.queue,
      send: (message) => options.sender.send(message),
      forget: async (endpoint) => {
        await options.subscriptions.delete(endpoint);
      },
      context: () => this.context(),
      now: options.now,
      timing: options.timing,
      counted: options.counted,
      fault: (error) => this.fault(error),
    });
  }

  /** The VAPID public key the browsers subscribe with. */
  get publicKey(): string {
    return this.options.publicKey;
  }

  /** Starts following the board and the clock, and the sending loop. */
  async start(): Promise<void> {
    this.options.sender.start();
    this.stopBoard = this.options.board.onChange((board) => {
      this.enqueueLateChanges(board).catch((error: unknown) => this.fault(error));
    });
    await this.tick();
    const ticker = setInterval(() => {
      this.tick().catch((error: unknown) => this.fault(error));
    }, this.options.timing.tickMs);
    ticker.unref();
    this.timers.push(ticker);
    this.worker.start();
  }

  async stop(): Promise<void> {
    this.stopBoard?.();
    for (const timer of this.timers) clearInterval(timer);
    await this.worker.stop();
    this.options.sender.close();
  }

  /**
   * Keeps (or replaces) a browser's subscription; set ids the edition does not know are dropped.
   * Refused: an endpoint off the rules (push-endpoints.ts), or too many from one address.
   */
  async subscribe(body: PushSubscriptionBody, ip: string): Promise<SubscribeResult> {
    if (!(await this.withinLimit(ip))) return "rate_limited";
    const { subscription, language, reminderMinutes } = body;
    if (!endpointAllowed(subscription.endpoint, this.options.allowedTestOrigins)) {
      return "endpoint_refused";
    }
    const setIds = [...new Set(body.setIds)].filter((id) => this.setIds.has(id));
    await this.options.subscriptions.save({
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      language,
      reminderMinutes,
      setIds,
    });
    return "ok";
  }

  /** Forgets a browser's subscription (turned off); false when rate-limited. */
  async unsubscribe(endpoint: string, ip: string): Promise<boolean> {
    if (!(await this.withinLimit(ip))) return false;
    await this.options.subscriptions.delete(endpoint);
    return true;
  }

  /**
   * A lead's announcement also to every phone: its own line in the trail, then the notice; the
   * worker is woken so it leaves within a second.
   */
  async announceToPhones(actor: string, announcement: Announcement): Promise<void> {
    await this.options.trail.record({
      actor,
      action: "announce_to_phones",
      detail: announcement.text,
    });
    await this.enqueue([announcementNotice(announcement, this.options.now())]);
  }

  /** The figures of the lead's panel and /metrics. */
  async figures(): Promise<PushFigures> {
    const [subscriptions, queue] = await Promise.all([
      this.options.subscriptions.count(),
      this.options.queue.figures(),
    ]);
    const now = this.options.now().getTime();
    return {
      subscriptions,
      sent: queue.byStatus.sent,
      failed: queue.byStatus.failed,
      waiting: queue.byStatus.pending,
      oldestWaitingSeconds:
        queue.oldestDueAt === null
          ? null
          : Math.max(0, Math.round((now - Date.parse(queue.oldestDueAt)) / 1000)),
    };
  }

  private async withinLimit(ip: string): Promise<boolean> {
    const key = `push:${hashedAddress(this.options.hashIdentity, ip)}`;
    const { count } = await this.options.counters.hit(key, MINUTE);
    return count <= this.options.perAddressPerMinute;
  }

  /**
   * The schedule as it stands, for wording and checking notices. Worked out once per board: a
   * fan-out asks for it before every push, and a change replaces the board rather than editing it.
   */
  context(board: ScreenBoard = this.options.board.current()): NoticeContext {
    if (this.contextOf?.board === board) return this.contextOf.context;
    const changes = this.options.board.inForce(board);
    const live = applyLateChanges(this.options.sets, changes);
    const context: NoticeContext = {
      sets: new Map(live.map((set) => [set.id, set])),
      sequences: new Map(changes.map((change) => [change.setId, change.sequence])),
      announcementId: board.announcement?.id ?? null,
      stageNames: this.options.stageNames,
    };
    this.contextOf = { board, context };
    return context;
  }

  /** Every late change in force has its notice (stored once, whichever instance hears it). */
  private async enqueueLateChanges(board: ScreenBoard): Promise<void> {
    const context = this.context(board);
    const now = this.options.now();
    const notices = this.options.board
      .inForce(board)
      .map((change) => lateChangeNotice(change, context.sets.get(change.setId), now))
      .filter((notice) => notice !== undefined);
    await this.enqueue(notices);
  }

  /**
   * The clock's work: the edition's end, the notices an instance stopped writing (once their lease
   * has passed), the late changes missed while down, the reminders.
   */
  private async tick(): Promise<void> {
    const now = this.options.now();
    if (now.getTime() >= this.options.deleteAt.getTime()) {
      await this.options.subscriptions.deleteAll();
      return;
    }
    if ((await this.options.queue.resumeFills(this.options.timing.leaseMs)) > 0) this.worker.wake();
    await this.enqueueLateChanges(this.options.board.current());
    await this.enqueue(dueReminders(this.context().sets.values(), now));
  }

  private async enqueue(notices: readonly NoticeWrite[]): Promise<void> {
    let stored = false;
    for (const notice of notices) {
      const count = await this.options.queue.enqueue(notice);
      if (count !== undefined && count > 0) stored = true;
    }
    if (stored) this.worker.wake();
  }

  private fault(error: unknown): void {
    // Only the error's kind and message: an endpoint is never logged.
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : "unknown";
    this.options.log.warn({ reason }, "push: a step of the notifications failed");
  }
}
