import type { IncomingHttpHeaders } from "node:http";
import https from "node:https";
import { existsSync, readFileSync, readlinkSync, truncateSync, copyFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { unique } from "../e2e/staff-api";
import { sendMessage } from "#app/features/message-toast/send-message";
import { completeSecondFactor, type StaffCall } from "../support/soft-passkey";
import { storedMessages } from "../server/postgres";
import { INSTALLED_COMMIT, runDeploy, type DeployRun } from "./deploy-command";
import { probe, settle, type Outcome } from "./probes";
import { releaseVariant } from "./release-variants";
import { expectShown, openScreen } from "./screen-watch";
import { watchUpstreams } from "./upstream-watch";
import { addresses, throughCaddy, type Answer } from "./through-caddy";
import { PREVIEW_HOST, PREVIEW_PASSWORD, RELEASE_DIR, STAFF_HOST } from "./topology";
import { caddyCa, instanceUrl, staffOrigin, topology } from "./topology-info";

/**
 * Publishing as the pipeline does it on the server
 * (docs/operations/publishing.md#deploy-and-rollback): the deploy command checks a release,
 * switches `current` and restarts the two instances one at a time behind Caddy; `rollback` returns
 * the same way. Releases it must refuse never switch. Named to run after topology.spec.ts (one
 * worker, files in order): its hundreds of messages and approvals would otherwise stand in that
 * spec's queue and screens' rotation.
 */
test.describe.configure({ mode: "serial" });

const deploy = () => topology().deploy;
const live = () => path.basename(readlinkSync(path.join(deploy().root, "current")));
const SHOWN_WITHIN_MS = 90_000;

/** The release each instance serves, straight from its port. */
async function instanceCommits(): Promise<string[]> {
  return Promise.all(
    (["a", "b"] as const).map(async (name) => {
      const response = await fetch(`${instanceUrl(name)}/api/health?scope=instance`);
      return ((await response.json()) as { release: { commit: string } }).release.commit;
    }),
  );
}

function expectRefused(run: DeployRun, reason: RegExp): void {
  expect(run.code, run.output).toBe(1);
  expect(run.output).toMatch(/refused/);
  expect(run.output).toMatch(reason);
}

test("a release that is damaged, uncommitted or does not start is never switched to", async () => {
  test.setTimeout(180_000);
  const { scratch } = deploy();
  const before = live();
  // Packed before the load starts: packing blocks this process, which sends the load too.
  const broken = releaseVariant(RELEASE_DIR, scratch, { commit: "b0b0b0b0b0b0", broken: true });
  const dirty = releaseVariant(RELEASE_DIR, scratch, { commit: "c0c0c0c0c0c0-dirty" });
  const cut = path.join(scratch, "cut-short.tar.gz");
  copyFileSync(releaseVariant(RELEASE_DIR, scratch, { commit: "d0d0d0d0d0d0" }), cut);
  truncateSync(cut, 4_000_000);
  const tampered = releaseVariant(RELEASE_DIR, scratch, { commit: "e0e0e0e0e0e0", tamper: true });

  const load = probe({ page: () => throughCaddy({ path: "/homepage" }) });
  expectRefused(await runDeploy(deploy(), ["deploy", broken]), /did not start/);
  expectRefused(await runDeploy(deploy(), ["deploy", dirty]), /uncommitted/);
  expectRefused(await runDeploy(deploy(), ["deploy", cut]), /damaged/);
  expectRefused(await runDeploy(deploy(), ["deploy", tampered]), /damaged: changed: /);

  const outcomes = await load.stop();
  expect(live()).toBe(before);
  expect(await instanceCommits()).toEqual([INSTALLED_COMMIT, INSTALLED_COMMIT]);
  for (const commit of ["b0b0b0b0b0b0", "c0c0c0c0c0c0-dirty", "d0d0d0d0d0d0", "e0e0e0e0e0e0"]) {
    expect(existsSync(path.join(deploy().root, "releases", `2025-${commit}`)), commit).toBe(false);
  }
  expect(outcomes.filter((outcome) => outcome.status !== 200)).toEqual([]);
  const history = readFileSync(path.join(deploy().root, "deployments.jsonl"), "utf8");
  expect(history.match(/"outcome":"refused"/g)).toHaveLength(4);
});

/**
 * A lead's API through Caddy, as the panel uses it: on the staff host (Node does not resolve
 * `panel.localhost`, so the connection goes to Caddy's `localhost` and names the host), its
 * second factor proved with a soft passkey made for the staff host's origin.
 */
async function leadThroughCaddy(
  playwright: typeof import("@playwright/test").request,
): Promise<APIRequestContext> {
  const api = await playwright.newContext({
    baseURL: topology().caddyUrl,
    extraHTTPHeaders: { host: `${STAFF_HOST}:${topology().caddyPort}` },
    ignoreHTTPSErrors: true,
  });
  const { name, password } = topology().leads.api;
  const login = await api.post("/api/moderation/session", { data: { name, password } });
  expect(login.status()).toBe(204);
  const call: StaffCall = async (method, path, body) => {
    const answer = await api.fetch(path, { method, ...(body === undefined ? {} : { data: body }) });
    const text = await answer.text();
    return { status: answer.status(), body: text === "" ? null : (JSON.parse(text) as unknown) };
  };
  await completeSecondFactor(call, name, staffOrigin());
  return api;
}

const PROXY_ERRORS = new Set<Outcome["status"]>([502, 503, 504, "network"]);

// Caddy's own view of both instances is sampled meanwhile and printed with a failure: which
// instance it counted out, and when, beside the deploy's timestamped lines.
test("a deploy and a rollback under load: no proxy error, every 201 stored, every screen shows every approval", async ({
  browser,
  playwright,
}) => {
  test.setTimeout(300_000);
  const screens = [
    await openScreen(browser, topology().caddyUrl),
    await openScreen(browser, topology().caddyUrl),
  ];
  const lead = await leadThroughCaddy(playwright.request);
  // Packed before the load starts: packing blocks this process, which sends the load too.
  const next = releaseVariant(RELEASE_DIR, deploy().scratch, { commit: "f1f1f1f1f1f1" });
  const visitors = addresses(40, 200);
  const acknowledged: { text: string; id: number }[] = [];
  const load = probe({
    page: (round) => throughCaddy({ path: round % 2 ? "/homepage" : "/en/about" }),
    poll: () => throughCaddy({ path: "/api/announcement" }),
    health: () => throughCaddy({ path: "/api/health" }),
    // The toast's own send (its one resend with the same key included): what a visitor sees.
    submission: async (round) => {
      const text = unique("Publikacja");
      let last: Answer = { status: "network", body: "", headers: {} };
      const phone: typeof fetch = async (_url, init) => {
        last = await throughCaddy({
          method: "POST",
          path: "/api/submissions",
          from: visitors[round % visitors.length],
          headers: Object.fromEntries(new Headers(init?.headers)),
          json: JSON.parse(String(init?.body)) as unknown,
        });
        if (last.status === "network") throw new TypeError("fetch failed");
        return new Response(last.body, { status: last.status });
      };
      const outcome = await sendMessage(
        { author: "Z publikacji", message: text },
        { fetchImpl: phone, url: "https://localhost/api/submissions" },
      );
      if (outcome.status === 201) {
        acknowledged.push({ text, id: (JSON.parse(last.body) as { id: number }).id });
      }
      return last;
    },
  });

  // A moderator approves the newest message every few seconds, before, during and after.
  const approved: string[] = [];
  const approvals: { status: number; body: string }[] = [];
  let approving = true;
  const approver = (async () => {
    while (approving) {
      const newest = acknowledged.at(-1);
      if (newest && !approved.includes(newest.text)) {
        const response = await lead.post(`/api/moderation/submissions/${newest.id}/approve`, {
          data: { from: "pending" },
        });
        approvals.push({ status: response.status(), body: await response.text() });
        if (response.status() === 200) approved.push(newest.text);
      }
      await settle(4000);
    }
  })();

  const upstreams = watchUpstreams(deploy().environment.DEPLOY_CADDY_ADMIN!);
  await settle(8000);
  const deployed = await runDeploy(deploy(), ["deploy", next]);
  expect(deployed.code, deployed.output).toBe(0);
  expect(live()).toBe("2025-f1f1f1f1f1f1");
  expect(await instanceCommits()).toEqual(["f1f1f1f1f1f1", "f1f1f1f1f1f1"]);
  console.log(deployed.output);

  await settle(4000);
  const rolledBack = await runDeploy(deploy(), ["rollback"]);
  expect(rolledBack.code, rolledBack.output).toBe(0);
  expect(live()).toBe(`2025-${INSTALLED_COMMIT}`);
  expect(await instanceCommits()).toEqual([INSTALLED_COMMIT, INSTALLED_COMMIT]);
  console.log(rolledBack.output);

  await settle(8000);
  approving = false;
  await approver;
  const outcomes = await load.stop();
  const caddyView = await upstreams.stop();

  const proxyErrors = outcomes.filter((outcome) => PROXY_ERRORS.has(outcome.status));
  expect(
    proxyErrors.map(
      (o) => `${new Date(o.sentAt).toISOString()} ${o.kind} ${o.status} ${o.body.slice(0, 80)}`,
    ),
    `answers that were the proxy's or none; Caddy's view meanwhile:\n${caddyView.join("\n")}\n` +
      `deploy:\n${deployed.output}\nrollback:\n${rolledBack.output}`,
  ).toEqual([]);
  const unexpected = outcomes.filter((o) => o.status !== (o.kind === "submission" ? 201 : 200));
  expect(unexpected.map((o) => `${o.kind} ${o.status} ${o.body.slice(0, 80)}`)).toEqual([]);
  expect(approvals.filter((approval) => approval.status !== 200)).toEqual([]);
  console.log(
    `during the publish: ${outcomes.length} requests, ${acknowledged.length} messages stored, ` +
      `${approved.length} approved`,
  );

  const stored = await storedMessages(topology().databaseUrl);
  expect(
    acknowledged.filter(({ text }) => !stored.has(text)),
    "201 but not stored",
  ).toEqual([]);
  expect(approved.length).toBeGreaterThanOrEqual(8);
  for (const screen of screens) {
    for (const text of approved) await expectShown(screen, text, SHOWN_WITHIN_MS);
  }

  // What the operator's dashboard reads: the last switch, on every instance's /metrics.
  for (const name of ["a", "b"] as const) {
    const metrics = await fetch(`${instanceUrl(name)}/metrics`, {
      headers: { authorization: `Bearer ${topology().metricsToken}` },
    });
    expect(await metrics.text()).toMatch(
      new RegExp(
        `juwenalia_deploy_last_timestamp_seconds\\{action="rollback",outcome="live",release="2025-${INSTALLED_COMMIT}"\\} \\d`,
      ),
    );
  }
  // The specs after this one find a queue as they left it: every message still pending is
  // rejected, as a moderator would, so a new one is not hundreds of items down the queue.
  const pending = acknowledged.filter(({ text }) => !approved.includes(text));
  for (let start = 0; start < pending.length; start += 25) {
    const statuses = await Promise.all(
      pending.slice(start, start + 25).map(async ({ id }) => {
        const response = await lead.post(`/api/moderation/submissions/${id}/reject`, {
          data: { from: "pending" },
        });
        return response.status();
      }),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }
  // Signed out, as a moderator leaving: a session still present would keep being handed
  // messages to claim that no panel shows.
  const signedOut = await lead.delete("/api/moderation/session", { data: {} });
  expect(signedOut.status(), await signedOut.text()).toBe(204);
  await lead.dispose();
  for (const screen of screens) await screen.context().close();
});

/** A request to Caddy under the previews' name (its own certificate from Caddy's internal CA). */
function toPreview(
  pathname: string,
  { method = "GET", cookie, password }: { method?: string; cookie?: string; password?: string },
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const authorization =
    password === undefined
      ? {}
      : { authorization: `Basic ${Buffer.from(`redakcja:${password}`).toString("base64")}` };
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: "127.0.0.1",
        servername: PREVIEW_HOST,
        port: topology().caddyPort,
        path: pathname,
        method,
        ca: caddyCa(),
        agent: false,
        headers: {
          host: `${PREVIEW_HOST}:${topology().caddyPort}`,
          "content-type": "application/json",
          ...(cookie ? { cookie } : {}),
          ...authorization,
        },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on("error", reject);
    request.end(
      method === "POST"
        ? JSON.stringify({ author: "Podgląd", message: "Czy to działa?" })
        : undefined,
    );
  });
}

