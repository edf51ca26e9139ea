import { describe, expect, it } from "vitest";
import { readMessageReceipt, readPublicAnnouncement } from "./plain-readers";
import { MessageReceiptSchema, PublicAnnouncementSchema, RECEIPT_STATES } from "./screen-control";

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
    for (const sample of announcements) {
      expect(readPublicAnnouncement(sample) !== undefined, JSON.stringify(sample)).toBe(
        PublicAnnouncementSchema.safeParse(sample).success,
      );
    }
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
    for (const sample of receipts) {
      expect(readMessageReceipt(sample) !== undefined, JSON.stringify(sample)).toBe(
        MessageReceiptSchema.safeParse(sample).success,
      );
    }
  });
});
