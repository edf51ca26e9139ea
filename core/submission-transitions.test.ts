import { describe, expect, it } from "vitest";
import {
  DECISIONS,
  MODERATION_MODES,
  statusAfter,
  SUBMISSION_STATUSES,
} from "./submission-transitions";

describe("statusAfter: where a decision moves a submission", () => {
  it("approve shows, reject takes off, undo returns to where new messages start", () => {
    const table = MODERATION_MODES.map((mode) => [
      mode,
      DECISIONS.map((decision) => statusAfter(decision, mode)),
    ]);
    expect(table).toEqual([
      ["pre", ["approved", "rejected", "pending"]],
      ["post", ["approved", "rejected", "approved"]],
    ]);
    expect(SUBMISSION_STATUSES).toEqual(["pending", "approved", "rejected"]);
  });
});
