import { rmSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { API_ERRORS } from "#server/errors";
import { PREVIEW_GUESSES } from "#server/plugins/previews";
import { PREVIEW_TEXTS } from "#server/texts/preview-texts";
import { listen } from "./helpers";
import { testClock } from "./test-clock";
import {
  cspHash,
  HOST,
  LIVE_SCRIPT,
  OUTSIDE_TEXT,
  page,
  PASSWORD,
  PRECOMPRESSED_MARK,
  PREVIEW_SCRIPT,
  preview,
  previewBench,
  rawGet,
  site,
} from "./preview-bench";

/**
 * Previews of a proposed change (docs/operations/publishing.md#previews): the preview host is
 * answered by the chosen change's build/client, behind a password. The API there and the live host:
 * tests/server/preview-api.test.ts.
 */

const bench = previewBench();

describe("the preview host's password", () => {
  it("is asked for with 401 and a Basic challenge, and nothing of a preview is shown", async () => {
    for (const authorization of [
      undefined,
      `Basic ${Buffer.from(`organizatorka:${PASSWORD}x`).toString("base64")}`,
      `Basic ${Buffer.from(PASSWORD).toString("base64")}`,
      `Bearer ${PASSWORD}`,
      "Basic !!!",
    ]) {
      const headers: Record<string, string> = { host: HOST, cookie: "juwenalia_preview=12" };
      if (authorization !== undefined) headers.authorization = authorization;
      for (const url of ["/homepage", "/12/", "/api/announcement"]) {
        const answer = await bench.app.inject({ method: "GET", url, headers });
        expect(answer.statusCode, `${url} ${authorization}`).toBe(401);
        expect(answer.headers["www-authenticate"]).toBe('Basic realm="Podglad", charset="UTF-8"');
        expect(answer.headers["x-robots-tag"]).toBe("noindex, nofollow");
        expect(answer.headers["cache-control"]).toBe("no-store");
        expect(answer.body).toBe(PREVIEW_TEXTS.passwordNeeded);
      }
    }
  });

  it("is taken with any user name, and the host in any case, with or without a port or a final dot", async () => {
    const anyone = `Basic ${Buffer.from(`:${PASSWORD}`).toString("base64")}`;
    for (const host of [HOST, "PODGLAD.example.PL", `${HOST}:8443`, `${HOST}.`, `${HOST}.:8443`]) {
      const answer = await preview(bench.app, "/homepage", {
        change: "12",
        headers: { host, authorization: anyone },
      });
      expect(answer.statusCode, host).toBe(200);
      expect(answer.body).toBe(page("Podgląd 12"));
    }
  });
});

describe("the preview host with a final dot", () => {
  it("is the preview host: its password asked for, never the live site", async () => {
    const answer = await bench.app.inject({
      method: "GET",
      url: "/homepage",
      headers: { host: `${HOST}.` },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toBe(PREVIEW_TEXTS.passwordNeeded);
  });
});

describe("guessing the preview password", () => {
  const time = testClock();
  const guessing = previewBench(time.clock);
  it("is stopped after 20 wrong passwords from one address, the right one then refused too, until the window ends", async () => {
    const guesser = "198.51.100.9";
    const basic = (password: string) => `Basic ${Buffer.from(`:${password}`).toString("base64")}`;
    const attempt = (password: string, remoteAddress = guesser) =>
      guessing.app.inject({
        method: "GET",
        url: "/homepage",
        headers: { host: HOST, authorization: basic(password) },
        remoteAddress,
      });
    for (let i = 0; i < PREVIEW_GUESSES.perAddress; i++) {
      expect((await attempt(`zgaduje-${i}`)).statusCode).toBe(401);
    }
    const stopped = await attempt(PASSWORD);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.body).toBe(PREVIEW_TEXTS.tooManyGuesses);
    expect(Number(stopped.headers["retry-after"])).toBeGreaterThan(60);
    // Another address is not held back, and the limit ends with its window.
    expect((await attempt(PASSWORD, "198.51.100.10")).statusCode).not.toBe(401);
    time.advance(PREVIEW_GUESSES.windowMs);
    expect((await attempt(PASSWORD)).statusCode).not.toBe(429);
  });
});

describe("choosing a change and looking at its pages", () => {
  it("/<change>/ sets the cookie and sends the browser to /, which leads to the homepage", async () => {
    const chosen = await preview(bench.app, "/12/");
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe("/");
    expect(chosen.headers["set-cookie"]).toBe(
      "juwenalia_preview=12; Path=/; HttpOnly; SameSite=Lax",
    );
    const secure = await preview(bench.app, "/12", { headers: { "x-forwarded-proto": "https" } });
    expect(secure.headers["set-cookie"]).toBe(
      "juwenalia_preview=12; Path=/; HttpOnly; SameSite=Lax; Secure",
    );
    const home = await preview(bench.app, "/", { change: "12" });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe("/homepage");
  });

  it("serves every path from the chosen change's build, as the live site resolves it", async () => {
    for (const url of ["/homepage", "/homepage/", "/homepage/index.html"]) {
      const answer = await preview(bench.app, url, { change: "12" });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(page("Podgląd 12"));
      expect(answer.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    const br = await preview(bench.app, "/homepage", {
      change: "12",
      headers: { "accept-encoding": "br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(
      page("Podgląd 12") + PRECOMPRESSED_MARK,
    );
    expect((await preview(bench.app, "/404", { change: "12" })).body).toBe(page("Podgląd 12: 404"));
    const unknown = await preview(bench.app, "/nie-ma-takiej-strony", { change: "12" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(page("Podgląd 12: powłoka"));
    const head = await preview(bench.app, "/homepage", { change: "12", method: "HEAD" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
  });

  it("allows the preview page's own inline scripts, not the live ones", async () => {
    const about = await preview(bench.app, "/about", { change: "12" });
    expect(about.body).toBe(page("Podgląd 12: o festiwalu", PREVIEW_SCRIPT));
    const policy = String(about.headers["content-security-policy"]);
    expect(policy).toContain(cspHash(PREVIEW_SCRIPT));
    expect(policy).not.toContain(cspHash(LIVE_SCRIPT));
    expect(policy).toMatch(/script-src 'self' .*https:\/\/maps\.googleapis\.com/);
    const livePolicy = String(
      (await bench.app.inject("/about")).headers["content-security-policy"],
    );
    expect(livePolicy).toContain(cspHash(LIVE_SCRIPT));
  });

  it("switches to another change with its address", async () => {
    const chosen = await preview(bench.app, "/34/", { change: "12" });
    expect(chosen.headers["set-cookie"]).toMatch(/^juwenalia_preview=34;/);
    expect((await preview(bench.app, "/homepage", { change: "34" })).body).toBe(page("Podgląd 34"));
    expect((await preview(bench.app, "/homepage", { change: "12" })).body).toBe(page("Podgląd 12"));
  });

  it("answers an unknown or removed change, or none chosen, with 404 in Polish", async () => {
    const removed = path.join(bench.previewsDir, "56", "build", "client");
    site(removed, "Podgląd 56", "");
    expect((await preview(bench.app, "/56/")).statusCode).toBe(302);
    rmSync(path.join(bench.previewsDir, "56"), { recursive: true });
    for (const [url, change] of [
      ["/999/", undefined],
      ["/999", "12"],
      ["/homepage", undefined],
      ["/homepage", "56"],
      ["/", "56"],
      ["/56/", undefined],
      ["/homepage", "..%2f..%2flive"],
    ] as const) {
      const answer = await preview(bench.app, url, { change });
      expect(answer.statusCode, `${url} ${change}`).toBe(404);
      expect(answer.body).toBe(PREVIEW_TEXTS.noPreview);
      expect(answer.body).toMatch(/^Nie ma takiego podglądu/);
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
  });

  // Over a socket (rawGet): the path arrives exactly as written.
  it("never leaves the change's folder, whatever the path", async () => {
    const base = await listen(bench.app);
    for (const [url, change] of [
      ["/..%2f", "12"],
      ["/..%2f", undefined],
      ["/%2e%2e/", "12"],
      ["/%2e%2e/%2e%2e/live/homepage/", "12"],
      ["/..%2f..%2f..%2ftajne.txt", "12"],
      ["/%2e%2e%2f%2e%2e%2f%2e%2e%2ftajne.txt", "12"],
      ["/homepage/..%2f..%2f..%2f..%2flive%2fhomepage", "12"],
      ["/%31%32/", undefined],
      ["/%33%34/", "12"],
      ["/12%2f", undefined],
      ["/..", undefined],
      ["/homepage%00", "12"],
    ] as const) {
      const answer = await rawGet(base, url, change);
      expect(answer.statusCode, `${url} ${change}`).toBe(404);
      expect(answer.body).not.toContain(OUTSIDE_TEXT);
      expect(answer.body).not.toContain("Strona na żywo");
      expect(answer.headers["set-cookie"], url).toBeUndefined();
    }
  });

  it("keeps the service worker and the staff pages off the preview host", async () => {
    for (const url of ["/sw.js", "/sw.js.br", "/moderacja", "/moderacja/", "/telebim", "/admin"]) {
      const answer = await preview(bench.app, url, { change: "12" });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).toBe(PREVIEW_TEXTS.notServed);
    }
    for (const url of [
      "/api/moderation/counts",
      "/api/moderation/session",
      "/api/screen/messages",
    ]) {
      const answer = await preview(bench.app, url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toEqual({ code: "not_found", error: API_ERRORS.not_found.error });
    }
  });
});
