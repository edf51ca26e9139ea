import { execFile } from "node:child_process";
import type http from "node:http";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { CHALLENGE_PATH, PROOF_HEADER } from "#core/proof-of-work";
import { completeSecondFactor, fetchCall } from "#tests/support/soft-passkey";
import { openScreenStream } from "./screen-stream";

/**
 * The people of `npm run bench:night` as HTTP clients of the real server: moderators with their
 * session cookie (every request timed per endpoint), visitors' phones with their device cookie,
 * and big screens on the event stream. Times are `performance.now()` of this process.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
/**
 * Over plain HTTP; a server behind HTTPS names it `__Host-moderator_session`
 * (server/plugins/README.md#staff-sessions).
 */
const SESSION_COOKIES = ["moderator_session", "__Host-moderator_session"];
const DEVICE_COOKIE = "juwenalia_device";

/** Response times per endpoint label, in milliseconds. */
export class Timings {
  readonly byEndpoint = new Map<string, number[]>();

  add(endpoint: string, ms: number): void {
    const list = this.byEndpoint.get(endpoint) ?? [];
    list.push(ms);
    this.byEndpoint.set(endpoint, list);
  }
}

export interface TimedResponse<T> {
  status: number;
  body: T;
  /** When the whole answer had arrived. */
  at: number;
}

function cookieFrom(response: Response, name: string): string | undefined {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  return cookie?.split(";")[0];
}

/**
 * `npm run moderators -- add <name> [--lead]` against the bench's database, as a lead would run
 * it before the night; returns the password it prints once.
 */
export async function addModerator(
  env: Record<string, string>,
  name: string,
  lead = false,
): Promise<string> {
  const args = ["--import", "tsx", "scripts/moderators.ts", "add", name];
  if (lead) args.push("--lead");
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  const password = /^Hasło: (.+)$/m.exec(stdout)?.[1];
  if (!password) throw new Error(`moderators add ${name}: no password in\n${stdout}`);
  return password;
}

/** A signed-in moderator's browser: JSON requests with the session cookie, each one timed. */
export class StaffClient {
  private constructor(
    private readonly url: string,
    readonly name: string,
    private readonly cookie: string,
    private readonly timings: Timings,
  ) {}

  static async signIn(url: string, name: string, password: string, timings: Timings) {
    const response = await fetch(`${url}/api/moderation/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name, password }),
    });
    const cookie = SESSION_COOKIES.map((each) => cookieFrom(response, each)).find(Boolean);
    if (!response.ok || !cookie) throw new Error(`sign-in of ${name}: ${response.status}`);
    // A lead's session proves its second factor with the bench's soft passkey first.
    await completeSecondFactor(fetchCall(url, cookie), name, new URL(url).origin);
    return new StaffClient(url, name, cookie, timings);
  }

  /** GET (no body) or POST (JSON body); the time goes under `endpoint`. */
  request<T>(endpoint: string, route: string, body?: object): Promise<TimedResponse<T>> {
    return this.send<T>(endpoint, body === undefined ? "GET" : "POST", route, body);
  }

  /** Any method, with a JSON body when one is given; the time goes under `endpoint`. */
  async send<T>(
    endpoint: string,
    method: "GET" | "POST" | "PUT" | "DELETE",
    route: string,
    body?: object,
  ): Promise<TimedResponse<T>> {
    const started = performance.now();
    const response = await fetch(`${this.url}${route}`, {
      method,
      headers:
        body === undefined
          ? { cookie: this.cookie }
          : { cookie: this.cookie, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const at = performance.now();
    this.timings.add(endpoint, at - started);
    const isJson = response.headers.get("content-type")?.includes("json") ?? false;
    return { status: response.status, body: (isJson ? JSON.parse(text) : text) as T, at };
  }
}

/** Fetches and solves a real challenge of the server (the toast's work, docs/decisions/010). */
export async function solvedProof(url: string): Promise<string> {
  const response = await fetch(`${url}${CHALLENGE_PATH}`);
  if (response.status !== 200) throw new Error(`challenge: ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error("challenge not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** `count` solved proofs, `parallel` at a time. */
export async function solvedProofs(url: string, count: number, parallel = 8): Promise<string[]> {
  const proofs: string[] = [];
  const worker = async () => {
    while (proofs.length < count) {
      proofs.push("");
      const index = proofs.length - 1;
      proofs[index] = await solvedProof(url);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return proofs;
}

export interface SendResult {
  status: number;
  /** The submission's id on 201. */
  id?: number;
  /** The rule's code on 422. */
  code?: number;
  at: number;
}

/** A visitor's phone: its first message carries a proof and earns the device cookie. */
export class Phone {
  private cookie: string | undefined;

  constructor(private readonly url: string) {}

  async send(author: string, message: string, proof?: string): Promise<SendResult> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (proof) headers[PROOF_HEADER] = proof;
    if (this.cookie) headers.cookie = this.cookie;
    const response = await fetch(`${this.url}/api/submissions`, {
      method: "POST",
      headers,
      body: JSON.stringify({ author, message }),
    });
    this.cookie ??= cookieFrom(response, DEVICE_COOKIE);
    const body = (await response.json()) as { id?: number; code?: number };
    return { status: response.status, id: body.id, code: body.code, at: performance.now() };
  }
}

/** A big screen on /api/screen/stream: every `message` event's arrival time, by submission id. */
export class Screen {
  readonly arrivals = new Map<number, number[]>();
  private request: http.ClientRequest | undefined;

  async open(url: string): Promise<void> {
    this.request = await openScreenStream(url, {
      message: (id, arrivedAt) => {
        const times = this.arrivals.get(id) ?? [];
        times.push(arrivedAt);
        this.arrivals.set(id, times);
      },
    });
  }

  close(): void {
    this.request?.destroy();
  }
}
