import http from "node:http";
import https from "node:https";
import { performance } from "node:perf_hooks";
import type { ScreenBoard } from "#core/contract";

/** One server-sent event: its name (`message` when the frame names none) and its `data:` line. */
export interface EventFrame {
  event: string;
  data: string | undefined;
}

/**
 * The complete frames at the start of `buffer` (each ends with a blank line) and what is left
 * of an unfinished one. Our server writes one `data:` line per event (server/screens/sse.ts), and
 * heartbeats are comment frames with neither a name nor data.
 */
export function readEventFrames(buffer: string): { frames: EventFrame[]; rest: string } {
  const frames: EventFrame[] = [];
  let rest = buffer;
  for (let end = rest.indexOf("\n\n"); end !== -1; end = rest.indexOf("\n\n")) {
    const frame = rest.slice(0, end);
    rest = rest.slice(end + 2);
    frames.push({
      event: /^event: (.*)$/m.exec(frame)?.[1] ?? "message",
      data: /^data: (.*)$/m.exec(frame)?.[1],
    });
  }
  return { frames, rest };
}

/** What a bench screen listens to; times are `performance.now()` when the chunk arrived. */
export interface ScreenStreamListeners {
  /** A `message` event: a submission put on screen, by id. */
  message?: (id: number, arrivedAt: number) => void;
  /** A `board` event: the announcement, settings and modes (first on connecting). */
  board?: (board: ScreenBoard, arrivedAt: number) => void;
}

/**
 * Opens /api/screen/stream on a connection of its own, as one big screen, replaying what was
 * put on screen after position `after` (0: from the start), and hands its events to
 * `listeners`. Resolves once the stream answers 200; the benches close it with `destroy()`.
 */
export function openScreenStream(
  url: string,
  listeners: ScreenStreamListeners,
  after = 0,
): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = (url.startsWith("https:") ? https : http).get(
      `${url}/api/screen/stream?after=${after}`,
      {
        agent: false,
        headers: { accept: "text/event-stream" },
      },
    );
    request.on("error", reject);
    request.on("response", (response) => {
      if (response.statusCode !== 200) reject(new Error(`stream: ${response.statusCode}`));
      let buffer = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        const now = performance.now();
        const { frames, rest } = readEventFrames(buffer + chunk);
        buffer = rest;
        for (const { event, data } of frames) {
          if (data === undefined) continue;
          if (event === "message")
            listeners.message?.((JSON.parse(data) as { id: number }).id, now);
          else if (event === "board") listeners.board?.(JSON.parse(data) as ScreenBoard, now);
        }
      });
      resolve(request);
    });
  });
}