test("a change's preview: published by the deploy command, behind its password, read-only, removed with the change", async () => {
  const tarball = releaseVariant(RELEASE_DIR, deploy().scratch, {
    commit: "9a9a9a9a9a9a",
    mark: "zmiana 12",
  });
  const before = live();
  const published = await runDeploy(deploy(), ["preview", "12", tarball]);
  expect(published.code, published.output).toBe(0);
  expect(live(), "the live release").toBe(before);

  expect((await toPreview("/12/", {})).status, "without the password").toBe(401);
  const chosen = await toPreview("/12/", { password: PREVIEW_PASSWORD });
  expect(chosen.status).toBe(302);
  const cookie = String(chosen.headers["set-cookie"]).split(";")[0]!;
  const page = await toPreview("/marked.txt", { cookie, password: PREVIEW_PASSWORD });
  expect(page.status).toBe(200);
  expect(page.body).toBe("zmiana 12");
  expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
  const home = await toPreview("/homepage", { cookie, password: PREVIEW_PASSWORD });
  expect(home.status).toBe(200);
  const sent = await toPreview("/api/submissions", {
    method: "POST",
    cookie,
    password: PREVIEW_PASSWORD,
  });
  expect(sent.status).toBe(403);
  expect(JSON.parse(sent.body)).toMatchObject({ code: "preview_read_only" });
  // The live site has none of it.
  expect((await throughCaddy({ path: "/marked.txt" })).status).toBe(404);

  const removed = await runDeploy(deploy(), ["preview-remove", "12"]);
  expect(removed.code, removed.output).toBe(0);
  expect((await toPreview("/marked.txt", { cookie, password: PREVIEW_PASSWORD })).status).toBe(404);
});
