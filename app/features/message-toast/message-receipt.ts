import texts from "virtual:texts/toast";
import { readMessageReceipt } from "#core/plain-readers";
import type { MessageReceipt } from "#core/contract/screen-control";
import { API_HOST } from "../../api-host";

/** Where the visitor's own last message stands (null: the server knows none of this device's). */
export type Receipt = MessageReceipt["receipt"];

export const RECEIPT_PREFIX = texts.receipt.prefix;

/**
 * The "HH:MM" a screen first showed the message at, on the edition's clock (its `timeZone`, the
 * stadium's), whatever the phone's own time zone.
 */
export function screenTime(shownAt: string, timeZone: string): string {
  return new Intl.DateTimeFormat("pl-PL", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(shownAt));
}

/**
 * The receipt's words (server/submissions/README.md#sender-receipt), in the build's language. A
 * refusal never says why: the reason is the moderators' business, and a reason would teach how to
 * get around them.
 */
export function receiptText(receipt: NonNullable<Receipt>, timeZone: string): string {
  switch (receipt.state) {
    case "pending":
      return texts.receipt.pending;
    case "approved":
      return texts.receipt.approved;
    case "shown":
      return receipt.shownAt === null
        ? texts.receipt.shown
        : texts.receipt.shownAt(screenTime(receipt.shownAt, timeZone));
    case "rejected":
      return texts.receipt.rejected;
  }
}

/** Whether the receipt may still change, so the toast keeps asking. */
export function receiptSettled(receipt: Receipt): boolean {
  return receipt === null || receipt.state === "shown" || receipt.state === "rejected";
}

export function receiptUrl(host: string = API_HOST): string {
  return `${host}/api/submissions/receipt`;
}

/**
 * GET /api/submissions/receipt: this device's last message, found by its device cookie (sent as
 * the message was, so the server can tell whose it is and nobody else's). Undefined when no
 * readable answer came: the toast keeps the line it shows and asks again later.
 */
export async function fetchReceipt(
  fetchImpl: typeof fetch = fetch,
  host: string = API_HOST,
): Promise<Receipt | undefined> {
  try {
    const response = await fetchImpl(receiptUrl(host), { cache: "no-store" });
    if (!response.ok) return undefined;
    return readMessageReceipt(await response.json())?.receipt;
  } catch {
    return undefined;
  }
}
