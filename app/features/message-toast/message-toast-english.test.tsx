import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { edition } from "#content-layer";
import { RESULT_TEXTS } from "#core/codes";
import { editionMessageWindow, messageWindowLocal } from "#core/message-window";
import { zalgo } from "#tests/fixtures/zalgo";
import { MessageToastWidget } from "./toast-widget";

// The English build's dictionary in place of the Polish one the tests resolve by default.
vi.mock("virtual:texts/toast", () => import("../../texts/en/toast"));
vi.mock("./proof-of-work", () => ({
  startProof: () => ({ proof: Promise.resolve(null), startedAt: 0, cancel: () => {} }),
}));

const WINDOW = messageWindowLocal(editionMessageWindow(edition));
const DURING = new Date((WINDOW.opensAt.getTime() + WINDOW.closesAt.getTime()) / 2);
const POLISH_LETTER = /[ąćęłńóśźż]/i;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(DURING);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const setUp = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
const toggle = (hidden = false) =>
  screen.getByRole("button", { name: "Send a message to the big screen", hidden });

describe("MessageToastWidget in English", () => {
  it("labels its form in English", async () => {
    const user = setUp();
    render(<MessageToastWidget visible />);
    await user.click(toggle());
    expect(screen.getByRole("textbox", { name: /Name/ })).toBeVisible();
    expect(screen.getByRole("textbox", { name: /Message/ })).toBeVisible();
    expect(screen.getByText("3–32 characters")).toBeVisible();
    expect(screen.getByRole("button", { name: "Send" })).toBeVisible();
    expect(screen.getByText("0 of 128 characters used")).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(POLISH_LETTER);
  });

  it("shows its own text for a server's refusal, not the API's Polish error", async () => {
    const user = setUp();
    const body = JSON.stringify({ code: 78, error: RESULT_TEXTS[78].body });
    vi.stubGlobal(
      "fetch",
      vi.fn<typeof fetch>(async () => new Response(body, { status: 422 })),
    );
    render(<MessageToastWidget visible />);
    await user.click(toggle());
    await user.type(screen.getByRole("textbox", { name: /Name/ }), "Ola");
    await user.type(screen.getByRole("textbox", { name: /Message/ }), zalgo("Hello", 25));
    await user.click(screen.getByRole("button", { name: "Send" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "TOO MANY ACCENTS" })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/at most 4 accent marks/);
    expect(dialog.textContent).not.toMatch(POLISH_LETTER);
    expect(within(dialog).getByRole("button", { name: "Close dialog" })).toBeInTheDocument();
  });

  it("names a too-short field in English under the field and in the dialog", async () => {
    const user = setUp();
    render(<MessageToastWidget visible />);
    await user.click(toggle());
    await user.type(screen.getByRole("textbox", { name: /Name/ }), "Ol");
    await user.type(screen.getByRole("textbox", { name: /Message/ }), "Hello there");
    await user.click(screen.getByRole("button", { name: "Send" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "NAME TOO SHORT" })).toBeInTheDocument();
    expect(dialog).toHaveTextContent("Your name needs at least 3 characters.");
  });
});
