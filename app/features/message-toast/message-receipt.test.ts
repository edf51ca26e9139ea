import { describe, expect, it, vi } from "vitest";
import {
  fetchReceipt,
  receiptSettled,
  receiptText,
  receiptUrl,
  screenTime,
} from "./message-receipt";

const WARSAW = "Europe/Warsaw";
const receipt = (state: "pending" | "approved" | "shown" | "rejected", shownAt: string | null) => ({
  id: 7,
  state,
  shownAt,
});

describe("the receipt's words", () => {
  it("say where the message stands, and never why it was refused", () => {
    expect(receiptText(receipt("pending", null), WARSAW)).toBe("czeka na moderację");
    expect(receiptText(receipt("approved", null), WARSAW)).toBe(
      "zatwierdzona, czeka na swoją kolej na telebimie",
    );
    expect(receiptText(receipt("shown", "2025-05-16T19:14:30.000Z"), WARSAW)).toBe(
      "na telebimie o 21:14",
    );
    expect(receiptText(receipt("rejected", null), WARSAW)).toBe("nie pojawi się na telebimie");
  });

  it("give the screen's time on the edition's clock, whatever the phone's zone", () => {
    // Summer time (UTC+2) during the festival, winter time (UTC+1) otherwise; two digits.
    expect(screenTime("2025-05-16T19:14:00.000Z", WARSAW)).toBe("21:14");
    expect(screenTime("2025-05-16T22:05:00.000Z", WARSAW)).toBe("00:05");
    expect(screenTime("2031-01-10T07:03:00.000Z", WARSAW)).toBe("08:03");
    expect(screenTime("2025-05-16T21:14:00+02:00", WARSAW)).toBe("21:14");
  });

  it("stop changing once the message is on a screen or refused", () => {
    expect(receiptSettled(receipt("pending", null))).toBe(false);
    expect(receiptSettled(receipt("approved", null))).toBe(false);
    expect(receiptSettled(receipt("shown", "2025-05-16T19:14:00.000Z"))).toBe(true);
    expect(receiptSettled(receipt("rejected", null))).toBe(true);
    expect(receiptSettled(null)).toBe(true);
  });
});

describe("fetchReceipt", () => {
  it("asks the API host, uncached, and reads the answer", async () => {
    const answer = { receipt: receipt("pending", null) };
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json(answer));
    expect(await fetchReceipt(fetchImpl, "https://api.example.pl")).toEqual(answer.receipt);
    expect(fetchImpl).toHaveBeenCalledWith("https://api.example.pl/api/submissions/receipt", {
      cache: "no-store",
    });
    expect(receiptUrl("")).toBe("/api/submissions/receipt");
  });

  it("is null when the server knows no message of this device", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ receipt: null }));
    expect(await fetchReceipt(fetchImpl, "")).toBeNull();
  });

  it("is undefined (nothing learnt) on an error status, a network failure or an odd body", async () => {
    const answers = [
      async () => new Response(null, { status: 503 }),
      async () => Promise.reject(new TypeError("Failed to fetch")),
      async () => Response.json({ receipt: { id: 7, state: "deleted", shownAt: null } }),
      async () => new Response("<html>", { status: 200 }),
    ];
    for (const answer of answers) {
      expect(await fetchReceipt(vi.fn<typeof fetch>(answer), "")).toBeUndefined();
    }
  });
});
