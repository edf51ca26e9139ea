import { expect, test } from "@playwright/test";
import { SET_DELAY_MAX_MINUTES } from "#core/contract";
import type { PushPayload } from "#core/contract/push";
import { warsawTimeOfDay } from "#core/warsaw-time";
import { DAYS, SETS } from "../e2e/edition-facts";
import { VIEWPORTS, waitForHydration } from "../e2e/helpers";
import { startOwnServer, type OwnServer } from "../e2e/own-server";
import {
  deliverPush,
  NOTIFYING_CHROMIUM,
  shownNotifications,
  subscribeWithTestKeys,
} from "../e2e/push-browser";
import { PushServiceStandIn, type ReceivedPush } from "../support/push-service-stand-in";

/**
 * A reminder follows a delay, and a cancelled set gets none, end to end
 * (server/push/README.md#what-is-sent): the visitor stars two sets of the test edition's first
 * day and turns notifications on with the reminder at 5 minutes; a lead delays the first set to
 * the second's start and cancels the second, so both reminders would fall due at the same
 * instant. The server runs on a clock of its own (TEST_CLOCK_FROM) placed `LEAD_MS` before that
 * instant: the stand-in push service must then receive the delayed set's reminder, with its new
 * start in Warsaw time and a TTL that ends at the start, and never one for the cancelled set.
 */
test.use(NOTIFYING_CHROMIUM);

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const REMINDER_MINUTES = 5;
/** How long before the reminders fall due the server's clock starts: the visitor's setup. */
const LEAD_MS = 50 * SECOND;
/** The server looks for due reminders every 15 s; a push then leaves within a second or so. */
const LATE_MARGIN_MS = 25 * SECOND;

const firstDay = DAYS[0]!.date;
const delayed = SETS.find((set) => set.day === firstDay)!;
const cancelled = SETS.find(
  (set) => set.day === firstDay && Date.parse(set.startsAt) > Date.parse(delayed.startsAt),
)!;
const delayMinutes = (Date.parse(cancelled.startsAt) - Date.parse(delayed.startsAt)) / MINUTE;
const delayedStart = Date.parse(cancelled.startsAt);
/** When both reminders fall due: the delayed start, which is the cancelled set's start too. */
const dueAt = delayedStart - REMINDER_MINUTES * MINUTE;
const clockFrom = dueAt - LEAD_MS;

let standIn: PushServiceStandIn;
let server: OwnServer | undefined;

test.beforeAll(async () => {
  standIn = await PushServiceStandIn.start();
});
test.afterAll(async () => {
  await server?.stop();
  await standIn?.close();
});

const isReminder = (push: ReceivedPush) => (push.payload as PushPayload).kind === "reminder";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

test("a reminder comes the chosen minutes before the delayed start; a cancelled set gets none", async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120 * SECOND);
  expect(delayMinutes).toBeGreaterThan(REMINDER_MINUTES);
  expect(delayMinutes).toBeLessThanOrEqual(SET_DELAY_MAX_MINUTES);

  // The server's clock reads `clockFrom` at some real instant between these two.
  const bootStarted = Date.now();
  server = await startOwnServer(playwright, {
    env: {
      PUSH_ALLOWED_TEST_ORIGINS: standIn.origin,
      NODE_EXTRA_CA_CERTS: standIn.caFile,
      TEST_CLOCK_FROM: new Date(clockFrom).toISOString(),
    },
  });
  const bootEnded = Date.now();
  /** The earliest and the latest the server's clock may read at the real instant `at`. */
  const serverClock = (at: number) => ({
    earliest: clockFrom + (at - bootEnded),
    latest: clockFrom + (at - bootStarted),
  });

  const subscription = standIn.subscription();
  const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS.mobile });
  await context.grantPermissions(["notifications"]);
  await context.addInitScript(subscribeWithTestKeys, subscription);
  const page = await context.newPage();
  await page.goto("/about#program");
  await waitForHydration(page);
  for (const set of [delayed, cancelled]) {
    await page.locator(`[data-set-id="${set.id}"]`).getByRole("checkbox").check();
  }
  const notifications = page
    .getByRole("region", { name: "Mój plan", exact: true })
    .getByRole("region", { name: "Powiadomienia" });
  await notifications.getByRole("switch", { name: "Powiadomienia na tym urządzeniu" }).click();
  await expect(notifications).toContainText("Powiadomienia są włączone.");
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/push/subscription") &&
      (response.request().postDataJSON() as { reminderMinutes?: number } | null)
        ?.reminderMinutes === REMINDER_MINUTES,
  );
  await notifications
    .getByLabel("Przypomnienie przed koncertem")
    .selectOption(String(REMINDER_MINUTES));
  expect((await saved).status()).toBe(200);

  const lead = await server.moderator();
  for (const change of [
    { setId: delayed.id, delayMinutes, cancelled: false },
    { setId: cancelled.id, delayMinutes: 0, cancelled: true },
  ]) {
    const response = await lead.put("/api/moderation/late-changes", { data: change });
    expect(response.status(), await response.text()).toBe(200);
  }
  // Otherwise the reminders fell due before the changes, and the test proves nothing.
  expect(serverClock(Date.now()).latest, "the setup outlasted LEAD_MS").toBeLessThan(dueAt);

  const pushes = () => standIn.to(subscription.endpoint);
  await standIn.waitFor(
    () => pushes().some(isReminder),
    dueAt - serverClock(Date.now()).earliest + LATE_MARGIN_MS,
  );
  const reminder = pushes().find(isReminder)!;
  const arrived = serverClock(reminder.at);
  expect(arrived.latest).toBeGreaterThanOrEqual(dueAt);
  expect(arrived.earliest).toBeLessThanOrEqual(dueAt + LATE_MARGIN_MS);
  // Its TTL is the time left to the start: a reminder is never delivered once the set has begun.
  expect(reminder.ttl * SECOND).toBeLessThanOrEqual(delayedStart - dueAt);
  expect(reminder.ttl * SECOND).toBeGreaterThan(delayedStart - arrived.latest - SECOND);
  expect(reminder.urgency).toBe("high");
  const payload = reminder.payload as PushPayload;
  expect(payload).toMatchObject({ kind: "reminder", tag: `reminder-${delayed.id}` });
  expect(payload.title).toContain(`Za ${REMINDER_MINUTES}\u00a0min`);
  expect(payload.body).toContain(warsawTimeOfDay(new Date(delayedStart).toISOString()));

  // The push service hands it on to the phone, whose worker shows it.
  await deliverPush(page, payload);
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([expect.objectContaining({ title: payload.title, body: payload.body })]);

  // Past the cancelled set's due time and the server's next look: still no reminder for it.
  await sleep(dueAt + LATE_MARGIN_MS - serverClock(Date.now()).earliest);
  expect(pushes().filter(isReminder)).toEqual([reminder]);
  const changes = pushes().filter((push) => !isReminder(push));
  expect(changes.map((push) => (push.payload as PushPayload).tag).sort()).toEqual(
    [`set-${cancelled.id}`, `set-${delayed.id}`].sort(),
  );
  expect(standIn.refusals).toEqual([]);
  await context.close();
});
