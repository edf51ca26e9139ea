import { describe, expect, it } from "vitest";
import { ErrorBodySchema } from "./contract/errors";
import {
  MessageReceiptSchema,
  PublicAnnouncementSchema,
  RECEIPT_STATES,
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
    {},
    null,
    "announcement",
  ];

  it("readPublicAnnouncement accepts exactly what PublicAnnouncementSchema accepts", () => {
    expectSchemaVerdicts(readPublicAnnouncement, PublicAnnouncementSchema, announcements);
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
