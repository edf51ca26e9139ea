import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { describe, expect, it, vi } from "vitest";
import type { NightFigures } from "#core/contract";
import { contentDir } from "#content-layer/load";
import { loadConfig } from "#server/config";
import { API_ERRORS } from "#server/errors";
import { completeSecondFactor } from "../support/soft-passkey";
import {
  createTestApp,
  INJECT_ORIGIN,
  injectedCall,
  listen,
  MODERATOR_PASSWORD,
  SseClient,
  submit,
  testDatabases,
} from "./helpers";
import { waitUntil } from "./load";
import { metricsText, sample, scrape, submitted, TOKEN } from "./metrics-scrape";

/**
 * GET /metrics (server/routes/metrics.ts and the hooks of server/plugins/metrics.ts;
 * server/operations/README.md#metrics): the token, the figures, the request counts. What it serves
 * while the database is down: metrics-outage.test.ts.
 */

/** The quick-start lead account, whose password is MODERATOR_PASSWORD. */
const LEAD = "koordynator";

async function signIn(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/moderation/session",
    payload: { name: LEAD, password: MODERATOR_PASSWORD },
  });
  expect(response.statusCode).toBe(204);
  const cookie = response.cookies.find((entry) => entry.name === "moderator_session");
  if (!cookie) throw new Error("no session cookie");
  const session = `moderator_session=${cookie.value}`;
  await completeSecondFactor(injectedCall(app, session), LEAD, INJECT_ORIGIN);
  return session;
}

