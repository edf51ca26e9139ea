import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createChallenge, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { edition } from "#content-layer";
import { editionMessageWindow, messageWindowLocal } from "#core/message-window";
import { startProof, type ProofTicket } from "./proof-of-work";
import { MessageToastWidget, TOAST_TITLE } from "./toast-widget";
import { PROOF_GRACE_MS } from "./use-proof-of-work";
import { findOpenDialog } from "#tests/support/open-dialog";

/** The toast's proof of work (docs/decisions/010), against altcha-lib's own verification. */
const WINDOW = messageWindowLocal(editionMessageWindow(edition));
const DURING = new Date((WINDOW.opensAt.getTime() + WINDOW.closesAt.getTime()) / 2);
const SECRET = "sekret-testowy-wyzwan";

/** A real challenge, cheap enough for a unit test. */
const cheapChallenge = () =>
  createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost: 50,
    counter: 4,
    deriveKey,
    hmacSignatureSecret: SECRET,
  });

interface Call {
  url: string;
  method: string;
  proof: string | null;
}

/**
 * A fetch that answers the challenge path with `challenge()` and submissions with 201 (and the
 * receipt a SUKCES asks for with an empty answer, which the toast ignores).
 */
function api(challenge: () => Promise<Response>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    calls.push({ url, method: init?.method ?? "GET", proof: headers.get("Altcha") });
    if (url.endsWith("/api/submissions/challenge")) return challenge();
    return new Response(null, { status: 201 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    posts: () => calls.filter((call) => call.method === "POST"),
    challenges: () => calls.filter((call) => call.url.endsWith("/api/submissions/challenge")),
  };
}

const json = async (value: Promise<Challenge>) => Response.json(await value);
const toggle = () => screen.getByRole("button", { name: TOAST_TITLE });
const author = () => screen.getByRole("textbox", { name: /Autor/ });
const message = () => screen.getByRole("textbox", { name: /Wiadomość/ });
const submit = () => screen.getByRole("button", { name: /Wyślij$|Wysyłanie/ });

async function expectSuccessAndClose(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await findOpenDialog(4_000);
  expect(within(dialog).getByRole("heading", { name: "SUKCES" })).toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: "Zamknij" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["Date"] });
  vi.setSystemTime(DURING);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the toast's proof of work", () => {
  it("fetches and solves a challenge while the visitor types and sends it as the Altcha header", async () => {
    const user = userEvent.setup();
    const requests = api(() => json(cheapChallenge()));
    let solved = false;
    const start = (): ProofTicket => {
      const ticket = startProof();
      void ticket.proof.then((proof) => (solved = proof !== null));
      return ticket;
    };
    render(<MessageToastWidget visible startProof={start} />);
    await user.click(toggle());
    expect(requests.challenges()).toHaveLength(0); // nothing until the visitor starts
    await user.type(author(), "Ola");
    expect(requests.challenges()).toHaveLength(1);
    await user.type(message(), "Pozdrowienia z trybun!");
    // Solved before the visitor presses send: the send need not wait.
    await waitFor(() => expect(solved).toBe(true));
    await user.click(submit());
    await expectSuccessAndClose(user);

    const [post] = requests.posts();
    expect(post?.proof).toEqual(expect.any(String));
    const payload = JSON.parse(atob(post?.proof ?? "")) as Parameters<typeof verifySolution>[0];
    const result = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: SECRET });
    expect(result.verified).toBe(true);
    expect(requests.challenges()).toHaveLength(1);
  });

  it("needs a new challenge for the next message", async () => {
    const user = userEvent.setup();
    const requests = api(() => json(cheapChallenge()));
    render(<MessageToastWidget visible />);
    for (const text of ["Pierwsza wiadomość", "Druga wiadomość"]) {
      if (toggle().getAttribute("aria-expanded") !== "true") await user.click(toggle());
      await user.type(author(), "Ola");
      await user.type(message(), text);
      await user.click(submit());
      await expectSuccessAndClose(user);
    }
    const proofs = requests.posts().map((post) => post.proof);
    expect(proofs).toHaveLength(2);
    expect(proofs[0]).toEqual(expect.any(String));
    expect(proofs[1]).toEqual(expect.any(String));
    expect(proofs[0]).not.toBe(proofs[1]);
    expect(requests.challenges()).toHaveLength(2);
  });

  it.each([
    ["answers 503", async () => new Response(null, { status: 503 })],
    ["is unreachable", async (): Promise<Response> => Promise.reject(new TypeError("offline"))],
    ["answers something else", async () => Response.json({ hello: "world" })],
  ])("sends the message without a proof when the challenge endpoint %s", async (_, answer) => {
    const user = userEvent.setup();
    const requests = api(answer);
    render(<MessageToastWidget visible />);
    await user.click(toggle());
    await user.type(author(), "Ola");
    await user.type(message(), "Pozdrowienia!");
    await user.click(submit());
    await expectSuccessAndClose(user);
    expect(requests.posts()).toEqual([expect.objectContaining({ proof: null })]);
  });

  it(`waits at most ${PROOF_GRACE_MS} ms for a proof still being solved, then sends without`, async () => {
    const user = userEvent.setup();
    const requests = api(() => json(cheapChallenge()));
    const cancel = vi.fn();
    const never: ProofTicket = { proof: new Promise(() => {}), startedAt: 0, cancel };
    render(<MessageToastWidget visible startProof={() => never} />);
    await user.click(toggle());
    await user.type(author(), "Ola");
    await user.type(message(), "Pozdrowienia!");
    const clicked = performance.now();
    await user.click(submit());
    expect(submit()).toHaveTextContent("Wysyłanie…");
    await expectSuccessAndClose(user);
    const waited = performance.now() - clicked;
    expect(waited).toBeGreaterThanOrEqual(PROOF_GRACE_MS - 50);
    expect(waited).toBeLessThan(PROOF_GRACE_MS + 1_500);
    expect(requests.posts()).toEqual([expect.objectContaining({ proof: null })]);
    expect(cancel).toHaveBeenCalled();
  });

  it("fetches nothing where Web Crypto is missing (plain HTTP), and the message still goes", async () => {
    const user = userEvent.setup();
    const requests = api(() => json(cheapChallenge()));
    vi.stubGlobal("crypto", {});
    render(<MessageToastWidget visible />);
    await user.click(toggle());
    await user.type(author(), "Ola");
    await user.type(message(), "Pozdrowienia!");
    await user.click(submit());
    await expectSuccessAndClose(user);
    expect(requests.challenges()).toHaveLength(0);
    expect(requests.posts()).toEqual([expect.objectContaining({ proof: null })]);
  });
});
