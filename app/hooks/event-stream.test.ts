import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openEventStream, type EventStreamOptions } from "./event-stream";

/** A stream the test opens, drops and gives up by hand. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event("open"));
  }
  /** A drop the browser retries by itself. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event("error"));
  }
  /** A refusal: the browser gives up. */
  giveUp() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event("error"));
  }
  send(type: string, data: string) {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
}

const opened = () => FakeEventSource.opened;
const last = () => opened().at(-1)!;

function open(overrides: Partial<EventStreamOptions> = {}) {
  const calls: string[] = [];
  const close = openEventStream({
    address: () => "/stream",
    events: { change: (event) => calls.push(`change ${event.data}`) },
    onOpen: () => calls.push("open"),
    onDrop: () => calls.push("drop"),
    firstRetryMs: 1000,
    maxRetryMs: 4000,
    ...overrides,
  });
  return { calls, close };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("openEventStream", () => {
  it("opens at once and hands each named event to its listener", () => {
    const { calls, close } = open();
    expect(opened().map((source) => source.url)).toEqual(["/stream"]);
    last().open();
    last().send("change", "1");
    expect(calls).toEqual(["open", "change 1"]);
    close();
    expect(last().readyState).toBe(FakeEventSource.CLOSED);
  });

  it("leaves a drop to the browser, and opens a new stream after giving up, waiting longer each time", () => {
    const { calls } = open();
    last().drop();
    vi.advanceTimersByTime(60_000);
    expect(opened()).toHaveLength(1);
    expect(calls).toEqual(["drop"]);

    const waits: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const before = opened().length;
      last().giveUp();
      let waited = 0;
      while (opened().length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 4000]);

    // An open stream starts the waits over.
    last().open();
    const before = opened().length;
    last().giveUp();
    vi.advanceTimersByTime(999);
    expect(opened()).toHaveLength(before);
    vi.advanceTimersByTime(1);
    expect(opened()).toHaveLength(before + 1);
  });

  it("asks before trying again, and stops for good on a no", async () => {
    let answer = true;
    const asked = vi.fn(async () => answer);
    open({ mayRetry: asked });
    last().giveUp();
    await vi.advanceTimersByTimeAsync(1000);
    expect(opened()).toHaveLength(2);
    answer = false;
    last().giveUp();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toHaveBeenCalledTimes(2);
    expect(opened()).toHaveLength(2);
  });

  it("tries again when the check itself fails", async () => {
    open({ mayRetry: () => Promise.reject(new Error("offline")) });
    last().giveUp();
    await vi.advanceTimersByTimeAsync(1000);
    expect(opened()).toHaveLength(2);
  });

  it("counts an address it could not get as a drop, and tries again from what it learnt", async () => {
    let ready = false;
    const { calls } = open({
      address: () => Promise.resolve(ready ? "/stream?after=7" : null),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(opened()).toHaveLength(0);
    expect(calls).toEqual(["drop"]);
    ready = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(opened().map((source) => source.url)).toEqual(["/stream?after=7"]);
  });

  it("opens at once when the device comes back online, if asked to", () => {
    open({ reconnectWhenOnline: true });
    last().giveUp();
    window.dispatchEvent(new Event("online"));
    expect(opened()).toHaveLength(2);
    // The planned retry is cancelled: no third stream.
    vi.advanceTimersByTime(60_000);
    expect(opened()).toHaveLength(2);
    // An open stream is left alone.
    last().open();
    window.dispatchEvent(new Event("online"));
    expect(opened()).toHaveLength(2);
  });

  it("ignores coming online unless asked, and plans nothing once closed", () => {
    const { close } = open();
    last().giveUp();
    window.dispatchEvent(new Event("online"));
    expect(opened()).toHaveLength(1);
    close();
    vi.advanceTimersByTime(60_000);
    expect(opened()).toHaveLength(1);
  });
});
