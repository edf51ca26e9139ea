import { describe, expect, it } from "vitest";
import { countAll, login, submit, VALID } from "./helpers";
import { AUTH, page, preview, previewBench } from "./preview-bench";
import { staffPost } from "./staff";

/**
 * The preview host's API is the live one, read-only; every other host is the live site as it
 * was before previews (docs/operations/publishing.md#previews).
 */

const bench = previewBench();

describe("the API on the preview host", () => {
  it("reads the live announcement", async () => {
    const lead = await login(bench.app);
    const posted = await staffPost(bench.app, lead, "/api/moderation/announcement", {
      text: "Bramy otwarte od 17:00",
    });
    expect(posted.statusCode).toBe(200);
    const answer = await preview(bench.app, "/api/announcement");
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ announcement: { text: string } }>().announcement.text).toBe(
      "Bramy otwarte od 17:00",
    );
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["x-robots-tag"]).toBe("noindex, nofollow");
  });

  it("refuses every write with 403 preview_read_only, and nothing is stored", async () => {
    const refused = {
      code: "preview_read_only",
      error: "Podgląd tylko do oglądania: tu nic się nie zapisuje.",
    };
    const json = { "content-type": "application/json" };
    for (const [method, url] of [
      ["POST", "/api/submissions"],
      ["PUT", "/api/submissions"],
      ["DELETE", "/api/announcement"],
      ["POST", "/homepage"],
      ["OPTIONS", "/api/submissions"],
    ] as const) {
      const answer = await preview(bench.app, url, {
        method,
        headers: json,
        payload: JSON.stringify(VALID),
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json()).toEqual(refused);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    const counts = await countAll(bench.app, await login(bench.app));
    expect(counts).toEqual({ pending: 0, approved: 0, rejected: 0 });
  });
});

describe("the live host", () => {
  it("answers exactly as without previews, a preview's cookie and password notwithstanding", async () => {
    const extras = { cookie: "juwenalia_preview=12", authorization: AUTH };
    for (const url of ["/", "/homepage", "/about", "/12/", "/sw.js", "/moderacja", "/..%2f"]) {
      for (const headers of [{}, extras, { host: "juwenalia-syrenki.pl", ...extras }]) {
        const now = await bench.app.inject({ method: "GET", url, headers });
        const then = await bench.before.inject({ method: "GET", url, headers });
        expect(now.statusCode, url).toBe(then.statusCode);
        expect(now.body, url).toBe(then.body);
        for (const header of ["cache-control", "location", "content-type", "set-cookie"]) {
          expect(now.headers[header], `${url} ${header}`).toEqual(then.headers[header]);
        }
        expect(now.headers["x-robots-tag"]).toBeUndefined();
      }
    }
    expect((await bench.app.inject("/homepage")).body).toBe(page("Strona na żywo"));
    expect((await bench.app.inject("/sw.js")).statusCode).toBe(200);
    const sent = await submit(bench.app, VALID, { host: "juwenalia-syrenki.pl" });
    expect(sent.statusCode).toBe(201);
  });
});
