import { spread, type Spread } from "./night-checks";
import { seededRandom } from "./night-plan";

/**
 * When the phones of `npm run bench:night` ask GET /api/announcement: each open public page
 * polls every `intervalMs` from a moment of its own, so the crowd spreads its requests evenly
 * over the interval as real phones opened at random moments do. Pure, so the unit tests can hold
 * the rate to what the crowd's size and interval promise.
 */

/**
 * Each phone's offset within the interval (ms, in [0, intervalMs)), sorted: phone `index` polls
 * at `phases[index]`, then every `intervalMs` after. The same offsets for the same seed.
 */
export function pollPhases(phones: number, intervalMs: number, seed: number): number[] {
  const random = seededRandom(seed);
  return Array.from({ length: phones }, () => random() * intervalMs).sort((a, b) => a - b);
}

/** The first index of sorted `values` whose value is at least `bound`. */
function firstAtLeast(values: readonly number[], bound: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < bound) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The phones whose poll falls in [fromMs, toMs) of the crowd's clock (0: when it started), in
 * the order they fall due. Successive windows that meet end to end give every poll exactly once.
 */
export function duePolls(
  phases: readonly number[],
  intervalMs: number,
  fromMs: number,
  toMs: number,
): number[] {
  const due: number[] = [];
  if (toMs <= fromMs) return due;
  const firstCycle = Math.floor(fromMs / intervalMs);
  const lastCycle = Math.floor(toMs / intervalMs);
  for (let cycle = firstCycle; cycle <= lastCycle; cycle++) {
    const cycleStart = cycle * intervalMs;
    const start = firstAtLeast(phases, Math.max(fromMs, cycleStart) - cycleStart);
    const end = firstAtLeast(phases, Math.min(toMs, cycleStart + intervalMs) - cycleStart);
    for (let phone = start; phone < end; phone++) due.push(phone);
  }
  return due;
}

/** One answer to a phone's poll: its status (0: the request failed), time and body size. */
export interface PollAnswer {
  status: number;
  /** Why a request failed (status 0): the socket error's code, such as ECONNRESET. */
  error?: string;
  /** Sent a second time after the server reset the kept-alive socket of the first. */
  resent?: boolean;
  /** Request sent → whole answer received. */
  ms: number;
  bodyBytes: number;
}

/** What the polling of a window cost, as `npm run bench:night` prints it. */
export interface PollFigures {
  answers: number;
  /** Answers per second of the window. */
  perSecond: number;
  /** Share of the answers that were 304 Not Modified (0–1). */
  notModifiedShare: number;
  /** Answers other than 200 and 304, failed requests included. */
  failed: number;
  /** The failed answers by status, or by error code for a request that got no answer. */
  failures: Record<string, number>;
  /** Polls sent again, as a browser does, after a reset of a kept-alive socket. */
  resent: number;
  latencyMs: Spread;
  /** Bytes the phones received per answer: status line, headers and body. */
  wireBytesPerAnswer: number;
  /** The body of a 200 (the announcement's JSON), in bytes. */
  bodyBytesOf200: number;
}

/** `wireBytes`: all the phones' sockets received in the window of `seconds`. */
export function pollFigures(
  answers: readonly PollAnswer[],
  wireBytes: number,
  seconds: number,
): PollFigures {
  const count = (status: number) => answers.filter((answer) => answer.status === status).length;
  const ok = answers.filter((answer) => answer.status === 200);
  const failures: Record<string, number> = {};
  for (const answer of answers) {
    if (answer.status === 200 || answer.status === 304) continue;
    const reason = answer.status === 0 ? (answer.error ?? "no answer") : String(answer.status);
    failures[reason] = (failures[reason] ?? 0) + 1;
  }
  return {
    answers: answers.length,
    perSecond: answers.length / seconds,
    notModifiedShare: answers.length === 0 ? NaN : count(304) / answers.length,
    failed: answers.length - count(200) - count(304),
    failures,
    resent: answers.filter((answer) => answer.resent === true).length,
    latencyMs: spread(answers.map((answer) => answer.ms)),
    wireBytesPerAnswer: answers.length === 0 ? NaN : wireBytes / answers.length,
    bodyBytesOf200:
      ok.length === 0 ? NaN : ok.reduce((sum, answer) => sum + answer.bodyBytes, 0) / ok.length,
  };
}
