import { describe, expect, it } from "vitest";
import type { StreamConnection } from "./sse";
import { StaffStreams, type LiveSessions } from "./staff-streams";

class FakeConnection implements StreamConnection {
  closed = false;
  private readonly listeners: Array<() => void> = [];
  send(): void {}
  onClose(listener: () => void): void {
    this.listeners.push(listener);
  }
  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const listener of this.listeners.splice(0)) listener();
  }
}

function streams(live: LiveSessions, errors: unknown[] = []) {
  const guard = new StaffStreams(live, (error) => errors.push(error), 60_000);
  guard.stop();
  return guard;
}

describe("StaffStreams", () => {
  it("closes the streams of sessions that are no longer live, once per session asked", async () => {
    const asked: string[][] = [];
    const guard = streams(async (ids) => {
      asked.push([...ids]);
      return new Set(["live"]);
    });
    const [kept, ended, endedToo] = [
      new FakeConnection(),
      new FakeConnection(),
      new FakeConnection(),
    ];
    guard.hold("live", kept);
    guard.hold("gone", ended);
    guard.hold("gone", endedToo);
    await guard.check();
    expect(asked).toEqual([["live", "gone"]]);
    expect([kept.closed, ended.closed, endedToo.closed]).toEqual([false, true, true]);
    expect(guard.size).toBe(1);
  });

  it("keeps a stream opened while the lookup ran, whose session it did not ask about", async () => {
    let answer: (live: ReadonlySet<string>) => void = () => {};
    const guard = streams(() => new Promise((resolve) => (answer = resolve)));
    const [ended, openedMeanwhile] = [new FakeConnection(), new FakeConnection()];
    guard.hold("gone", ended);
    const checked = guard.check();
    guard.hold("new", openedMeanwhile);
    answer(new Set<string>());
    await checked;
    expect([ended.closed, openedMeanwhile.closed]).toEqual([true, false]);
    expect(guard.size).toBe(1);
  });

  it("asks nothing while it holds nothing, and one lookup at a time", async () => {
    let calls = 0;
    const guard = streams(async () => {
      calls += 1;
      return new Set<string>();
    });
    await guard.check();
    expect(calls).toBe(0);
    guard.hold("a", new FakeConnection());
    await Promise.all([guard.check(), guard.check()]);
    expect(calls).toBe(1);
  });

  it("keeps the streams open while the database cannot answer", async () => {
    const errors: unknown[] = [];
    const guard = streams(async () => {
      throw new Error("database unavailable");
    }, errors);
    const connection = new FakeConnection();
    guard.hold("a", connection);
    await guard.check();
    expect(connection.closed).toBe(false);
    expect(errors).toHaveLength(1);
  });

  it("closes a session's streams at once when this instance ended it", () => {
    const guard = streams(async () => new Set<string>());
    const [mine, other] = [new FakeConnection(), new FakeConnection()];
    guard.hold("mine", mine);
    guard.hold("other", other);
    guard.ended("mine");
    expect([mine.closed, other.closed]).toEqual([true, false]);
  });
});
