import { describe, expect, it } from "vitest";
import { statusAfter, type Submission } from "../../../core/contract";
import { decidedItems, EMPTY_QUEUE, optimistic, pendingItems, queueReducer } from "./queue-state";

const item = (
  id: number,
  status: Submission["status"],
  decidedAt: string | null = null,
): Submission => ({
  id,
  author: `Autor ${id}`,
  message: `Wiadomość ${id}`,
  status,
  createdAt: "2025-05-16T18:00:00.000Z",
  decidedAt,
});

describe("moderation queue state", () => {
  it("keeps the queue oldest first and the history newest decision first", () => {
    let state = queueReducer(EMPTY_QUEUE, {
      type: "loaded",
      status: "pending",
      items: [item(3, "pending"), item(1, "pending")],
    });
    state = queueReducer(state, {
      type: "loaded",
      status: "approved",
      items: [
        item(5, "approved", "2025-05-16T18:01:00Z"),
        item(4, "approved", "2025-05-16T18:05:00Z"),
      ],
    });
    expect(pendingItems(state).map((i) => i.id)).toEqual([1, 3]);
    expect(decidedItems(state, "approved").map((i) => i.id)).toEqual([4, 5]);
  });

  it("moves an item between lists on upsert, and a reload replaces one list only", () => {
    let state = queueReducer(EMPTY_QUEUE, {
      type: "loaded",
      status: "pending",
      items: [item(1, "pending"), item(2, "pending")],
    });
    state = queueReducer(state, {
      type: "upsert",
      item: item(1, "rejected", "2025-05-16T18:00:00Z"),
    });
    expect(pendingItems(state).map((i) => i.id)).toEqual([2]);
    expect(decidedItems(state, "rejected").map((i) => i.id)).toEqual([1]);
    state = queueReducer(state, { type: "loaded", status: "pending", items: [item(7, "pending")] });
    expect(pendingItems(state).map((i) => i.id)).toEqual([7]);
    expect(decidedItems(state, "rejected").map((i) => i.id)).toEqual([1]);
  });

  it("undo goes back to the queue (pre) or to the screen (post)", () => {
    expect(statusAfter("undo", "pre")).toBe("pending");
    expect(statusAfter("undo", "post")).toBe("approved");
    const now = new Date("2025-05-16T20:00:00Z");
    expect(optimistic(item(1, "approved", "x"), "undo", "pre", now)).toMatchObject({
      status: "pending",
      decidedAt: null,
    });
    expect(optimistic(item(1, "pending"), "approve", "pre", now)).toMatchObject({
      status: "approved",
      decidedAt: now.toISOString(),
    });
  });
});
