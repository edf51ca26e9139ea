import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { edition } from "#content-layer";
import { RECEIPT_POLL_MS } from "#core/receipt-polling";
import { editionMessageWindow, messageWindowLocal } from "#core/message-window";
import type { Receipt } from "./message-receipt";
import { MessageToastWidget, TOAST_TITLE } from "./toast-widget";
import { findOpenDialog } from "#tests/support/open-dialog";

// The proof of work has its own tests (message-toast-proof.test.tsx).
vi.mock("./proof-of-work", () => ({
  startProof: () => ({ proof: Promise.resolve(null), startedAt: 0, cancel: () => {} }),
}));

const WINDOW = messageWindowLocal(editionMessageWindow(edition));
const DURING = new Date((WINDOW.opensAt.getTime() + WINDOW.closesAt.getTime()) / 2);

const pending: Receipt = { id: 7, state: "pending", shownAt: null };
const approved: Receipt = { id: 7, state: "approved", shownAt: null };
const shown: Receipt = { id: 7, state: "shown", shownAt: "2025-05-16T19:14:00.000Z" };
const rejected: Receipt = { id: 7, state: "rejected", shownAt: null };

/** A receipt loader answering from `answers` in turn (the last one repeats). */
function answering(...answers: Receipt[]) {
  let call = 0;
  return vi.fn(async () => answers[Math.min(call++, answers.length - 1)]);
}

/** Lets `intervals` polls go by, one at a time (act renders only at its end). */
async function waitPolls(intervals: number) {
  for (let i = 0; i < intervals; i += 1) {
    await act(() => vi.advanceTimersByTimeAsync(RECEIPT_POLL_MS));
  }
}

const toggle = (hidden = false) => screen.getByRole("button", { name: TOAST_TITLE, hidden });
const receiptLine = () => screen.queryByText(/^Twoja wiadomość:/, { ignore: "label, span" });

async function send(status: number) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const sendMessage = vi.fn(async () => ({ status }));
  return { user, sendMessage };
}

async function sendOne(
  user: ReturnType<typeof userEvent.setup>,
  title: "SUKCES" | RegExp = "SUKCES",
) {
  if (toggle().getAttribute("aria-expanded") !== "true") await user.click(toggle());
  await user.type(screen.getByRole("textbox", { name: /Autor/ }), "Ola");
  await user.type(screen.getByRole("textbox", { name: /Wiadomość/ }), "Pozdrowienia z trybun!");
  await user.click(screen.getByRole("button", { name: /Wyślij$/ }));
  const dialog = await findOpenDialog();
  expect(within(dialog).getByRole("heading", { name: title })).toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: "Zamknij" }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(DURING);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the sender's receipt in the toast", () => {
  it("after SUKCES shows the message's state in the collapsed toast and follows it to the screen", async () => {
    const { user, sendMessage } = await send(201);
    const loadReceipt = answering(pending, approved, shown);
    render(<MessageToastWidget visible send={sendMessage} loadReceipt={loadReceipt} />);
    expect(receiptLine()).toBeNull();
    await sendOne(user);
    // Spec'd behaviour stays: collapsed, fields cleared.
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(receiptLine()).toHaveTextContent("Twoja wiadomość: czeka na moderację");
    expect(receiptLine()).toHaveAttribute("aria-live", "polite");
    expect(receiptLine()).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(RECEIPT_POLL_MS));
    expect(receiptLine()).toHaveTextContent(
      "Twoja wiadomość: zatwierdzona, czeka na swoją kolej na telebimie",
    );
    await act(() => vi.advanceTimersByTimeAsync(RECEIPT_POLL_MS));
    expect(receiptLine()).toHaveTextContent("Twoja wiadomość: na telebimie o 21:14");
    // On a screen: nothing more to follow.
    await waitPolls(5);
    expect(loadReceipt).toHaveBeenCalledTimes(3);

    // Visible when expanded too.
    await user.click(toggle());
    expect(receiptLine()).toBeVisible();
  });

  it("stops at a refusal, which gives no reason", async () => {
    const { user, sendMessage } = await send(201);
    const loadReceipt = answering(pending, rejected);
    render(<MessageToastWidget visible send={sendMessage} loadReceipt={loadReceipt} />);
    await sendOne(user);
    await waitPolls(3);
    expect(receiptLine()).toHaveTextContent("Twoja wiadomość: nie pojawi się na telebimie");
    expect(loadReceipt).toHaveBeenCalledTimes(2);
  });

  it("asks nothing without a SUKCES", async () => {
    const { user, sendMessage } = await send(429);
    const loadReceipt = answering(pending);
    render(<MessageToastWidget visible send={sendMessage} loadReceipt={loadReceipt} />);
    await sendOne(user, /.+/);
    await waitPolls(3);
    expect(loadReceipt).not.toHaveBeenCalled();
    expect(receiptLine()).toBeNull();
  });

  it("follows the next message once it is sent, starting over", async () => {
    const { user, sendMessage } = await send(201);
    const loadReceipt = answering(rejected, pending);
    render(<MessageToastWidget visible send={sendMessage} loadReceipt={loadReceipt} />);
    await sendOne(user);
    expect(receiptLine()).toHaveTextContent("nie pojawi się na telebimie");
    await sendOne(user);
    expect(receiptLine()).toHaveTextContent("czeka na moderację");
    expect(loadReceipt).toHaveBeenCalledTimes(2);
  });
});
