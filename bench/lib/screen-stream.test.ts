import { describe, expect, it } from "vitest";
import { readEventFrames } from "./screen-stream";

describe("readEventFrames", () => {
  it("reads named and unnamed events, skips heartbeats and keeps an unfinished frame", () => {
    const { frames, rest } = readEventFrames(
      'id: 7\ndata: {"id":3}\n\n: heartbeat\n\nevent: board\ndata: {"version":2}\n\nevent: remo',
    );
    expect(frames).toEqual([
      { event: "message", data: '{"id":3}' },
      { event: "message", data: undefined },
      { event: "board", data: '{"version":2}' },
    ]);
    expect(rest).toBe("event: remo");
  });

  it("reads a frame split across chunks once its end arrives", () => {
    const first = readEventFrames("event: board\ndata: {");
    expect(first.frames).toEqual([]);
    const second = readEventFrames(`${first.rest}"version":1}\n\n`);
    expect(second).toEqual({ frames: [{ event: "board", data: '{"version":1}' }], rest: "" });
  });
});
