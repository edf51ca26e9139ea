import { describe, expect, it } from "vitest";
import type { MessageDraft, Submission, SubmissionStatus } from "../core/contract";
import type { SubmissionsRepository } from "./db/submissions-repo";
import { ModerationService } from "./moderation-service";

/** Records what the service asks the repository to store. */
function fakeRepository() {
  const calls: Array<[string, unknown, SubmissionStatus]> = [];
  const stored = (status: SubmissionStatus): Submission => ({
    id: 1,
    author: "Ala",
    message: "Hej hej",
    status,
    createdAt: "2025-05-16T18:00:00.000Z",
    decidedAt: null,
  });
  const repository = {
    create: async (input: MessageDraft, status: SubmissionStatus) => {
      calls.push(["create", input, status]);
      return stored(status);
    },
    setStatus: async (id: number, status: SubmissionStatus) => {
      calls.push(["setStatus", id, status]);
      return stored(status);
    },
  };
  return { repository: repository as unknown as SubmissionsRepository, calls };
}

describe("ModerationService", () => {
  const input = { author: "Ala", message: "Hej hej" };

  it("pre-moderation: a new message waits in the queue, and undo puts it back there", async () => {
    const { repository, calls } = fakeRepository();
    const service = new ModerationService(repository, "pre");
    await service.submit(input);
    await service.decide(7, "approve");
    await service.decide(7, "reject");
    await service.decide(7, "undo");
    expect(calls).toEqual([
      ["create", input, "pending"],
      ["setStatus", 7, "approved"],
      ["setStatus", 7, "rejected"],
      ["setStatus", 7, "pending"],
    ]);
  });

  it("post-moderation: a new message is shown at once, and undo shows it again", async () => {
    const { repository, calls } = fakeRepository();
    const service = new ModerationService(repository, "post");
    await service.submit(input);
    await service.decide(7, "reject");
    await service.decide(7, "undo");
    expect(calls).toEqual([
      ["create", input, "approved"],
      ["setStatus", 7, "rejected"],
      ["setStatus", 7, "approved"],
    ]);
  });
});