function expectUnauthorized(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(401);
  expect(response.headers["cache-control"]).toBe("no-store");
  expect(response.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
  expect(response.json()).toEqual({ code: "unauthorized", error: API_ERRORS.unauthorized.error });
  expect(response.body).not.toContain("juwenalia_");
}

describe.each(testDatabases())("GET /metrics on $name", (database) => {
  it("does not exist without METRICS_TOKEN: 404 like any other unknown path", async () => {
    const app = await createTestApp(database);
    const metrics = await app.inject({ method: "GET", url: "/metrics" });
    const unknown = await app.inject({ method: "GET", url: "/no-such-page" });
    expect(metrics.statusCode).toBe(404);
    expect(metrics.body).toBe(unknown.body);
    expect((await scrape(app)).statusCode).toBe(404);
  });

  it("answers 401 unauthorized without the token, with a wrong one or another scheme", async () => {
    const app = await createTestApp(database, { metricsToken: TOKEN });
    expectUnauthorized(await scrape(app, null));
    expectUnauthorized(await scrape(app, "Bearer"));
    expectUnauthorized(await scrape(app, `Bearer ${TOKEN}x`));
    expectUnauthorized(await scrape(app, `Bearer ${TOKEN.slice(0, -1)}`));
    expectUnauthorized(await scrape(app, `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}`));
    expectUnauthorized(await scrape(app, TOKEN));
  });

  it("serves the Prometheus text format with the token, never cached", async () => {
    const app = await createTestApp(database, { metricsToken: TOKEN });
    for (const authorization of [`Bearer ${TOKEN}`, `bearer ${TOKEN}`]) {
      const response = await scrape(app, authorization);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-store");
      // The site's security headers still apply.
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(sample(response.body, "juwenalia_process_cpu_user_seconds_total")).toBeGreaterThan(0);
      expect(sample(response.body, "juwenalia_nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
      expect(sample(response.body, "juwenalia_figures_up")).toBe(1);
    }
    const docs = await app.inject({ method: "GET", url: "/api/docs/json" });
    expect(docs.json<{ paths: Record<string, unknown> }>().paths["/metrics"]).toMatchObject({
      get: { tags: ["health"], responses: { 401: {} } },
    });
  });

  it("gives the night's figures: the queue, the screens and each moderator", async () => {
    const app = await createTestApp(database, { metricsToken: TOKEN });
    let text = await metricsText(app);
    expect(sample(text, "juwenalia_pending_items")).toBe(0);
    expect(sample(text, "juwenalia_oldest_waiting_seconds")).toBeNaN();
    expect(sample(text, "juwenalia_median_wait_seconds")).toBeNaN();
    expect(text).not.toMatch(/^juwenalia_moderator_working\{/m);

    const first = await submitted(app, "Pozdrowienia z trybuny A!");
    await submitted(app, "Pozdrowienia z trybuny B!");
    await submitted(app, "Pozdrowienia z trybuny C!");
    // Two more copies of one text: one queue item, three messages.
    await submitted(app, "Sto lat dla Oli z sektora D!");
    await submitted(app, "Sto lat dla Oli z sektora D!");
    const session = await signIn(app);
    const approve = await app.inject({
      method: "POST",
      url: `/api/moderation/submissions/${first}/approve`,
      headers: { cookie: session },
      payload: { from: "pending" },
    });
    expect(approve.statusCode).toBe(200);

    text = await metricsText(app);
    const panel = await app.inject({
      method: "GET",
      url: "/api/moderation/figures",
      headers: { cookie: session },
    });
    const figures = panel.json<NightFigures>();
    expect(figures.pendingItems).toBe(3);
    expect(figures.pendingMessages).toBe(4);
    expect(sample(text, "juwenalia_pending_items")).toBe(3);
    expect(sample(text, "juwenalia_pending_messages")).toBe(4);
    expect(sample(text, "juwenalia_oldest_waiting_seconds")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "juwenalia_oldest_waiting_seconds")).toBeLessThan(60);
    expect(sample(text, "juwenalia_median_wait_seconds")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "juwenalia_approved_waiting_for_screen")).toBe(
      figures.approvedWaitingForScreen,
    );
    expect(sample(text, "juwenalia_screens_connected")).toBe(0);
    // One decision in the 5-minute window.
    expect(figures.moderators).toContainEqual(
      expect.objectContaining({ name: LEAD, working: true, decisionsPerMinute: 0.2 }),
    );
    expect(sample(text, "juwenalia_moderator_working", { moderator: LEAD })).toBe(1);
    expect(sample(text, "juwenalia_moderator_decisions_per_minute", { moderator: LEAD })).toBe(0.2);
  });

  it("counts the batches of changes the change bus delivers, by origin", async () => {
    const app = await createTestApp(database, { metricsToken: TOKEN });
    let text = await metricsText(app);
    expect(sample(text, "juwenalia_changes_total", { origin: "this_instance" })).toBe(0);
    expect(sample(text, "juwenalia_changes_total", { origin: "other_instance" })).toBe(0);

    await submitted(app, "Pozdrowienia z trybuny E!");
    text = await metricsText(app);
    expect(sample(text, "juwenalia_changes_total", { origin: "this_instance" })).toBeGreaterThan(0);
    // One instance: nothing comes from another (tests/server/multi-instance.test.ts has two).
    expect(sample(text, "juwenalia_changes_total", { origin: "other_instance" })).toBe(0);
  });

  it("counts requests by route template and status, and errors by class and code", async () => {
    const app = await createTestApp(database, { metricsToken: TOKEN });
    const session = await signIn(app);
    const id = await submitted(app, "Pierwsza wiadomość");
    await submitted(app, "Druga wiadomość");
    expect((await submit(app, "[]")).statusCode).toBe(400);
    const decision = `/api/moderation/submissions/${id}/reject`;
    for (let i = 0; i < 2; i += 1) {
      await app.inject({
        method: "POST",
        url: decision,
        headers: { cookie: session },
        payload: { from: "pending" },
      });
    }
    await app.inject({ method: "GET", url: "/api/moderation/counts?secret=123" });
    await app.inject({ method: "GET", url: "/api/no-such-route/42" });
    await app.inject({ method: "POST", url: "/api/no-such-route/42", payload: {} });
    vi.spyOn(app.moderation, "submit").mockRejectedValueOnce(new Error("a bug"));
    expect((await submit(app)).statusCode).toBe(500);

    const text = await metricsText(app);
    const requests = (method: string, route: string, status: number) =>
      sample(text, "juwenalia_http_requests_total", {
        method,
        route,
        status_code: String(status),
      });
    const errors = (route: string, statusClass: string, code: string) =>
      sample(text, "juwenalia_http_errors_total", { route, status_class: statusClass, code });

    expect(requests("POST", "/api/submissions", 201)).toBe(2);
    expect(requests("POST", "/api/submissions", 400)).toBe(1);
    expect(requests("POST", "/api/submissions", 500)).toBe(1);
    expect(requests("POST", "/api/moderation/session", 204)).toBe(1);
    expect(requests("POST", "/api/moderation/submissions/:id/reject", 200)).toBe(1);
    expect(requests("POST", "/api/moderation/submissions/:id/reject", 409)).toBe(1);
    expect(requests("GET", "/api/moderation/counts", 401)).toBe(1);
    expect(errors("/api/submissions", "4xx", "invalid_body")).toBe(1);
    expect(errors("/api/submissions", "5xx", "internal")).toBe(1);
    expect(errors("/api/moderation/submissions/:id/reject", "4xx", "already_decided")).toBe(1);
    expect(errors("/api/moderation/counts", "4xx", "unauthorized")).toBe(1);
    // Unknown paths are grouped: the site's catch-all for GET, "unmatched" for the rest.
    expect(errors("/*", "4xx", "not_found")).toBe(1);
    expect(errors("unmatched", "4xx", "not_found")).toBe(1);
    expect(
      sample(text, "juwenalia_http_request_duration_seconds_count", {
        method: "POST",
        route: "/api/submissions",
      }),
    ).toBe(4);
    // No raw URL, id or query string ever becomes a label.
    expect(text).not.toContain("no-such-route");
    expect(text).not.toContain("secret");
    expect(text).not.toContain(`/submissions/${id}/`);
  });

  it("leaves open event streams out of the request metrics, counting the screens instead", async () => {
    const app = await createTestApp(database, { metricsToken: TOKEN });
    const url = await listen(app);
    const screen = await SseClient.open(`${url}/api/screen/stream`);
    try {
      expect(screen.status).toBe(200);
      await waitUntil(() => app.feed.screensConnected === 1, 5000, "the screen to connect");
      expect(sample(await metricsText(app), "juwenalia_screens_connected")).toBe(1);
      // Ended by the server (as at shutdown): the stream's end is not an answer to time.
      app.feed.closeStreams();
      await screen.waitFor((client) => client.ended);
    } finally {
      screen.close();
    }
    expect(await metricsText(app)).not.toContain('route="/api/screen/stream"');
  });

  it("is served while load is shed, when everything else answers 503 overloaded", async () => {
    const app = await createTestApp(database, {
      metricsToken: TOKEN,
      // Any heap is over one byte: under pressure from the first sample on.
      overload: {
        maxEventLoopDelayMs: 0,
        maxHeapUsedBytes: 1,
        maxRssBytes: 0,
        sampleIntervalMs: 10,
      },
    });
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await submit(app)).statusCode).toBe(503);
    expectUnauthorized(await scrape(app, null));
    const text = await metricsText(app);
    expect(
      sample(text, "juwenalia_http_errors_total", {
        route: "/api/submissions",
        status_class: "5xx",
        code: "overloaded",
      }),
    ).toBe(1);
  });
});

describe("METRICS_TOKEN from the environment", () => {
  const load = (env: NodeJS.ProcessEnv) =>
    loadConfig({ CONTENT_DIR: contentDir(), ...env }, process.cwd());

  it("is optional, and refused when short or unfit for a header, naming it", () => {
    expect(load({}).metricsToken).toBeUndefined();
    expect(load({ METRICS_TOKEN: "" }).metricsToken).toBeUndefined();
    expect(load({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(() => load({ METRICS_TOKEN: "za-krotki" })).toThrow(/METRICS_TOKEN: .*16 characters/);
    expect(() => load({ METRICS_TOKEN: "ze spacjami w środku" })).toThrow(
      /METRICS_TOKEN: .*without spaces/,
    );
  });
});
