import type { FastifyReply, FastifyRequest } from "fastify";
import type { StreamEventData, StreamEventTable } from "#core/contract";

/** A client that cannot keep up (over 1 MiB unsent) is dropped; a screen reconnects and catches up. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Tells EventSource how long to wait before reconnecting (ms). */
const RETRY_MS = 2000;

/** One line-safe SSE frame; `data` is JSON, which never contains a raw newline. */
export function sseFrame(options: { id?: number; event?: string; data: unknown }): string {
  let frame = "";
  if (options.id !== undefined) frame += `id: ${options.id}\n`;
  if (options.event !== undefined) frame += `event: ${options.event}\n`;
  return `${frame}data: ${JSON.stringify(options.data)}\n\n`;
}

/**
 * A writer of one stream's frames, typed by the stream's table of events in core/contract: an
 * event name outside the table, or data of another shape, does not compile. `message`, the SSE
 * default event, is written without an `event:` line.
 */
export function streamFrames<Events extends StreamEventTable>() {
  return <Name extends keyof Events & string>(
    name: Name,
    data: StreamEventData<Events, Name>,
    id?: number,
  ): string =>
    sseFrame({
      ...(id === undefined ? {} : { id }),
      ...(name === "message" ? {} : { event: name }),
      data,
    });
}

export const SSE_HEARTBEAT = ": heartbeat\n\n";

/** What the feed needs of a stream (an SSE response, or a fake in unit tests). */
export interface StreamConnection {
  send(chunk: string): void;
  close(): void;
  onClose(listener: () => void): void;
}

/**
 * A server-sent-events response: hijacked from Fastify (it stays open), keeping the headers the
 * hooks already set (helmet's security headers).
 */
export class SseConnection implements StreamConnection {
  private closed = false;
  private readonly closeListeners: Array<() => void> = [];

  private constructor(private readonly reply: FastifyReply) {
    reply.raw.on("close", () => this.markClosed());
  }

  static open(request: FastifyRequest, reply: FastifyReply): SseConnection {
    reply.hijack();
    const headers: Record<string, string | number | string[]> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) headers[name] = value;
    }
    // HTTP/2 forbids connection-level headers and socket tuning on a stream; it has neither
    // head-of-line Nagle delay nor a keep-alive to ask for.
    const http1 = request.raw.httpVersionMajor < 2;
    reply.raw.writeHead(200, {
      ...headers,
      "content-type": "text/event-stream; charset=utf-8",
      // A stream is never to be kept; the staff streams carry names and queues (no-store).
      "cache-control": "no-store, no-transform",
      ...(http1 ? { connection: "keep-alive" } : {}),
      // nginx and similar proxies must not buffer the stream.
      "x-accel-buffering": "no",
    });
    if (http1) request.raw.socket.setNoDelay(true);
    reply.raw.write(`retry: ${RETRY_MS}\n\n`);
    return new SseConnection(reply);
  }

  send(chunk: string): void {
    if (this.closed) return;
    this.reply.raw.write(chunk);
    if (this.reply.raw.writableLength > MAX_BUFFERED_BYTES) this.close();
  }

  onClose(listener: () => void): void {
    if (this.closed) listener();
    else this.closeListeners.push(listener);
  }

  close(): void {
    if (this.closed) return;
    this.reply.raw.end();
    this.markClosed();
  }

  private markClosed(): void {
    if (this.closed) return;
    this.closed = true;
    for (const listener of this.closeListeners.splice(0)) listener();
  }
}
