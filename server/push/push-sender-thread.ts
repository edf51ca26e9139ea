import { Worker } from "node:worker_threads";
import type { PushMessage, SendResult, VapidIdentity } from "./push-sender";
import type { PushThreadReply, PushThreadRequest, PushThreadSettings } from "./push-thread-wire";

/**
 * Where the thread's code is: beside the compiled server (`push-thread.mjs`, one of the release's
 * programs), or the TypeScript source, loaded through tsx, when the server runs from its sources.
 */
function threadEntry(): { url: URL; execArgv?: string[] } {
  if (import.meta.url.endsWith(".mjs"))
    return { url: new URL("./push-thread.mjs", import.meta.url) };
  const url = new URL("./push-thread.ts", import.meta.url);
  const withTsx = process.execArgv.some((argument) => argument.includes("tsx"));
  return { url, execArgv: withTsx ? process.execArgv : [...process.execArgv, "--import", "tsx"] };
}

/**
 * The sending loop's sender (server/push/README.md#the-queue, "The thread"): hands each push to a
 * thread of its own, which encrypts it and talks TLS to the push service, so none of that work
 * waits in line with the screens' and the submissions' requests. A thread that dies answers its
 * pushes in flight with "retry" (the queue tries them again), and the next push starts a new one.
 */
export class PushSenderThread {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly inFlight = new Map<number, (result: SendResult) => void>();
  private closed = false;

  constructor(private readonly settings: PushThreadSettings) {}

  static forIdentity(
    vapid: VapidIdentity,
    testOrigins: readonly string[],
    testCa?: string,
  ): PushSenderThread {
    return new PushSenderThread({
      vapid,
      testOrigins,
      ...(testCa === undefined ? {} : { testCa }),
    });
  }

  /**
   * Starts the thread now rather than at the first push: loading its code takes a moment of CPU
   * (hundreds of milliseconds when the server runs from its sources), which belongs to the
   * server's start, not to the first seconds of a fan-out.
   */
  start(): void {
    if (!this.closed) this.running();
  }

  send(message: PushMessage): Promise<SendResult> {
    if (this.closed) return Promise.resolve({ outcome: "retry" });
    const worker = this.running();
    const id = this.nextId++;
    return new Promise<SendResult>((resolve) => {
      this.inFlight.set(id, resolve);
      const request: PushThreadRequest = { type: "send", id, message };
      worker.postMessage(request);
    });
  }

  /** Lets the thread close its connections and end; pushes still in flight count as "retry". */
  close(): void {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    if (worker) {
      const request: PushThreadRequest = { type: "close" };
      worker.postMessage(request);
      // The connections' sockets end with the thread; a thread that hangs is not waited for.
      setTimeout(() => void worker.terminate(), 5000).unref();
    }
    this.answerAll({ outcome: "retry" });
  }

  private running(): Worker {
    if (this.worker) return this.worker;
    const { url, execArgv } = threadEntry();
    const worker = new Worker(url, {
      workerData: this.settings,
      ...(execArgv ? { execArgv } : {}),
    });
    worker.on("message", (reply: PushThreadReply) => {
      const answer = this.inFlight.get(reply.id);
      this.inFlight.delete(reply.id);
      answer?.(reply.result);
    });
    const ended = () => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.answerAll({ outcome: "retry" });
    };
    worker.on("error", ended);
    worker.on("exit", ended);
    // The thread alone never keeps the server running.
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private answerAll(result: SendResult): void {
    const answers = [...this.inFlight.values()];
    this.inFlight.clear();
    for (const answer of answers) answer(result);
  }
}
