import { afterEach, describe, expect, it, vi } from "vitest";
import { IDEMPOTENCY_HEADER, normalizeIdempotencyKey } from "#core/idempotency-key";
import { RESEND_DELAY_MS, sendMessage } from "./send-message";

/**
 * The one resend of send-message.ts (the toast's README, "Lost answers"): only when the answer
 * was lost, once, with the same key, and the second attempt's result is the one shown.
 */

const DRAFT = { author: "Ola", message: "Pozdrowienia z trybun!" };

/** Caddy's answer when the instance died under the request: 502 and no body. */
const proxyError = (status = 502, body: string | null = null) => new Response(body, { status });
const serverError = (status: number, code: string) =>
  new Response(JSON.stringify({ code, error: "Tekst serwera" }), { status });
const dropped = () => Promise.reject(new TypeError("Failed to fetch"));

/** A fetch that answers with `answers` in turn; one more call than there are answers fails the test. */
function answering(...answers: (() => Promise<Response>)[]) {
  return vi.fn<typeof fetch>(async () => {
    const next = answers.shift();
    if (!next) throw new Error("sent once too often");
    return next();
  });
}
const respond = (response: () => Response) => async () => response();

const keysOf = (fetchImpl: ReturnType<typeof answering>) =>
  fetchImpl.mock.calls.map(([, init]) => new Headers(init?.headers).get(IDEMPOTENCY_HEADER));

const send = (fetchImpl: typeof fetch, proof?: string) =>
  sendMessage(DRAFT, { fetchImpl, proof, resendDelayMs: 0 });

afterEach(() => {
  vi.useRealTimers();
});

describe("the idempotency key", () => {
  it("goes with every message, a new UUID for each", async () => {
    const created = respond(() => new Response(null, { status: 201 }));
    const fetchImpl = answering(created, created);
    await send(fetchImpl);
    await send(fetchImpl);
    const [first, second] = keysOf(fetchImpl);
    expect(normalizeIdempotencyKey(first ?? "")).toBe(first);
    expect(normalizeIdempotencyKey(second ?? "")).toBe(second);
    expect(first).not.toBe(second);
  });
});

describe("the resend", () => {
  it.each([
    ["a 502 without a body", () => proxyError(502)],
    ["a 503 without a body", () => proxyError(503)],
    ["a 504 without a body", () => proxyError(504)],
    ["a proxy's HTML 502", () => proxyError(502, "<html><body>502 Bad Gateway</body></html>")],
    ["a 502 with JSON that is not ours", () => proxyError(502, '{"message":"upstream"}')],
  ])("follows %s once, with the same key, body and proof", async (_name, first) => {
    const fetchImpl = answering(
      respond(first),
      respond(() => new Response('{"id":7}', { status: 201 })),
    );
    expect(await send(fetchImpl, "eyJhIjoxfQ==")).toEqual({ status: 201 });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    const [one, two] = fetchImpl.mock.calls.map(([url, init]) => ({ url, init }));
    const [firstKey, secondKey] = keysOf(fetchImpl);
    expect(firstKey).not.toBeNull();
    expect(secondKey).toBe(firstKey);
    expect(two?.url).toBe(one?.url);
    expect(two?.init?.body).toBe(one?.init?.body);
    expect(new Headers(two?.init?.headers).get("Altcha")).toBe("eyJhIjoxfQ==");
  });

  it("follows a dropped connection once, with the same key", async () => {
    const fetchImpl = answering(
      dropped,
      respond(() => new Response(null, { status: 201 })),
    );
    expect(await send(fetchImpl)).toEqual({ status: 201 });
    const [firstKey, secondKey] = keysOf(fetchImpl);
    expect(secondKey).toBe(firstKey);
  });

  it.each([200, 201, 400, 403, 413, 415, 422, 429, 500])(
    "never follows a %i: the server answered",
    async (status) => {
      const fetchImpl = answering(respond(() => new Response(null, { status })));
      expect(await send(fetchImpl)).toEqual({ status });
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    },
  );

  it.each([
    [503, "database_unavailable"],
    [503, "overloaded"],
    [503, "unavailable"],
    [502, "internal"],
  ])("never follows a %i that is the server's own JSON (%s)", async (status, code) => {
    const fetchImpl = answering(respond(() => serverError(status, code)));
    expect(await send(fetchImpl)).toEqual({ status });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["a second 502", respond(() => proxyError(502)), { status: 502 }],
    ["a 504 after a 502", respond(() => proxyError(504)), { status: 504 }],
    ["a dropped connection", dropped, { status: null }],
    ["the server's 503", respond(() => serverError(503, "database_unavailable")), { status: 503 }],
    ["a 429", respond(() => serverError(429, "rate_limited")), { status: 429 }],
  ])("resends only once: after %s the result is that answer's", async (_name, second, result) => {
    const fetchImpl = answering(
      respond(() => proxyError(502)),
      second,
    );
    expect(await send(fetchImpl)).toEqual(result);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("reads a server-only code from the resend's 422", async () => {
    const zalgo = new Response(JSON.stringify({ code: 78, error: "Tekst" }), { status: 422 });
    const fetchImpl = answering(
      dropped,
      respond(() => zalgo),
    );
    expect(await send(fetchImpl)).toEqual({ status: 422, code: 78 });
  });

  it("waits a moment before the resend, so the proxy can see the instance is gone", async () => {
    vi.useFakeTimers();
    const fetchImpl = answering(
      dropped,
      respond(() => new Response(null, { status: 201 })),
    );
    const outcome = sendMessage(DRAFT, { fetchImpl });
    await vi.advanceTimersByTimeAsync(RESEND_DELAY_MS - 1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(await outcome).toEqual({ status: 201 });
  });
});
