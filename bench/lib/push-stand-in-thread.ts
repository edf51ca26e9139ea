/**
 * The stand-in push service on a thread of the bench's own (docs/performance/push.md): it takes a
 * fan-out's TLS, HTTP and VAPID checks, a thousand pushes a second, off the event loop that times
 * the screens and the submissions, so a stall of the stand-in no longer lengthens their figures.
 * Each push's arrival is timed in the thread as it is received, and reported here in batches.
 */
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { lowerThreadPriority } from "#server/push/thread-priority";
import { PushServiceStandIn, type TestSubscription } from "#tests/support/push-service-stand-in";

/** One push as the bench reads it: to whom, and when it arrived (ms since the epoch). */
export interface Arrival {
  endpoint: string;
  at: number;
}

type ToThread = { type: "subscriptions"; count: number } | { type: "close" };
type FromThread =
  | { type: "ready"; origin: string; caFile: string }
  | { type: "subscriptions"; subscriptions: TestSubscription[] }
  | { type: "received"; arrivals: Arrival[]; refusals: number }
  | { type: "closed" };

/** How often the thread reports the pushes that arrived since its last report. */
const REPORT_EVERY_MS = 50;

/**
 * The stand-in's priority (Linux niceness; 19 is the lowest). On the night the push service is
 * Google's or Apple's, on machines of theirs, while here its TLS and signature checks share the
 * 2 cores with the servers, Caddy and PostgreSQL. `--stand-in-niceness=19` lets it take only the
 * CPU they leave; tried in 6 alternated runs, it changed no figure beyond the runs' spread
 * (docs/performance/push.md), so by default it keeps the bench's own priority.
 */
export const STAND_IN_NICENESS = 0;

export class StandInThread {
  readonly received: Arrival[] = [];
  refusals = 0;
  private readonly waiting = new Map<FromThread["type"], (message: FromThread) => void>();

  private constructor(
    private readonly worker: Worker,
    readonly origin: string,
    readonly caFile: string,
  ) {
    worker.on("message", (message: FromThread) => this.heard(message));
  }

  /** Starts the thread at `niceness` (0: the bench's own priority). */
  static async start(niceness = STAND_IN_NICENESS): Promise<StandInThread> {
    // The bench runs through tsx, whose loader the thread inherits with the process's arguments.
    const worker = new Worker(new URL(import.meta.url), { workerData: { niceness } });
    const ready = await new Promise<FromThread>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    if (ready.type !== "ready") throw new Error("push stand-in thread: no ready message");
    return new StandInThread(worker, ready.origin, ready.caFile);
  }

  /** `count` new browser subscriptions on the stand-in. */
  async subscriptions(count: number): Promise<TestSubscription[]> {
    const reply = await this.ask({ type: "subscriptions", count }, "subscriptions");
    return reply.type === "subscriptions" ? reply.subscriptions : [];
  }

  async close(): Promise<void> {
    await this.ask({ type: "close" }, "closed");
    await this.worker.terminate();
  }

  private ask(message: ToThread, answer: FromThread["type"]): Promise<FromThread> {
    return new Promise((resolve) => {
      this.waiting.set(answer, resolve);
      this.worker.postMessage(message);
    });
  }

  private heard(message: FromThread): void {
    if (message.type === "received") {
      for (const arrival of message.arrivals) this.received.push(arrival);
      this.refusals = message.refusals;
      return;
    }
    const answer = this.waiting.get(message.type);
    this.waiting.delete(message.type);
    answer?.(message);
  }
}

/** The thread: the stand-in itself, reporting what arrives. */
async function runThread(port: NonNullable<typeof parentPort>): Promise<void> {
  lowerThreadPriority((workerData as { niceness: number }).niceness);
  const standIn = await PushServiceStandIn.start({ decrypt: false });
  let reported = 0;
  const report = () => {
    const arrivals = standIn.received
      .slice(reported)
      .map((push): Arrival => ({ endpoint: push.endpoint, at: push.at }));
    reported += arrivals.length;
    const message: FromThread = { type: "received", arrivals, refusals: standIn.refusals.length };
    port.postMessage(message);
  };
  const reporter = setInterval(report, REPORT_EVERY_MS);
  port.on("message", (message: ToThread) => {
    if (message.type === "subscriptions") {
      const subscriptions = Array.from({ length: message.count }, () => standIn.subscription());
      port.postMessage({ type: "subscriptions", subscriptions } satisfies FromThread);
      return;
    }
    clearInterval(reporter);
    report();
    void standIn.close().then(() => port.postMessage({ type: "closed" } satisfies FromThread));
  });
  port.postMessage({
    type: "ready",
    origin: standIn.origin,
    caFile: standIn.caFile,
  } satisfies FromThread);
}

if (!isMainThread && parentPort) void runThread(parentPort);
