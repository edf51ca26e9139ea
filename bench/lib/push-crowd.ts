import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import type { ScreenBoard } from "#core/contract";
import type { TestSubscription } from "#tests/support/push-service-stand-in";
import type { Arrival } from "./push-stand-in-thread";
import { spread, type Spread } from "./night-checks";
import { Phone, type StaffClient } from "./night-clients";
import { openScreenStream } from "./screen-stream";

/**
 * The crowd of `bench:push` (docs/performance/push.md): the phones that subscribe, the phones
 * that send messages, the big screens, and the pushes the stand-in push service received, each
 * timed. The bench's own event loop is watched too: a stall of this process would show in every
 * figure, and must not be taken for the server's.
 */

const SUBSCRIBE_PARALLEL = 32;
/** Submissions a second while the bench measures their answer times. */
const SUBMISSIONS_PER_SECOND = 20;

/** Runs `work` over `items`, `parallel` at a time. */
async function inParallel<T>(
  items: readonly T[],
  parallel: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
}

/** What each phone subscribes with: its starred sets and reminder. */
export type PlanOf = (phone: TestSubscription, index: number) => object;

/**
 * Subscribes every phone (PUT /api/push/subscription), a 503 (shed load, a busy database) tried
 * again after a moment as the page does; resolves to how many were tried again.
 */
export async function subscribePhones(
  url: string,
  phones: readonly TestSubscription[],
  planOf: PlanOf,
): Promise<number> {
  let retries = 0;
  await inParallel(phones, SUBSCRIBE_PARALLEL, async (phone, index) => {
    const body = JSON.stringify({ subscription: phone, ...planOf(phone, index) });
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(`${url}/api/push/subscription`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body,
      });
      if (response.status === 200) return;
      const answer = await response.text();
      if (response.status !== 503 || attempt >= 10) {
        throw new Error(`subscribe: ${response.status} ${answer}`);
      }
      retries += 1;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
  return retries;
}

/** Submissions at a steady rate until `stop()`; resolves to their answer times (ms). */
export function submissionsUntilStopped(url: string): { stop: () => Promise<number[]> } {
  const times: number[] = [];
  const inFlight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const started = performance.now();
    const sent = new Phone(url)
      .send("Bench", `Pozdrowienia ${Math.random().toString(36).slice(2, 8)}`)
      .then(() => void times.push(performance.now() - started))
      .catch(() => void times.push(Number.POSITIVE_INFINITY))
      .finally(() => inFlight.delete(sent));
    inFlight.add(sent);
  }, 1000 / SUBMISSIONS_PER_SECOND);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(inFlight);
      return times;
    },
  };
}

/** The big screens, each noting when a board with a given announcement arrives. */
export class Screens {
  private constructor(
    private readonly screens: { arrivals: Map<string, number>; close: () => void }[],
  ) {}

  static async open(url: string, count: number): Promise<Screens> {
    const screens: { arrivals: Map<string, number>; close: () => void }[] = [];
    for (let index = 0; index < count; index += 1) {
      const arrivals = new Map<string, number>();
      const request = await openScreenStream(url, {
        board: (board: ScreenBoard, arrivedAt: number) => {
          const text = board.announcement?.text;
          if (text !== undefined && !arrivals.has(text)) arrivals.set(text, arrivedAt);
        },
      });
      screens.push({ arrivals, close: () => request.destroy() });
    }
    return new Screens(screens);
  }

  /** A lead's announcement, timed from its POST to each screen's board. */
  async timedAnnouncement(lead: StaffClient, text: string): Promise<Spread> {
    const sent = performance.now();
    const answer = await lead.request("announcement", "/api/moderation/announcement", { text });
    if (answer.status !== 200) {
      // Refused (503 overloaded while the machine is saturated): no screen got it, a failed check.
      console.log(`announcement refused: ${answer.status} ${JSON.stringify(answer.body)}`);
      return spread(this.screens.map(() => Number.POSITIVE_INFINITY));
    }
    // Where the time goes: the lead's answer (through Caddy, the instance and the database's
    // commit) before the screens hear of it.
    console.log(`"${text}": the lead's answer in ${Math.round(performance.now() - sent)} ms`);
    const deadline = Date.now() + 10_000;
    while (this.screens.some((screen) => !screen.arrivals.has(text)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return spread(
      this.screens.map((screen) => (screen.arrivals.get(text) ?? Number.POSITIVE_INFINITY) - sent),
    );
  }

  close(): void {
    for (const screen of this.screens) screen.close();
  }
}

/**
 * The arrival times (ms after `from`) of the pushes to `endpoints` from `from` on, once `count`
 * have arrived or `timeoutMs` has passed. Read as they come, in one pass: a push is never looked
 * at twice, whatever the crowd.
 */
export async function arrivals(
  standIn: { readonly received: readonly Arrival[] },
  endpoints: ReadonlySet<string>,
  count: number,
  from: number,
  timeoutMs: number,
): Promise<number[]> {
  const times: number[] = [];
  let read = 0;
  const deadline = Date.now() + timeoutMs;
  while (times.length < count && Date.now() < deadline) {
    for (; read < standIn.received.length; read += 1) {
      const push = standIn.received[read];
      if (push && push.at >= from && endpoints.has(push.endpoint)) times.push(push.at - from);
    }
    if (times.length < count) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return times;
}

/**
 * This process's event-loop delay (ms) from `start()` to `stop()`: the stand-in push service and
 * every client run here, so a stall of the bench would delay the figures it takes.
 */
export function benchLoopDelay(): { stop: () => { p99: number; max: number } } {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return {
    stop: () => {
      histogram.disable();
      return { p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 };
    },
  };
}
