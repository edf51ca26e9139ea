import { expect, test, type Browser, type Page } from "@playwright/test";
import { INDEXABLE_PATHS } from "#core/site-pages";
import { waitForHydration } from "../e2e/helpers";
import { unique } from "../e2e/staff-api";
import { signInWithSoftPasskey } from "../e2e/soft-passkey-sign-in";
import { approvalsAnswered, screensConnected, screensConnectedTo } from "./instance-metrics";
import { probe, firstOk, settle } from "./probes";
import { expectShown, openScreen } from "./screen-watch";
import { storedMessages } from "../server/postgres";
import { addresses, submitThroughCaddy, throughCaddy } from "./through-caddy";
import {
  haltPostgres,
  instanceUrl,
  killInstance,
  resumePostgres,
  staffOrigin,
  startInstance,
  topology,
  type InstanceName,
} from "./topology-info";

/**
 * The production topology (deploy/README.md) on loopback: Caddy with deploy/Caddyfile in front of
 * two instances started from the release, sharing one PostgreSQL (tests/deploy/global-setup.ts).
 * Every visitor and moderator goes through Caddy over https; a screen is opened straight on an
 * instance only to pin it there. The specs change the topology, so they run in order.
 */
test.describe.configure({ mode: "serial" });

const other = (name: InstanceName): InstanceName => (name === "a" ? "b" : "a");
const caddy = () => topology().caddyUrl;
/** How fast service must come back after an instance dies (Caddy retries another one). */
const FAILOVER_LIMIT_MS = 5000;
/**
 * A screen's rotation shows each new message at least 5 s (server/screens/README.md#fair-rotation).
 */
const SHOWN_WITHIN_MS = 45_000;

const TITLE = "Wyślij wiadomość na telebim";

let screens: Record<InstanceName | "caddy", Page>;
let lead: Page;

/** A figure for the report: an annotation, and a line in the output. */
function note(type: string, description: string): void {
  test.info().annotations.push({ type, description });
  console.log(`${type}: ${description}`);
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: "block" });
  return context.newPage();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  screens = {
    a: await openScreen(browser, instanceUrl("a")),
    b: await openScreen(browser, instanceUrl("b")),
    caddy: await openScreen(browser, caddy()),
  };
  lead = await newPage(browser);
  // On the staff host through the same Caddy (playwright.deploy.config.ts maps its name).
  await signInWithSoftPasskey(lead, staffOrigin(), topology().leads.panel);
});

test.afterAll(async () => {
  for (const page of [...Object.values(screens ?? {}), lead]) await page?.context().close();
});

/** Approves the item showing `text` in the lead's own queue, as a moderator clicks. */
async function approveInPanel(text: string): Promise<void> {
  const item = lead
    .getByRole("list", { name: "Przydzielone Tobie" })
    .getByRole("listitem")
    .filter({ hasText: text });
  const answered = lead.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith("/approve"),
  );
  await item.getByRole("button", { name: "Zatwierdź" }).click();
  expect((await answered).status(), `approving "${text}"`).toBe(200);
  await expect(item).toHaveCount(0);
}

test("public pages load through Caddy over HTTP/2", async ({ page }) => {
  for (const path of INDEXABLE_PATHS) {
    const response = await page.goto(`${caddy()}${path}`);
    expect(response?.status(), path).toBe(200);
    await waitForHydration(page);
    const protocol = await page.evaluate(
      () =>
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
          .nextHopProtocol,
    );
    expect(protocol, path).toBe("h2");
  }
});

