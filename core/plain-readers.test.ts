import { describe, expect, it } from "vitest";
import { ErrorBodySchema } from "./contract/errors";
import {
  MessageReceiptSchema,
  PublicAnnouncementSchema,
  RECEIPT_STATES,
  SET_DELAY_MAX_MINUTES,
  LateChangeInForceSchema,
} from "./contract/screen-control";
import { ChallengeSchema } from "./contract/submissions";
import {
  readChallenge,
  readMessageReceipt,
  readPublicAnnouncement,
  readResultCode,
} from "./plain-readers";

/** The reader accepts each sample exactly when the schema does; a mismatch names the sample. */
function expectSchemaVerdicts(
  read: (sample: unknown) => unknown,
  schema: { safeParse(sample: unknown): { success: boolean } },
  samples: readonly unknown[],
): void {
  for (const sample of samples) {
    expect(read(sample) !== undefined, JSON.stringify(sample)).toBe(
      schema.safeParse(sample).success,
    );
  }
}

describe("the public pages' plain readers agree with the schemas", () => {
  const announcement = {
    id: 3,
    text: "Wejście 2 zamknięte — korzystaj z Wejścia 1",
    startedAt: "2031-06-12T18:00:00.000Z",
    endsAt: "2031-06-12T19:00:00.000Z",
  };
  const lateChange = { setId: "2031-06-12-wydma", delayMinutes: 20, cancelled: false, sequence: 3 };
  const announcements: unknown[] = [
    { announcement },
    { announcement: { ...announcement, endsAt: null } },
    { announcement: null },
    { announcement: { ...announcement, extra: 1 } },
    ...Object.keys(announcement).map((name) => ({
      announcement: Object.fromEntries(
        Object.entries(announcement).filter(([key]) => key !== name),
      ),
    })),
    { announcement: { ...announcement, id: "3" } },
    { announcement: { ...announcement, id: 1.5 } },
    { announcement: { ...announcement, id: 2 ** 60 } },
    { announcement: { ...announcement, text: 7 } },
    { announcement: { ...announcement, startedAt: null } },
    { announcement: { ...announcement, endsAt: 5 } },
    { announcement: "Wejście 2" },
    { lateChanges: [lateChange] },
    {},
    null,
    "announcement",
  ];

  it("readPublicAnnouncement accepts exactly the announcements PublicAnnouncementSchema accepts", () => {
    for (const lateChanges of [[], [lateChange]]) {
      const answers = announcements.map((answer) =>
        typeof answer === "object" && answer !== null ? { ...answer, lateChanges } : answer,
      );
      expectSchemaVerdicts(readPublicAnnouncement, PublicAnnouncementSchema, answers);
    }
    expect(readPublicAnnouncement({ announcement, lateChanges: [lateChange] })).toEqual({
      announcement,
      lateChanges: [lateChange],
    });
  });

  const lateChanges: unknown[] = [
    lateChange,
    { ...lateChange, cancelled: true, delayMinutes: 0 },
    { ...lateChange, delayMinutes: SET_DELAY_MAX_MINUTES },
    { ...lateChange, delayMinutes: SET_DELAY_MAX_MINUTES + 1 },
    { ...lateChange, delayMinutes: -1 },
    { ...lateChange, delayMinutes: 2.5 },
    { ...lateChange, delayMinutes: "20" },
    { ...lateChange, cancelled: "false" },
    { ...lateChange, setId: "" },
    { ...lateChange, setId: "2031-06-12-Wydma" },
    { ...lateChange, setId: "2031 06 12" },
    { ...lateChange, setId: "a".repeat(160) },
    { ...lateChange, setId: "a".repeat(161) },
    { ...lateChange, setId: 7 },
    // Put back on plan: the entry stays, with no delay, not cancelled and its count of changes.
    { ...lateChange, delayMinutes: 0, cancelled: false, sequence: 4 },
    { ...lateChange, sequence: 1 },
    { ...lateChange, sequence: 0 },
    { ...lateChange, sequence: -2 },
    { ...lateChange, sequence: 1.5 },
    { ...lateChange, sequence: "3" },
    { ...lateChange, sequence: null },
    { ...lateChange, sequence: 2 ** 60 },
    ...Object.keys(lateChange).map((name) =>
      Object.fromEntries(Object.entries(lateChange).filter(([key]) => key !== name)),
    ),
    null,
    "2031-06-12-wydma",
  ];

  it("keeps each late change LateChangeInForceSchema accepts and drops the others one by one", () => {
    for (const entry of lateChanges) {
      const read = readPublicAnnouncement({ announcement: null, lateChanges: [lateChange, entry] });
      const parsed = LateChangeInForceSchema.safeParse(entry);
      // Kept as the schema reads it: a missing sequence is the first change's.
      const kept = parsed.success ? [lateChange, parsed.data] : [lateChange];
      expect(read, JSON.stringify(entry)).toEqual({ announcement: null, lateChanges: kept });
    }
  });

  it("reads a late change from a server before sequences as its set's first change", () => {
    const older = { setId: lateChange.setId, delayMinutes: 20, cancelled: false };
    expect(readPublicAnnouncement({ announcement: null, lateChanges: [older] })).toEqual({
      announcement: null,
      lateChanges: [{ ...older, sequence: 1 }],
    });
  });

  it("reads an answer without a list of late changes, or with a broken one, as having none", () => {
    // A server from before late changes, or a proxy's mangled answer: the banner still shows.
    for (const broken of [undefined, null, "[]", { 0: lateChange }]) {
      expect(readPublicAnnouncement({ announcement, lateChanges: broken })).toEqual({
        announcement,
        lateChanges: [],
      });
    }
    // What the reader returns carries only the schema's fields.
    expect(
      readPublicAnnouncement({ announcement: null, lateChanges: [{ ...lateChange, extra: 1 }] }),
    ).toEqual({ announcement: null, lateChanges: [lateChange] });
  });

  const receipt = { id: 9, state: "shown", shownAt: "2031-06-12T19:14:00.000Z" };
  const receipts: unknown[] = [
    { receipt },
    { receipt: null },
    ...RECEIPT_STATES.map((state) => ({ receipt: { ...receipt, state, shownAt: null } })),
    ...Object.keys(receipt).map((name) => ({
      receipt: Object.fromEntries(Object.entries(receipt).filter(([key]) => key !== name)),
    })),
    { receipt: { ...receipt, state: "deleted" } },
    { receipt: { ...receipt, id: "9" } },
    { receipt: { ...receipt, shownAt: 1 } },
    { receipt: [] },
    {},
    null,
  ];

  it("readMessageReceipt accepts exactly what MessageReceiptSchema accepts", () => {
    expectSchemaVerdicts(readMessageReceipt, MessageReceiptSchema, receipts);
  });
});

