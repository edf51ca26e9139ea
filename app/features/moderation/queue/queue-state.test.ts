import { describe, expect, it } from "vitest";
import { type QueueItem } from "#core/contract";
import { statusAfter } from "#core/submission-transitions";
import { decidedItems, EMPTY_QUEUE, myItems, optimistic, queueReducer } from "./queue-state";

const item = (
  id: number,
  status: QueueItem["status"],
  decidedAt: string | null = null,
  claimedBy: string | null = null,
): QueueItem => ({
  id,
  author: `Autor ${id}`,
  message: `Wiadomość ${id}`,
  status,
  createdAt: "2025-05-16T18:00:00.000Z",
  decidedAt,
  copies: 1,
  authors: [`Autor ${id}`],
  flags: [],
  reason: null,
  decidedBy: null,
  claimedBy,
});

describe("moderation queue state", () => {
  it("keeps my queue oldest first and the history newest decision first", () => {
    let state = queueReducer(EMPTY_QUEUE, {
      type: "claimed",
      items: [item(3, "pending", null, "ola"), item(1, "pending", null, "ola")],
    });
    state = queueReducer(state, {
      type: "loaded",
      status: "approved",
      items: [
        item(5, "approved", "2025-05-16T18:01:00Z"),
        item(4, "approved", "2025-05-16T18:05:00Z"),
      ],
    });
    expect(myItems(state, "ola").map((i) => i.id)).toEqual([1, 3]);
    expect(decidedItems(state, "approved").map((i) => i.id)).toEqual([4, 5]);
  });

  it("shows only what I hold: decided, dropped or taken over by someone else, it goes", () => {
    let state = queueReducer(EMPTY_QUEUE, {
      type: "claimed",
      items: [1, 2, 3, 4].map((id) => item(id, "pending", null, "ola")),
    });
    state = queueReducer(state, { type: "upsert", item: item(9, "pending") }); // nobody's yet
    state = queueReducer(state, { type: "upsert", item: item(1, "rejected", "2025-05-16T18:00Z") });
    state = queueReducer(state, { type: "upsert", item: item(2, "pending", null, "ania") });
    state = queueReducer(state, { type: "drop", id: 3 });
    expect(myItems(state, "ola").map((i) => i.id)).toEqual([4]);
    expect(decidedItems(state, "rejected").map((i) => i.id)).toEqual([1]);
    // A new batch replaces the one before; a reload of a history list keeps my queue.
    state = queueReducer(state, { type: "claimed", items: [item(9, "pending", null, "ola")] });
    state = queueReducer(state, { type: "loaded", status: "rejected", items: [] });
    expect(myItems(state, "ola").map((i) => i.id)).toEqual([9]);
    expect(decidedItems(state, "rejected")).toEqual([]);
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
