import { randomBytes } from "node:crypto";

/** What one request of the load got: its HTTP status, or "network" when no answer came. */
export interface Outcome {
  kind: "submission" | "health" | "screen" | "page";
  /** Date.now() when the answer arrived. */
  at: number;
  status: number | "network";
  retryAfter: string | null;
  body: unknown;
  /** The submitted text (submissions only), to find the row afterwards. */
  message?: string;
}

export interface LoadOptions {
  /** Concurrent loops posting submissions as fast as they are answered. */
  submitters: number;
  /** Path of a static page that must keep answering. */
  page: string;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Traffic against a running server: submissions from several loops, plus one loop each of
 * health checks, screen reads and page loads, every answer recorded with its time.
 */
const TAG_WORDS = ["scena", "trybuna", "gitara", "lato", "noc", "bas", "perkusja", "taniec"];

export class Load {
  readonly outcomes: Outcome[] = [];
  private running = true;
  private readonly loops: Promise<void>[];

  constructor(
    private readonly url: string,
    options: LoadOptions,
  ) {
    // Words, not hex: letters and digits mixed ("a55e01") can read as a vulgarity (422), and a
    // long run of digits as a phone number.
    const tag = [...randomBytes(4)].map((byte) => TAG_WORDS[byte % TAG_WORDS.length]).join("-");
    this.loops = [
      ...Array.from({ length: options.submitters }, (_, worker) => {
        let sequence = 0;
        return this.loop("submission", () => {
          const message = `Obciążenie ${tag} ${worker}-${sequence++}`;
          return {
            path: "/api/submissions",
            message,
            init: {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ author: `Pętla ${worker}`, message }),
            },
          };
        });
      }),
      this.loop("health", () => ({ path: "/api/health" })),
      this.loop("screen", () => ({ path: "/api/screen/messages" })),
      this.loop("page", () => ({ path: options.page })),
    ];
  }

  private async loop(
    kind: Outcome["kind"],
    next: () => { path: string; message?: string; init?: RequestInit },
  ): Promise<void> {
    while (this.running) {
      const { path, message, init } = next();
      let outcome: Outcome;
      try {
        const response = await fetch(`${this.url}${path}`, init);
        const body = await readBody(response);
        const retryAfter = response.headers.get("retry-after");
        outcome = { kind, at: Date.now(), status: response.status, retryAfter, body, message };
      } catch (error) {
        const body = error instanceof Error ? String(error.cause ?? error.message) : String(error);
        outcome = { kind, at: Date.now(), status: "network", retryAfter: null, body, message };
      }
      this.outcomes.push(outcome);
      // Reads are paced; submissions go as fast as the server answers.
      if (kind !== "submission") await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  of(kind: Outcome["kind"], from = 0, to = Infinity): Outcome[] {
    return this.outcomes.filter(
      (entry) => entry.kind === kind && entry.at >= from && entry.at < to,
    );
  }

  /** Time of the first answer of `kind` with `status` at or after `from` (undefined if none). */
  firstAfter(kind: Outcome["kind"], status: number, from: number): number | undefined {
    return this.outcomes.find(
      (entry) => entry.kind === kind && entry.status === status && entry.at >= from,
    )?.at;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds or `timeoutMs` passes; returns when it held (Date.now()). */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return Date.now();
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(25);
  }
}