describe("the toast's plain readers agree with the schemas", () => {
  const parameters = {
    algorithm: "PBKDF2/SHA-256",
    nonce: "n",
    salt: "s",
    cost: 5000,
    keyLength: 32,
    keyPrefix: "00",
    expiresAt: 1_900_000_000,
    data: { a: 1 },
  };
  const challenges: unknown[] = [
    { parameters, signature: "sig" },
    { parameters },
    { parameters: { ...parameters, keySignature: "k", memoryCost: 1, parallelism: 1 } },
    ...Object.keys(parameters).map((name) => ({
      parameters: Object.fromEntries(Object.entries(parameters).filter(([key]) => key !== name)),
    })),
    { parameters: { ...parameters, cost: "5000" } },
    { parameters: { ...parameters, nonce: 7 } },
    { parameters: { ...parameters, expiresAt: 1.5 } },
    { parameters, signature: 7 },
    { parameters: null },
    null,
    "challenge",
  ];

  it("readChallenge accepts exactly what ChallengeSchema accepts", () => {
    expectSchemaVerdicts(readChallenge, ChallengeSchema, challenges);
  });

  it("readResultCode reads the code of an error body that carries a result code", () => {
    const bodies: unknown[] = [
      { code: 78, error: "x" },
      { code: 71, error: "x" },
      { code: "invalid_body", error: "x" },
      { code: 99, error: "x" },
      { code: "78", error: "x" },
      { code: 78 },
      null,
    ];
    for (const body of bodies) {
      const parsed = ErrorBodySchema.safeParse(body);
      const expected =
        parsed.success && typeof parsed.data.code === "number" ? parsed.data.code : undefined;
      expect(readResultCode(body), JSON.stringify(body)).toBe(expected);
    }
  });
});
