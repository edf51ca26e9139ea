import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./helpers";
import { startOwnServer } from "./own-server";
import { decide, submitMessage, unique } from "./staff-api";

/**
 * /telebim opening, reloading and pausing (app/features/screen/README.md): the wall shows the last
 * state it can know. With approved messages it goes from a neutral frame straight to a message; "no
 * messages yet" only when nothing is approved.
 */
test.use({ serviceWorkers: "block", viewport: { width: 1920, height: 1080 } });

const EMPTY_WALL = "Tu pojawią się Wasze wiadomości!";

/**
 * Watches the wall from the first byte of the document: a sample of the page every animation
 * frame and every 25 ms, and every inserted node (a MutationObserver sees the parser's too), so
 * a state that lasts less than a frame, or falls in a long task that delays the samples, is
 * caught as well.
 */
async function watchForEmptyWall(page: Page): Promise<void> {
  await page.addInitScript((emptyText: string) => {
    const seen = { emptyWall: false, samples: 0, firstSampleAt: 0, longestGapMs: 0, last: 0 };
    (window as unknown as { __wall: typeof seen }).__wall = seen;
    const sample = () => {
      const now = performance.now();
      if (seen.samples === 0) seen.firstSampleAt = now;
      else seen.longestGapMs = Math.max(seen.longestGapMs, now - seen.last);
      seen.last = now;
      seen.samples += 1;
      if (document.body?.innerText.includes(emptyText)) seen.emptyWall = true;
    };
    new MutationObserver(() => {
      if (document.documentElement.textContent?.includes(emptyText)) seen.emptyWall = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
    const frame = () => {
      sample();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    setInterval(sample, 25);
  }, EMPTY_WALL);
}

async function wall(page: Page) {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          __wall: { emptyWall: boolean; samples: number; longestGapMs: number };
        }
      ).__wall,
  );
}

test("opened and reloaded with approved messages, the wall never says it has none", async ({
  page,
  playwright,
}) => {
  const server = await startOwnServer(playwright);
  const api = await server.moderator();
  const text = unique("Pierwsza na ścianie");
  await decide(api, await submitMessage(api, "Ola", text), "approve");
  await watchForEmptyWall(page);

  for (const open of [() => page.goto(`${server.url}/telebim`), () => page.reload()]) {
    await open();
    await expect(page.getByRole("main").getByText(text)).toBeVisible({ timeout: 15_000 });
    await waitForHydration(page);
    const seen = await wall(page);
    expect(seen.samples).toBeGreaterThan(5);
    expect(seen.emptyWall, "the empty wall was shown").toBe(false);
  }
  await server.stop();
});

test("with nothing approved, the wall invites the first message once it knows", async ({
  page,
  playwright,
}) => {
  const server = await startOwnServer(playwright);
  const response = await page.request.get(`${server.url}/telebim`);
  expect(await response.text(), "not in the prerendered page").not.toContain(EMPTY_WALL);
  await page.goto(`${server.url}/telebim`);
  await expect(page.getByRole("main").getByText(EMPTY_WALL)).toBeVisible({ timeout: 15_000 });
  await server.stop();
});

test("a paused screen whose message is taken off shows the next one and stays paused", async ({
  page,
  playwright,
}) => {
  const server = await startOwnServer(playwright);
  const api = await server.moderator();
  const settings = await api.put("/api/moderation/screens/settings", {
    data: { paceSeconds: 3, minimumSeconds: 3, senderGapMinutes: 0, waitWarningMinutes: 10 },
  });
  expect(settings.status()).toBe(200);
  const first = unique("Pierwsza pauza");
  const second = unique("Druga pauza");
  const firstId = await submitMessage(api, "Ola", first);
  await decide(api, firstId, "approve");
  await page.goto(`${server.url}/telebim`);
  const stage = page.getByRole("main");
  await expect(stage.getByText(first)).toBeVisible({ timeout: 15_000 });
  const paused = await api.put("/api/moderation/screens/mode", {
    data: { screen: null, mode: "paused" },
  });
  expect(paused.status()).toBe(200);
  await expect(page.getByText("Wstrzymano")).toBeVisible();
  // Approved while paused: it waits, the first stays up.
  await decide(api, await submitMessage(api, "Ala", second), "approve");
  await page.waitForTimeout(4_000);
  await expect(stage.getByText(first)).toBeVisible();

  await decide(api, firstId, "reject", "approved");
  await expect(stage.getByText(second)).toBeVisible({ timeout: 10_000 });
  // Still paused: it stays on the next message past the pace, and says so.
  await page.waitForTimeout(4_000);
  await expect(stage.getByText(second)).toBeVisible();
  await expect(page.getByText("Wstrzymano")).toBeVisible();
  await expect(stage.getByText(first)).toHaveCount(0);
  await server.stop();
});

test("a lead's out-of-range setting is refused with the rule it breaks, in Polish", async ({
  playwright,
}) => {
  const server = await startOwnServer(playwright);
  const api = await server.moderator();
  const response = await api.put("/api/moderation/screens/settings", {
    data: { paceSeconds: 5, minimumSeconds: 8, senderGapMinutes: 0, waitWarningMinutes: 10 },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({
    code: "invalid_body",
    error: "Minimalny czas nie może być dłuższy niż tempo rotacji.",
  });
  await server.stop();
});