test("a message from the toast, approved in the panel, reaches a screen on the other instance", async ({
  browser,
}) => {
  const visitor = await newPage(browser);
  await visitor.goto(`${caddy()}/homepage`);
  await waitForHydration(visitor);
  const text = unique("Pozdrowienia przez Caddy");
  await visitor.getByRole("button", { name: TITLE }).click();
  const toast = visitor.getByRole("complementary", { name: TITLE });
  await toast.getByRole("textbox", { name: /^Autor/ }).fill("Ola z sektora B");
  await toast.getByRole("textbox", { name: /^Wiadomość/ }).fill(text);
  const answered = visitor.waitForResponse(
    (response) =>
      response.request().method() === "POST" && response.url().endsWith("/api/submissions"),
  );
  await toast.getByRole("button", { name: /^(Wyślij|Wysyłanie…)$/ }).click();
  expect((await answered).status()).toBe(201);
  await expect(visitor.getByRole("dialog")).toContainText("Udało się wysłać wiadomość!");
  await visitor.context().close();

  const before = await approvalsAnswered();
  await approveInPanel(text);
  // Counted once the answer has gone out, a moment after the panel has it.
  let after = before;
  await expect
    .poll(async () => {
      after = await approvalsAnswered();
      return after.a + after.b - before.a - before.b;
    })
    .toBe(1);
  const approvedOn: InstanceName = after.a > before.a ? "a" : "b";
  note("approved on", `instance ${approvedOn}`);

  // The screen on the instance that did not take the approval heard it through PostgreSQL's
  // LISTEN/NOTIFY; the one behind Caddy through whichever instance holds its stream.
  await expectShown(screens[other(approvedOn)], text, SHOWN_WITHIN_MS);
  await expectShown(screens[approvedOn], text, SHOWN_WITHIN_MS);
  await expectShown(screens.caddy, text, SHOWN_WITHIN_MS);
});

test("an instance killed with SIGKILL: Caddy fails over, the screen reconnects and misses nothing", async () => {
  // The instance holding the Caddy screen's stream: 2 streams there (it and the pinned one).
  const streams = await screensConnected();
  const victim: InstanceName = streams.a >= streams.b ? "a" : "b";
  expect(streams[victim], JSON.stringify(streams)).toBe(2);
  await screens[victim].close();

  const visitors = addresses(10, 40);
  const load = probe({
    health: () => throughCaddy({ path: "/api/health" }),
    page: () => throughCaddy({ path: "/homepage" }),
    // One text: every copy is one item in the panel (server/moderation/README.md#triage-and-duplicates).
    submission: (round) =>
      submitThroughCaddy(visitors[round % visitors.length]!, "Sonda po awarii instancji"),
  });
  await killInstance(victim);
  // The process is gone: from here on Caddy has to send everything to the survivor.
  const killedAt = Date.now();
  await settle(6000);
  const outcomes = await load.stop();

  for (const kind of ["health", "page", "submission"] as const) {
    const mine = outcomes.filter((outcome) => outcome.kind === kind);
    const ok = kind === "submission" ? 201 : 200;
    const first = firstOk(mine, ok, killedAt);
    expect(first, `${kind}: a success after the kill`).toBeDefined();
    const afterFirst = mine.filter((outcome) => outcome.sentAt >= first!.sentAt);
    expect(
      afterFirst
        .filter((outcome) => outcome.status !== ok)
        .map(
          (o) =>
            `${o.status} ${o.body} sent ${o.sentAt - killedAt} ms, answered ${o.answeredAt - killedAt} ms`,
        ),
      `${kind}: every answer after the first success`,
    ).toEqual([]);
    const failures = mine.filter((outcome) => outcome.status !== ok).length;
    const wait = first!.answeredAt - killedAt;
    note(
      `${kind} after SIGKILL`,
      `first success ${wait} ms after the kill; ${failures} of ${mine.length} failed`,
    );
    expect(wait, `${kind}: first success after the kill`).toBeLessThanOrEqual(FAILOVER_LIMIT_MS);
  }

  // Approved after the kill, in the panel (its stream may have been on the dead instance): the
  // screen behind Caddy, reconnected to the survivor, shows them all, as the pinned one does.
  const texts = [
    unique("Po awarii pierwsza"),
    unique("Po awarii druga"),
    unique("Po awarii trzecia"),
  ];
  const senders = addresses(11, texts.length);
  for (const [index, text] of texts.entries()) {
    const answer = await submitThroughCaddy(senders[index]!, text);
    expect(answer.status, answer.body).toBe(201);
  }
  for (const text of texts) await approveInPanel(text);
  for (const text of texts) {
    await expectShown(screens.caddy, text, SHOWN_WITHIN_MS);
    await expectShown(screens[other(victim)], text, SHOWN_WITHIN_MS);
  }
  expect(await screensConnectedTo(other(victim)), "screens on the survivor").toBe(2);

  await startInstance(victim);
});

