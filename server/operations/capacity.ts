import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { totalmem } from "node:os";
import { getHeapStatistics } from "node:v8";

/**
 * How long and how many connections the server keeps (server/plugins/request-timeouts.ts,
 * server/plugins/connection-caps.ts). The values and their reasons are in
 * docs/operations/README.md#environment-variables.
 */
export interface ConnectionLimits {
  /** Receiving a request's head (and the TLS handshake before it). */
  headersTimeoutMs: number;
  /** Receiving the whole request, head and body. */
  requestTimeoutMs: number;
  /** A socket (or HTTP/2 session) with no traffic either way is closed. */
  idleTimeoutMs: number;
  /** An HTTP/1.1 connection waiting for its next request is closed. */
  keepAliveTimeoutMs: number;
  /** Requests one HTTP/1.1 connection may carry; 0: no limit. */
  maxRequestsPerSocket: number;
  /** Open connections from one address (an IPv6 /64); 0: no cap. */
  maxConnectionsPerAddress: number;
  /** Open connections in all; 0: no cap. */
  maxConnections: number;
}

/** When the server refuses new requests with 503 rather than fall over (load-shedding.ts). */
export interface OverloadThresholds {
  /** Mean event-loop delay over a sample; 0: not checked. */
  maxEventLoopDelayMs: number;
  /** V8 heap in use; 0: not checked. */
  maxHeapUsedBytes: number;
  /** Resident memory of the process; 0: not checked. */
  maxRssBytes: number;
  /** How often the process is measured; not an environment variable (tests shorten it). */
  sampleIntervalMs?: number;
}

/**
 * The defaults the runbook documents (docs/operations/README.md#environment-variables), before the
 * file-descriptor limit is known.
 */
export const DEFAULT_LIMITS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 20_000,
  idleTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  maxRequestsPerSocket: 1000,
  maxConnectionsPerAddress: 512,
} as const;

export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 1000;

/** Descriptors kept free of connections: the database, log output, the process's own files. */
const RESERVED_DESCRIPTORS = 128;

/**
 * The process's open-file limit (`ulimit -n`; Node raises its soft limit to the hard one at
 * start). Read from /proc on Linux, else from a shell; undefined when neither answers.
 */
export function fileDescriptorLimit(): number | undefined {
  try {
    const limits = readFileSync("/proc/self/limits", "utf8");
    const soft = /^Max open files\s+(\d+)/m.exec(limits)?.[1];
    if (soft) return Number(soft);
  } catch {
    // not Linux: ask a shell, which inherits the limit
  }
  try {
    const answer = execFileSync("sh", ["-c", "ulimit -n"], { encoding: "utf8" }).trim();
    return /^\d+$/.test(answer) ? Number(answer) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Half of what is left of the descriptor limit after a reserve: a connection that downloads a
 * file holds a second descriptor for it, and accepting must never be what exhausts them.
 * 0 (no cap) when the limit is unknown.
 */
export function connectionsForDescriptors(limit: number | undefined): number {
  if (limit === undefined) return 0;
  return Math.max(1, Math.floor((limit - RESERVED_DESCRIPTORS) / 2));
}

/** The limits when nothing is configured (test apps, `buildApp` without them). */
export function defaultConnectionLimits(): ConnectionLimits {
  return {
    ...DEFAULT_LIMITS,
    maxConnections: connectionsForDescriptors(fileDescriptorLimit()),
  };
}

/**
 * 90 % of V8's heap limit (past it the process dies of "heap out of memory") and 90 % of the
 * memory the process may have (its cgroup's limit in a container, else the machine's).
 */
export function defaultOverloadThresholds(): OverloadThresholds {
  const constrained = process.constrainedMemory();
  const memory = constrained > 0 ? Math.min(constrained, totalmem()) : totalmem();
  return {
    maxEventLoopDelayMs: DEFAULT_MAX_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.9),
    maxRssBytes: Math.floor(memory * 0.9),
  };
}
