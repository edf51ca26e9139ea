import { useState } from "react";
import { RECEIPT_POLL_MS } from "#core/receipt-polling";
import { useVisiblePolling } from "../../hooks/use-visible-polling";
import { fetchReceipt, receiptSettled, type Receipt } from "./message-receipt";

export type LoadReceipt = () => Promise<Receipt | undefined>;

interface Reading {
  /** The send it belongs to (see `sent`). */
  readonly sent: number;
  readonly receipt: Receipt;
}

/**
 * The receipt of the visitor's last message, followed live
 * (server/submissions/README.md#sender-receipt). `sent` counts the messages the server took in
 * this visit (0: none yet, nothing is asked); each new one starts over: asked at once, then every
 * RECEIPT_POLL_MS while the page is visible, until it is on a screen or refused. Undefined until
 * the first answer for the current message.
 */
export function useMessageReceipt(
  sent: number,
  load: LoadReceipt = fetchReceipt,
): Receipt | undefined {
  const [reading, setReading] = useState<Reading | null>(null);
  const current = reading !== null && reading.sent === sent ? reading.receipt : undefined;
  const following = sent > 0 && (current === undefined || !receiptSettled(current));

  useVisiblePolling(
    () => {
      void load().then((receipt) => {
        if (receipt === undefined) return;
        // An answer to an ask made for an earlier message is no longer news.
        setReading((previous) =>
          previous !== null && previous.sent > sent ? previous : { sent, receipt },
        );
      });
    },
    RECEIPT_POLL_MS,
    following,
    sent,
  );

  return current;
}
