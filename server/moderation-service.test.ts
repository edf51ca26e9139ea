import { describe, expect, it } from "vitest";
import type { Submission } from "../core/contract";
import type { DraftToStore, SubmissionsRepository } from "./db/submissions-repo";
import type { GroupDecision } from "./db/decisions";
import { ModerationService } from "./moderation-service";

/** Records what the service asks the repository to store. */
function fakeRepository() {
  const created: DraftToStore[] = [];
  const decided: Array<[number, GroupDecision["target"]]> = [];
  const stored: Submission = {
    id: 1,
    author: "Ala",
    message: "Hej hej",
    status: "pending",
    createdAt: "2025-05-16T18:00:00.000Z",
    decidedAt: null,
  };
  const repository = {
    create: async (draft: DraftToStore) => {
      created.push(draft);
      return stored;
    },
    decide: async (request: GroupDecision) => {
      decided.push([request.id, request.target]);
      return { kind: "not_found" } as const;
    },
  };
  return { repository: repository as unknown as SubmissionsRepository, created, decided };
}

const decision = (id: number, action: "approve" | "reject" | "undo") => ({
  id,
  decision: action,
  from: "pending" as const,
  moderator: "ola",
});

describe("ModerationService", () => {
  const input = { author: "Ala", message: "Hej hej" };

  it("pre-moderation: a new message waits in the queue, and undo puts it back there", async () => {
    const { repository, created, decided } = fakeRepository();
    const service = new ModerationService(repository, "pre");
    await service.submit(input, "nadawca");
    for (const action of ["approve", "reject", "undo"] as const) {
      await service.decide(decision(7, action));
    }
    expect(created.map((draft) => draft.status)).toEqual(["pending"]);
    expect(decided).toEqual([
      [7, "approved"],
      [7, "rejected"],
      [7, "pending"],
    ]);
  });

  it("post-moderation: a new message is shown at once, and undo shows it again", async () => {
    const { repository, created, decided } = fakeRepository();
    const service = new ModerationService(repository, "post");
    await service.submit(input, null);
    await service.decide(decision(7, "reject"));
    await service.decide(decision(7, "undo"));
    expect(created.map((draft) => draft.status)).toEqual(["approved"]);
    expect(decided).toEqual([
      [7, "rejected"],
      [7, "approved"],
    ]);
  });

  it("triages on arrival: a link or a phone number is rejected with its reason, other flags ride along", async () => {
    const { repository, created } = fakeRepository();
    const service = new ModerationService(repository, "pre");
    await service.submit({ author: "Ala", message: "Wejdź na www.przyklad.pl" }, "a");
    await service.submit({ author: "Ala", message: "Dzwoń 601 234 567" }, "a");
    await service.submit({ author: "Ala", message: "Stooo laaat Ola!!!" }, "a");
    expect(created.map((draft) => draft.autoReject)).toEqual(["link", "phone", null]);
    expect(created[0]?.flags).toContain("link");
    expect(created[2]?.duplicateKey).toBe(created[2] && "sto lat ola");
    expect(created.map((draft) => draft.sender)).toEqual(["a", "a", "a"]);
  });
});
