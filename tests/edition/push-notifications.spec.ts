import { expect, test } from "@playwright/test";
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
  tapNotification,
} from "../e2e/push-browser";
import { PushServiceStandIn } from "../support/push-service-stand-in";

/**
 * A starred set's delay reaches a phone as a notification, end to end
 * (app/features/push-notifications/README.md): the visitor stars two sets in the timetable and
 * turns notifications on in "Mój plan"; a lead delays one; our server pushes the late change to
 * the stand-in push service, which checks its VAPID JWT and decrypts it (RFC 8291, 8292); the
 * payload is handed to the page's service worker as the push service would hand it, and the
 * notification it shows says the new time. On the test edition, whose sets are still to come on
 * the server's real clock: the server sends no news of a set that is over.
 */
test.use(NOTIFYING_CHROMIUM);

const MINUTE = 60_000;
const firstDay = DAYS[0]!;
const [delayed, other] = SETS.filter((set) => set.day === firstDay.date);

let standIn: PushServiceStandIn;
let server: OwnServer;

test.beforeAll(async ({ playwright }) => {
  standIn = await PushServiceStandIn.start();
  server = await startOwnServer(playwright, {
    env: { PUSH_ALLOWED_TEST_ORIGINS: standIn.origin, NODE_EXTRA_CA_CERTS: standIn.caFile },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await standIn?.close();
});

test("a visitor with notifications on hears of a starred set's delay, with its new time", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const subscription = standIn.subscription();
  const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS.mobile });
  await context.grantPermissions(["notifications"]);
  await context.addInitScript(subscribeWithTestKeys, subscription);
  const page = await context.newPage();
  await page.goto("/about#program");
  await waitForHydration(page);
  for (const set of [delayed!, other!]) {
    await page.locator(`[data-set-id="${set.id}"]`).getByRole("checkbox").check();
  }
  const notifications = page
    .getByRole("region", { name: "Mój plan", exact: true })
    .getByRole("region", { name: "Powiadomienia" });
  await notifications.getByRole("switch", { name: "Powiadomienia na tym urządzeniu" }).click();
  await expect(notifications).toContainText("Powiadomienia są włączone.");

  const lead = await server.moderator();
  const response = await lead.put("/api/moderation/late-changes", {
    data: { setId: delayed!.id, delayMinutes: 20, cancelled: false },
  });
  expect(response.status(), await response.text()).toBe(200);
  const changedAt = Date.now();
  await standIn.waitFor(() => standIn.to(subscription.endpoint).length > 0, 60_000);
  const [push, ...more] = standIn.to(subscription.endpoint);
  expect(more).toEqual([]);
  expect(push!.at - changedAt).toBeLessThan(60_000);
  expect(push!.urgency).toBe("high");
  expect(push!.ttl).toBeGreaterThan(0);
  expect(standIn.refusals).toEqual([]);
  const payload = push!.payload as PushPayload;
  const newStart = warsawTimeOfDay(
    new Date(Date.parse(delayed!.startsAt) + 20 * MINUTE).toISOString(),
  );
  expect(payload).toMatchObject({ kind: "late-change", tag: `set-${delayed!.id}` });
  expect(`${payload.title} ${payload.body}`).toContain(newStart);

  // The push service hands it on to the phone's browser; the page meanwhile shows another page.
  await page.goto("/faq");
  await deliverPush(page, payload);
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([expect.objectContaining({ title: payload.title, body: payload.body })]);
  await tapNotification(context);
  await expect(page).toHaveURL(new RegExp(`/about#plan-${delayed!.id}$`));
  await expect(page.locator(`#plan-${delayed!.id}`)).toBeInViewport();
  await context.close();
});
