import { describe, expect, it } from "vitest";
import { RESULT_CODES } from "../codes";
import {
  API_ERROR_CODES,
  ErrorBodySchema,
  parseEventData,
  validItems,
  MessageDraftSchema,
  MODERATION_STREAM_EVENTS,
  SCREEN_STREAM_EVENTS,
  ScreenMessageSchema,
  SubmissionSchema,
} from ".";

const submission = {
  id: 7,
  author: "Ala",
  message: "Cześć!",
  status: "approved",
  createdAt: "2031-06-12T18:00:00.000Z",
  decidedAt: "2031-06-12T18:01:00.000Z",
};

describe("MessageDraftSchema (the body of POST /api/submissions)", () => {
  it("accepts {author, message} and strips other keys", () => {
    expect(MessageDraftSchema.parse({ author: "Ania", message: "Hej hej", id: 7 })).toEqual({
      author: "Ania",
      message: "Hej hej",
    });
  });

  it("rejects missing or non-string fields", () => {
    expect(MessageDraftSchema.safeParse({ author: "Ania" }).success).toBe(false);
    expect(MessageDraftSchema.safeParse({ author: 1, message: "Hej hej" }).success).toBe(false);
    expect(MessageDraftSchema.safeParse(null).success).toBe(false);
  });
});

describe("ErrorBodySchema", () => {
  it("takes every transport code and every result code, nothing else", () => {
    for (const code of [...API_ERROR_CODES, ...Object.values(RESULT_CODES)]) {
      expect(ErrorBodySchema.safeParse({ code, error: "…" }).success, String(code)).toBe(true);
    }
    expect(ErrorBodySchema.safeParse({ code: "teapot", error: "…" }).success).toBe(false);
    expect(ErrorBodySchema.safeParse({ code: 68, error: "…" }).success).toBe(false);
    expect(ErrorBodySchema.safeParse({ code: "not_found" }).success).toBe(false);
  });
});

describe("SubmissionSchema and ScreenMessageSchema", () => {
  it("accept the wire shapes and refuse an unknown status or a missing position", () => {
    expect(SubmissionSchema.parse(submission)).toEqual(submission);
    expect(SubmissionSchema.safeParse({ ...submission, status: "hidden" }).success).toBe(false);
    expect(SubmissionSchema.safeParse({ ...submission, decidedAt: undefined }).success).toBe(false);
    const onScreen = {
      position: 3,
      id: submission.id,
      author: submission.author,
      message: submission.message,
      approvedAt: submission.decidedAt,
      senderTag: "k3Xq9",
      shownAt: null,
    };
    expect(ScreenMessageSchema.parse(onScreen)).toEqual(onScreen);
    expect(ScreenMessageSchema.safeParse({ ...onScreen, position: undefined }).success).toBe(false);
    expect(ScreenMessageSchema.safeParse({ ...onScreen, position: 1.5 }).success).toBe(false);
  });
});

describe("the streams' events", () => {
  it("name each event with the schema of its data", () => {
    expect(Object.keys(SCREEN_STREAM_EVENTS)).toEqual(["message", "remove", "board"]);
    expect(Object.keys(MODERATION_STREAM_EVENTS)).toEqual(["change", "resync"]);
    const item = {
      ...submission,
      copies: 2,
      authors: [submission.author, "Druga osoba"],
      flags: ["shouting"],
      reason: null,
      decidedBy: null,
      claimedBy: "ola",
    };
    expect(MODERATION_STREAM_EVENTS.change.safeParse({ item, previousStatus: null }).success).toBe(
      true,
    );
    // A change carries the queue item (the group), not a bare submission.
    expect(
      MODERATION_STREAM_EVENTS.change.safeParse({ item: submission, previousStatus: null }).success,
    ).toBe(false);
    expect(
      MODERATION_STREAM_EVENTS.change.safeParse({ item, previousStatus: "gone" }).success,
    ).toBe(false);
    expect(SCREEN_STREAM_EVENTS.remove.safeParse({ id: 4 }).success).toBe(true);
  });
});

describe("validItems and parseEventData: how the clients read the server", () => {
  const onScreen = {
    position: 4,
    id: 2,
    author: "Ola",
    message: "Hej!",
    approvedAt: "2031-06-12T18:01:00.000Z",
    senderTag: null,
    shownAt: null,
  };

  it("keep the items of a list that match and drop the rest; a non-list is null", () => {
    expect(validItems(ScreenMessageSchema, [onScreen, { ...onScreen, id: "2" }, 7])).toEqual([
      onScreen,
    ]);
    expect(validItems(ScreenMessageSchema, { messages: [onScreen] })).toBeNull();
  });

  it("read an event's JSON data, null when it is not JSON or does not match", () => {
    expect(parseEventData(SCREEN_STREAM_EVENTS.message, JSON.stringify(onScreen))).toEqual(
      onScreen,
    );
    expect(parseEventData(SCREEN_STREAM_EVENTS.message, '{"id":2}')).toBeNull();
    expect(parseEventData(SCREEN_STREAM_EVENTS.remove, "not json")).toBeNull();
  });
});
