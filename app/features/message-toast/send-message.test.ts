import { describe, expect, it, vi } from "vitest";
import { normalizeHost, sendMessage, statusFromError, submissionsUrl } from "./send-message";

function fetchAnswering(status: number) {
  return vi.fn<typeof fetch>(async () => new Response(null, { status }));
}

describe("sendMessage", () => {
  it("posts the message as JSON to {host}/api/submissions", async () => {
    const fetchImpl = fetchAnswering(201);
    await sendMessage(
      { author: "Ola", message: "Pozdrowienia z trybun!" },
      { fetchImpl, url: "https://api.example.pl/api/submissions" },
    );
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe("https://api.example.pl/api/submissions");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual({
      author: "Ola",
      message: "Pozdrowienia z trybun!",
    });
  });

  it("sends a proof of work in the Altcha header, and no such header without one", async () => {
    const fetchImpl = fetchAnswering(201);
    await sendMessage({ author: "Ola", message: "Cześć!" }, { fetchImpl, proof: "eyJhIjoxfQ==" });
    await sendMessage({ author: "Ola", message: "Cześć!" }, { fetchImpl });
    const headers = fetchImpl.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(headers[0]?.get("Altcha")).toBe("eyJhIjoxfQ==");
    expect(headers[1]?.has("Altcha")).toBe(false);
    // The body stays the plain {author, message} (README.md#sending).
    expect(JSON.parse(String(fetchImpl.mock.calls[0]?.[1]?.body))).toEqual({
      author: "Ola",
      message: "Cześć!",
    });
  });

  it.each([200, 201, 400, 403, 422, 429, 500, 503])(
    "returns the status %i as it is",
    async (status) => {
      const outcome = await sendMessage(
        { author: "Ola", message: "Cześć!" },
        {
          fetchImpl: fetchAnswering(status),
          resendDelayMs: 0,
        },
      );
      expect(outcome).toEqual({ status });
    },
  );

  // 502-504 are read to tell a proxy's answer from the server's (send-message-resend.test.ts).
  it.each([200, 201, 400, 403, 429, 500])(
    "never reads the body of a %i (the toast's README)",
    async (status) => {
      const response = new Response('{"code":78}', { status });
      const json = vi.spyOn(response, "json");
      const text = vi.spyOn(response, "text");
      const outcome = await sendMessage(
        { author: "Ola", message: "Cześć!" },
        { fetchImpl: async () => response },
      );
      expect(outcome).toEqual({ status });
      expect(json).not.toHaveBeenCalled();
      expect(text).not.toHaveBeenCalled();
      expect(response.bodyUsed).toBe(false);
    },
  );

  it.each([74, 75, 76, 77, 78])("reads the server-only code %i of a 422", async (code) => {
    const body = JSON.stringify({ code, error: "Tekst serwera" });
    const fetchImpl = async () => new Response(body, { status: 422 });
    expect(await sendMessage({ author: "Ola", message: "Cześć!" }, { fetchImpl })).toEqual({
      status: 422,
      code,
    });
  });

  it.each([
    ["a client code (the server's 69-73 are not shown)", '{"code":73,"error":"x"}'],
    ["an unknown code", '{"code":99}'],
    ["a code as a string", '{"code":"78"}'],
    ["a string code of the transport", '{"code":"invalid_body"}'],
    ["no code", '{"error":"x"}'],
    ["not JSON", "<html>Bad gateway</html>"],
    ["JSON null", "null"],
    ["no body", null],
  ])("keeps a 422 with %s to its status", async (_name, body) => {
    const fetchImpl = async () => new Response(body, { status: 422 });
    expect(await sendMessage({ author: "Ola", message: "Cześć!" }, { fetchImpl })).toEqual({
      status: 422,
    });
  });

  it("turns a network failure into no status", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(
      await sendMessage({ author: "Ola", message: "Cześć!" }, { fetchImpl, resendDelayMs: 0 }),
    ).toEqual({
      status: null,
    });
  });

  it("uses the error response's status when the failure carries one", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw Object.assign(new Error("Bad gateway"), { status: 502 });
    });
    expect(
      await sendMessage({ author: "Ola", message: "Cześć!" }, { fetchImpl, resendDelayMs: 0 }),
    ).toEqual({
      status: 502,
    });
  });
});

describe("statusFromError", () => {
  it("reads error.status, else nothing", () => {
    expect(statusFromError({ status: 418 })).toBe(418);
    expect(statusFromError({ status: 0 })).toBeNull();
    expect(statusFromError(new TypeError("Failed to fetch"))).toBeNull();
    expect(statusFromError("offline")).toBeNull();
    expect(statusFromError(null)).toBeNull();
  });
});

describe("host", () => {
  it("defaults to the site's own origin and drops trailing slashes", () => {
    expect(normalizeHost(undefined)).toBe("");
    expect(normalizeHost("")).toBe("");
    expect(normalizeHost("https://api.example.pl/")).toBe("https://api.example.pl");
    expect(submissionsUrl("")).toBe("/api/submissions");
    expect(submissionsUrl("https://api.example.pl")).toBe("https://api.example.pl/api/submissions");
  });
});