test("PostgreSQL restarted: submissions get 503, then recover by themselves, none acknowledged is lost", async () => {
  test.setTimeout(120_000);
  const visitors = addresses(20, 100);
  const acknowledged: string[] = [];
  for (const mode of ["fast", "immediate"] as const) {
    const load = probe({
      page: () => throughCaddy({ path: "/homepage" }),
      screen: () => throughCaddy({ path: "/api/screen/messages" }),
      submission: async (round) => {
        const text = unique(`Restart bazy ${mode}`);
        const answer = await submitThroughCaddy(visitors[round % visitors.length]!, text);
        if (answer.status === 201) acknowledged.push(text);
        return answer;
      },
    });
    await settle(1000);
    const haltedAt = Date.now();
    await haltPostgres(mode);
    await settle(3000);
    await resumePostgres();
    const resumedAt = Date.now();
    await expect
      .poll(
        () =>
          load
            .outcomes()
            .some((o) => o.kind === "submission" && o.status === 201 && o.sentAt >= resumedAt),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    await settle(1000);
    const outcomes = await load.stop();

    const submissions = outcomes.filter((outcome) => outcome.kind === "submission");
    const refused = submissions.filter((outcome) => outcome.status === 503);
    expect(refused.length, `${mode}: 503 while PostgreSQL was down`).toBeGreaterThan(0);
    for (const outcome of refused) {
      expect(outcome.headers["retry-after"]).toBe("5");
      expect(JSON.parse(outcome.body)).toMatchObject({ code: "database_unavailable" });
    }
    expect(
      submissions
        .filter((o) => o.status !== 201 && o.status !== 503)
        .map((o) => `${o.status} ${o.body}`),
      `${mode}: only 201 or 503`,
    ).toEqual([]);
    const recovered = firstOk(submissions, 201, resumedAt)!;
    const lastRefused = Math.max(...refused.map((outcome) => outcome.answeredAt));
    const firstRefused = Math.min(...refused.map((outcome) => outcome.answeredAt));
    note(
      `pg_ctl stop -m ${mode}`,
      `503s from ${firstRefused - haltedAt} ms after the stop to ${lastRefused - haltedAt} ms ` +
        `(${refused.length} of ${submissions.length}); first 201 ${recovered.answeredAt - resumedAt} ms ` +
        `after PostgreSQL accepted connections again`,
    );
    // Pages and the screens' list come from the instances' memory: Caddy must keep routing to
    // them while the shared database is away.
    for (const kind of ["page", "screen"] as const) {
      const failed = outcomes.filter((o) => o.kind === kind && o.status !== 200);
      expect(
        failed.map((o) => `${o.status} ${o.body.slice(0, 80)}`),
        `${mode}: ${kind}`,
      ).toEqual([]);
    }
  }
  const stored = await storedMessages(topology().databaseUrl);
  expect(
    acknowledged.filter((text) => !stored.has(text)),
    "acknowledged but not stored",
  ).toEqual([]);
  note("acknowledged", `${acknowledged.length} submissions answered 201, all stored`);
});

test("each client address has its own limit behind Caddy; a forged X-Forwarded-For changes nothing", async () => {
  const [first, second] = ["127.0.0.2", "127.0.0.3"];
  const send = (from: string, headers: Record<string, string> = {}) =>
    submitThroughCaddy(from, unique("Limit adresu"), headers);

  // Default RATE_LIMIT_UNVERIFIED_PER_IP_PER_MINUTE: 20 a minute without a proof, per address.
  const statuses: (number | "network")[] = [];
  while (!statuses.includes(429) && statuses.length < 40)
    statuses.push((await send(first!)).status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(20);
  expect(statuses.at(-1)).toBe(429);

  // Another address for the server, if it believed the header: still the first one's bucket.
  for (const forged of ["198.51.100.7", second!, "198.51.100.7, 203.0.113.9"]) {
    const answer = await send(first!, { "x-forwarded-for": forged });
    expect(answer.status, `X-Forwarded-For: ${forged}`).toBe(429);
  }
  // The second address has its own, untouched by the first's (forged or not).
  const fromSecond = await send(second!);
  expect(fromSecond.status, fromSecond.body).toBe(201);
  // And forging the first (exhausted) address from the second does not exhaust the second.
  const forgedFirst = await send(second!, { "x-forwarded-for": first! });
  expect(forgedFirst.status, forgedFirst.body).toBe(201);
});
