import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { edition } from "#content-layer";
import { IDEMPOTENCY_HEADER } from "#core/idempotency-key";
import { editionMessageWindow, messageWindowLocal } from "#core/message-window";
import { MessageToastWidget, TOAST_TITLE } from "./toast-widget";

// No proof of work here (message-toast-proof.test.tsx has it): `fetch` sees only submissions.
vi.mock("./proof-of-work", () => ({
  startProof: () => ({ proof: Promise.resolve(null), startedAt: 0, cancel: () => {} }),
}));

const WINDOW = messageWindowLocal(editionMessageWindow(edition));
const DURING = new Date((WINDOW.opensAt.getTime() + WINDOW.closesAt.getTime()) / 2);

type Answer = Response | "dropped";
const serverJson = (status: number, code: string | number) =>
  new Response(JSON.stringify({ code, error: "Tekst serwera" }), { status });

/**
 * The browser's fetch answering the submissions with `answers` in turn, as the real send
 * (send-message.ts) sees them; after SUKCES the receipt's GET gets a 404.
 */
function stubFetch(...answers: Answer[]) {
  const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
    if (init?.method !== "POST") return new Response(null, { status: 404 });
    const next = answers.shift();
    if (next === undefined) throw new Error("sent once too often");
    if (next === "dropped") throw new TypeError("Failed to fetch");
    return next;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const toggle = (hidden = false) => screen.getByRole("button", { name: TOAST_TITLE, hidden });

/** Sends one message through the form and returns the result dialog's heading. */
async function sendOne(): Promise<string | null> {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<MessageToastWidget visible />);
  await user.click(toggle());
  await user.type(screen.getByRole("textbox", { name: /Autor/ }), "Ola");
  await user.type(screen.getByRole("textbox", { name: /Wiadomość/ }), "Pozdrowienia z trybun!");
  await user.click(screen.getByRole("button", { name: /Wyślij$/ }));
  // The resend waits RESEND_DELAY_MS: the clock runs on with real time.
  const dialog = await screen.findByRole("dialog", {}, { timeout: 3000 });
  return within(dialog).getByRole("heading").textContent;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(DURING);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the toast when the answer is lost (the toast's README, 'Lost answers')", () => {
  it.each([
    ["a proxy's 502", new Response(null, { status: 502 })],
    ["a dropped connection", "dropped" as const],
  ])("after %s resends once with the same key, and a 201 shows SUKCES", async (_name, first) => {
    const fetchMock = stubFetch(first, new Response('{"id":1}', { status: 201 }));
    expect(await sendOne()).toBe("SUKCES");
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(posts).toHaveLength(2);
    const keys = posts.map(([, init]) => new Headers(init?.headers).get(IDEMPOTENCY_HEADER));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it.each([
    ["two proxy 502s", [new Response(null, { status: 502 }), new Response(null, { status: 502 })]],
    ["a 504, then a dropped connection", [new Response(null, { status: 504 }), "dropped"]],
    ["two dropped connections", ["dropped", "dropped"]],
  ] as [string, Answer[]][])("after %s shows WYSTĄPIŁ BŁĄD, as before", async (_name, answers) => {
    const fetchMock = stubFetch(...answers);
    expect(await sendOne()).toBe("WYSTĄPIŁ BŁĄD");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("a resend refused for its text shows that refusal (the server's 78)", async () => {
    stubFetch(new Response(null, { status: 502 }), serverJson(422, 78));
    expect(await sendOne()).toBe("ZA DUŻO ZNAKÓW DIAKRYTYCZNYCH");
  });

  it("the server's own 503 is not resent: WYSTĄPIŁ BŁĄD after one send", async () => {
    const fetchMock = stubFetch(serverJson(503, "database_unavailable"));
    expect(await sendOne()).toBe("WYSTĄPIŁ BŁĄD");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
