import { afterEach, describe, expect, it, vi } from "vitest";
import { auditQuery, leadApi } from "./lead-api";
import { moderationApi, ModerationApiError } from "./moderation-api";

const item = {
  id: 7,
  author: "Ala",
  message: "Cześć!",
  status: "approved",
  createdAt: "2031-06-12T18:00:00.000Z",
  decidedAt: "2031-06-12T18:01:00.000Z",
  copies: 1,
  authors: ["Ala"],
  flags: [],
  reason: null,
  decidedBy: "ola",
  claimedBy: null,
};

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const payload = status === 204 ? null : JSON.stringify(body);
  const fetch = vi.fn(async () => new Response(payload, { status, headers }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the panel's moderation API client", () => {
  it("sends every change as JSON, `{}` when it has nothing else to say", async () => {
    for (const decision of ["approve", "reject", "undo"] as const) {
      const fetch = answer(200, item);
      await moderationApi.decide(7, decision, "pending");
      expect(fetch).toHaveBeenCalledWith(`/api/moderation/submissions/7/${decision}`, {
        credentials: "same-origin",
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"from":"pending"}',
      });
    }
    const claims = answer(200, { items: [], claimedUntil: "2031-06-12T18:02:00.000Z" });
    await moderationApi.claim();
    expect(claims).toHaveBeenCalledWith("/api/moderation/claims", {
      credentials: "same-origin",
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    const fetch = answer(204, null);
    await moderationApi.logout();
    expect(fetch).toHaveBeenCalledWith("/api/moderation/session", {
      credentials: "same-origin",
      method: "DELETE",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
  });

  it("tells how long to wait when the login is throttled (Retry-After)", async () => {
    const refused = { code: "login_rate_limited", error: "Zbyt wiele prób logowania." };
    const message = async (retryAfter?: string) => {
      answer(429, refused, retryAfter === undefined ? {} : { "retry-after": retryAfter });
      const failure: unknown = await moderationApi
        .login("ola", "haslo")
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ModerationApiError);
      return (failure as ModerationApiError).message;
    };
    expect(await message("40")).toBe("Zbyt wiele prób logowania. Spróbuj ponownie za 40 s.");
    expect(await message("840")).toBe("Zbyt wiele prób logowania. Spróbuj ponownie za 14 min.");
    expect(await message()).toBe("Zbyt wiele prób logowania.");
    expect(await message("jutro")).toBe("Zbyt wiele prób logowania.");
  });

  it("reads every answer through the contract, leaving out what does not match", async () => {
    answer(200, [item, { ...item, id: 8, status: "hidden" }, { ...item, id: "9" }, null]);
    expect(await moderationApi.list("approved")).toEqual([item]);
    answer(200, { items: [item] });
    expect(await moderationApi.list("approved")).toEqual([]);

    answer(200, { pending: 2, approved: 1, rejected: 0 });
    expect(await moderationApi.counts()).toEqual({ pending: 2, approved: 1, rejected: 0 });
    answer(200, { pending: "2" });
    expect(await moderationApi.counts()).toEqual({ pending: 0, approved: 0, rejected: 0 });

    const session = {
      moderation: "post",
      moderator: { name: "ola", role: "lead" },
      secondFactor: { state: "verify", methods: ["passkey", "totp"], recoveryCodesLeft: 10 },
    };
    answer(200, session);
    expect(await moderationApi.session()).toEqual(session);
    answer(200, { ...session, moderator: { name: "ola", role: "boss" } });
    await expect(moderationApi.session()).rejects.toBeInstanceOf(ModerationApiError);
    answer(401, { code: "unauthorized", error: "Zaloguj się." });
    expect(await moderationApi.session()).toBeNull();

    answer(200, { ...item, decidedAt: 5 });
    await expect(moderationApi.decide(7, "approve", "pending")).rejects.toBeInstanceOf(
      ModerationApiError,
    );
  });

  it("keeps the server's code and Polish text of a refused decision", async () => {
    const text = "Tę wiadomość ocenił(a) już: ania. Lista została odświeżona.";
    answer(409, { code: "already_decided", error: text });
    const failure: unknown = await moderationApi
      .decide(7, "approve", "pending")
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 409, code: "already_decided", message: text });
  });

  it("asks the lead's lists with only the filters that are set", async () => {
    expect(auditQuery({ moderator: "", submission: " " })).toBe("");
    expect(auditQuery({ moderator: "ania", submission: "12" })).toBe(
      "?moderator=ania&submission=12",
    );
    expect(leadApi.csvUrl({ moderator: "", submission: "3" })).toBe(
      "/api/moderation/audit.csv?submission=3",
    );
    const fetch = answer(200, []);
    expect(await leadApi.audit({ moderator: "ola", submission: "" })).toEqual([]);
    expect(fetch).toHaveBeenCalledWith("/api/moderation/audit?moderator=ola", {
      credentials: "same-origin",
    });
    answer(403, { code: "forbidden_role", error: "Tylko dla koordynatorów." });
    await expect(leadApi.blocks()).rejects.toMatchObject({ status: 403 });
  });
});
