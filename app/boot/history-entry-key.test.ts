import { describe, expect, it, vi } from "vitest";
import { ensureHistoryEntryKey } from "./history-entry-key";

function fakeHistory(state: unknown) {
  const history = {
    state,
    replaceState: vi.fn((next: unknown) => {
      history.state = next;
    }),
  };
  return history;
}

describe("ensureHistoryEntryKey", () => {
  it("gives an entry opened by a full page load a key of its own", () => {
    const first = fakeHistory(null);
    const second = fakeHistory(null);
    const key = ensureHistoryEntryKey(first);
    ensureHistoryEntryKey(second);
    expect(first.state).toEqual({ key });
    expect(key).toMatch(/^[0-9a-z]{4,}$/);
    expect(second.state).not.toEqual(first.state);
  });

  it("keeps what the entry already holds", () => {
    const history = fakeHistory({ usr: { from: "x" }, idx: 3 });
    ensureHistoryEntryKey(history);
    expect(history.state).toEqual({ usr: { from: "x" }, idx: 3, key: expect.any(String) });
  });

  it("leaves a keyed entry (a reload, or Back from another site) alone", () => {
    const history = fakeHistory({ usr: null, key: "abc123", idx: 1 });
    expect(ensureHistoryEntryKey(history)).toBe("abc123");
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(history.state).toEqual({ usr: null, key: "abc123", idx: 1 });
  });
});
