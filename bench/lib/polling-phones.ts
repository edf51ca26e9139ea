import http from "node:http";
import https from "node:https";
import type { Socket } from "node:net";
import { performance } from "node:perf_hooks";
import {
  duePolls,
  pollFigures,
  pollPhases,
  type PollAnswer,
  type PollFigures,
} from "./announcement-polls";

/**
 * The public pages open on visitors' phones during `npm run bench:night`: each phone asks
 * GET /api/announcement every `intervalMs`, the first time plainly and then with the ETag of
 * its last 200 in If-None-Match, as a browser revalidates its cached answer. The whole crowd
 * shares a few keep-alive sockets (`sockets`): the bench measures what the server does per
 * request, not 15,000 TCP connections, which the phones' carriers and a proxy would hold anyway.
 */

const ROUTE = "/api/announcement";
/** How often the crowd sends what fell due since its last look. */
const TICK_MS = 10;
/** How long `stop()` waits for the requests still under way. */
const STOP_WAIT_MS = 10_000;

export interface CrowdShape {
  phones: number;
  intervalMs: number;
  sockets: number;
  seed: number;
}

export class PollingPhones {
  private readonly client: typeof http | typeof https;
  private readonly agent: http.Agent;
  private readonly phases: number[];
  /** Each phone's ETag from its last 200. */
  private readonly etags: (string | undefined)[];
  private readonly openSockets = new Set<Socket>();
  private closedSocketBytes = 0;
  /** Answers of the window being measured; null outside one. */
  private answers: PollAnswer[] | null = null;
  private inFlight = 0;
  private timer: NodeJS.Timeout | undefined;
  private startedAt = 0;
  private clockMs = 0;

  constructor(
    private readonly url: string,
    private readonly shape: CrowdShape,
  ) {
    // Through the proxy (`bench:night -- --topology`) the crowd speaks TLS, as phones do.
    this.client = url.startsWith("https:") ? https : http;
    this.agent = new this.client.Agent({ keepAlive: true, maxSockets: shape.sockets });
    this.phases = pollPhases(shape.phones, shape.intervalMs, shape.seed);
    this.etags = Array.from({ length: shape.phones }, () => undefined);
  }

  /** Polls per second the crowd asks for. */
  get intendedPerSecond(): number {
    return this.shape.phones / (this.shape.intervalMs / 1000);
  }

  start(): void {
    this.startedAt = performance.now();
    this.clockMs = 0;
    this.timer = setInterval(() => this.tick(), TICK_MS);
  }

  /** Starts recording answers; the function it returns ends the window with its figures. */
  measure(): () => PollFigures {
    const answers: PollAnswer[] = [];
    this.answers = answers;
    const started = performance.now();
    const bytesAtStart = this.wireBytes();
    return () => {
      this.answers = null;
      const seconds = (performance.now() - started) / 1000;
      return pollFigures(answers, this.wireBytes() - bytesAtStart, seconds);
    };
  }

  /** Stops asking, waits for the answers under way, closes the sockets. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    const deadline = performance.now() + STOP_WAIT_MS;
    while (this.inFlight > 0 && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    this.agent.destroy();
  }

  private tick(): void {
    const now = performance.now() - this.startedAt;
    for (const phone of duePolls(this.phases, this.shape.intervalMs, this.clockMs, now)) {
      this.poll(phone);
    }
    this.clockMs = now;
  }

  /** Everything the crowd's sockets received so far: status lines, headers and bodies. */
  private wireBytes(): number {
    let bytes = this.closedSocketBytes;
    for (const socket of this.openSockets) bytes += socket.bytesRead;
    return bytes;
  }

  private track(socket: Socket): void {
    if (this.openSockets.has(socket)) return;
    this.openSockets.add(socket);
    socket.once("close", () => {
      this.closedSocketBytes += socket.bytesRead;
      this.openSockets.delete(socket);
    });
  }

  private poll(phone: number): void {
    this.inFlight++;
    this.send(phone, performance.now(), false);
  }

  /**
   * One request of a phone's poll. A GET sent on a kept-alive socket that the server closed at
   * that very moment (its idle timeout) fails with ECONNRESET before any answer; browsers send
   * such a request again on a new connection, as HTTP allows for a GET, so the phone does the
   * same once and the answer says it was sent again.
   */
  private send(phone: number, sentAt: number, resent: boolean): void {
    const etag = this.etags[phone];
    const headers: Record<string, string> = {
      accept: "*/*",
      "accept-encoding": "gzip, deflate, br",
    };
    if (etag !== undefined) headers["if-none-match"] = etag;
    let done = false;
    const finish = (status: number, bodyBytes: number, error?: Error) => {
      if (done) return;
      done = true;
      this.inFlight--;
      const answer: PollAnswer = { status, ms: performance.now() - sentAt, bodyBytes };
      if (error !== undefined) answer.error = errorCode(error);
      if (resent) answer.resent = true;
      this.answers?.push(answer);
    };
    const request = this.client.get(`${this.url}${ROUTE}`, { agent: this.agent, headers });
    request.on("socket", (socket) => this.track(socket));
    request.on("error", (error) => {
      const reset = errorCode(error) === "ECONNRESET";
      if (!done && !resent && reset && request.reusedSocket) {
        done = true;
        this.send(phone, sentAt, true);
        return;
      }
      finish(0, 0, error);
    });
    request.on("response", (response) => {
      let bodyBytes = 0;
      response.on("data", (chunk: Buffer) => {
        bodyBytes += chunk.length;
      });
      response.on("error", (error) => finish(0, bodyBytes, error));
      response.on("end", () => {
        const status = response.statusCode ?? 0;
        const tag = response.headers.etag;
        if (status === 200 && tag !== undefined) this.etags[phone] = tag;
        finish(status, bodyBytes);
      });
    });
  }
}

/** A socket error's code (ECONNRESET, …), or its message when Node gives none. */
function errorCode(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code ?? error.message;
}
