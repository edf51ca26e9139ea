import { expect, test as base, type APIRequestContext, type Page } from "@playwright/test";
import { waitForHydration } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";
import { decide, screenLink, submitMessage, unique } from "./staff-api";

/**
 * The fair rotation and the modes on a real screen (app/features/screen/README.md), at 1920 × 1080
 * on a server of the test's own, the rotation at its fastest (3 s). What the screen shows is read
 * from its heartbeats (what it reports to the panel) and from the page.
 */
const test = base.extend<{ server: OwnServer; lead: APIRequestContext }>({
  server: async ({ playwright }, provide) => {
    const server = await startOwnServer(playwright);
    await provide(server);
    await server.stop();
  },
  lead: async ({ server }, provide) => {
    const api = await server.moderator();
    const response = await api.put("/api/moderation/screens/settings", {
      data: { paceSeconds: 3, minimumSeconds: 3, senderGapMinutes: 0, waitWarningMinutes: 10 },
    });
    expect(response.status(), await response.text()).toBe(200);
    await provide(api);
  },
});
test.use({ serviceWorkers: "block", viewport: { width: 1920, height: 1080 } });

interface Beat {
  mode: string;
  showing: { kind: string; id?: number };
}

/**
 * Opens the screen with its lead's link and records each heartbeat it sends. The page's clock is
 * Playwright's: it runs as a real one until a test moves it on with `page.clock.runFor`, so the
 * tests wait out the pace without waiting it in real time.
 */
async function openScreen(
  page: Page,
  server: OwnServer,
  lead: APIRequestContext,
  { fakeClock = true } = {},
): Promise<Beat[]> {
  if (fakeClock) await page.clock.install();
  const beats: Beat[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/screen/heartbeat")) beats.push(request.postDataJSON() as Beat);
  });
  await page.goto(`${server.url}${await screenLink(lead, "scena-glowna")}`);
  await waitForHydration(page);
  return beats;
}

/** The ids of the messages the screen reported, each run of the same one once. */
function shownIds(beats: readonly Beat[]): number[] {
  const ids: number[] = [];
  for (const { showing } of beats)
    if (showing.kind === "message" && showing.id !== undefined && ids.at(-1) !== showing.id)
      ids.push(showing.id);
  return ids;
}

async function approve(api: APIRequestContext, label: string): Promise<number> {
  const id = await submitMessage(api, "Ekipa", unique(label));
  await decide(api, id, "approve");
  return id;
}

async function setMode(api: APIRequestContext, mode: "live" | "paused" | "blackout") {
  const response = await api.put("/api/moderation/screens/mode", { data: { screen: null, mode } });
  expect(response.status(), await response.text()).toBe(200);
}

const current = (beats: readonly Beat[]) => beats.at(-1);

/** The lead's pace in the fixture above: the fastest the settings allow. */
const PACE_MS = 3000;

test("pause and blackout hold the screen; resuming continues where it stopped", async ({
  page,
  server,
  lead,
}) => {
  test.setTimeout(90_000);
  const beats = await openScreen(page, server, lead);
  const ids = [await approve(lead, "Pierwsza"), await approve(lead, "Druga")];
  await expect.poll(() => shownIds(beats)[0], { timeout: 15_000 }).toBe(ids[0]);

  await setMode(lead, "paused");
  await expect.poll(() => current(beats)?.mode).toBe("paused");
  const frozen = current(beats)?.showing.id;
  await expect(page.getByText("Wstrzymano")).toBeVisible();
  const third = await approve(lead, "Trzecia"); // arrives while paused: it queues
  await page.clock.runFor(5000); // longer than the pace
  expect(current(beats)?.showing).toEqual({ kind: "message", id: frozen });

  await setMode(lead, "blackout");
  await expect.poll(() => current(beats)?.showing.kind).toBe("blackout");
  await expect(page.getByRole("img", { name: /Kod QR/ })).toBeVisible();
  await expect(page.locator(".screen-message")).toHaveCount(0);
  await page.clock.runFor(4000);
  expect(current(beats)?.showing.kind).toBe("blackout");

  // Live again: the same message goes up again, then the rotation goes on in order.
  await setMode(lead, "live");
  await expect.poll(() => current(beats)?.mode).toBe("live");
  const after = beats.filter((beat) => beat.mode === "live").slice(-1);
  expect(after[0]?.showing).toEqual({ kind: "message", id: frozen });
  const rest = frozen === ids[0] ? [ids[1], third] : [third];
  await showInTurn(page, beats, shownIds(beats).length + rest.length);
  expect(shownIds(beats).slice(-rest.length)).toEqual(rest);
});

/**
 * Moves the screen's clock on one pace at a time until it has reported `count` messages. Each
 * step waits for the heartbeat of what went up (sent 200 ms after a change, in real time) before
 * the next, so no message is skipped over faster than the screen reports it.
 */
async function showInTurn(page: Page, beats: readonly Beat[], count: number): Promise<void> {
  for (let shown = shownIds(beats).length; shown < count; shown = shownIds(beats).length) {
    await page.clock.runFor(PACE_MS);
    await expect
      .poll(() => shownIds(beats).length, { message: `message ${shown + 1} of ${count}` })
      .toBeGreaterThan(shown);
  }
}

test("30 messages approved faster than the pace are all shown, in order", async ({
  page,
  server,
  lead,
}) => {
  // Real time here, not the page's clock: moved on in steps, the screen once put two messages up
  // within one 200 ms report and the heartbeats skipped one, which is what this test reads.
  test.setTimeout(180_000);
  const beats = await openScreen(page, server, lead, { fakeClock: false });
  const ids: number[] = [];
  for (let index = 1; index <= 30; index++) ids.push(await approve(lead, `Wiadomość ${index}`));
  // 30 × 3 s at the fastest pace; the screen reports each as it goes up.
  await expect
    .poll(() => shownIds(beats).slice(0, 30), { timeout: 150_000, intervals: [1000] })
    .toEqual(ids);
});

/** The worst cases: wide capitals, one unbreakable word, Polish letters; 128 characters each. */
const WORST = [
  "WMWMW ŚWIĘTO ".repeat(10).slice(0, 128),
  "ZAŻÓŁĆGĘŚLĄJAŹŃ".repeat(9).slice(0, 128),
  "ŻÓŁTA ĆMA, GĘŚ I JAŹŃ: ŹDŹBŁA ŁĄK ŚNIĄ O WIOŚNIE! ".repeat(3).slice(0, 128),
];
const MINIMUM_FONT_PX = 66; // 6.2 vmin at 1080 px, less a pixel for rounding

test("128-character worst cases fit their box at or above the minimum letter size", async ({
  page,
  server,
  lead,
}) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ reducedMotion: "reduce" }); // no sliding in while measuring
  await openScreen(page, server, lead);
  for (const [index, text] of WORST.entries()) {
    const id = await submitMessage(lead, `Autor ${index}`, text);
    await decide(lead, id, "approve");
    const shown = page.locator(".screen-message__text p", { hasText: text });
    // The one before leaves after the pace; the page's clock skips the wait.
    if (index > 0)
      await expect.poll(() => page.clock.runFor(PACE_MS).then(() => shown.isVisible())).toBe(true);
    await expect(shown).toBeVisible({ timeout: 15_000 });
    const fit = await shown.evaluate((element) => {
      const stage = document.querySelector(".screen__stage")!.getBoundingClientRect();
      const linesOf = (node: Element) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()];
      };
      // The text's line boxes with the author's: where the letters are drawn.
      const lines = [
        ...linesOf(element),
        ...linesOf(document.querySelector(".screen-message__author")!),
      ];
      return {
        fontSize: parseFloat(getComputedStyle(element).fontSize),
        inside: lines.every(
          (line) =>
            line.left >= stage.left - 1 &&
            line.right <= stage.right + 1 &&
            line.top >= stage.top - 1 &&
            line.bottom <= stage.bottom + 1,
        ),
        lines: lines.map((line) => [line.left, line.right, line.top, line.bottom].map(Math.round)),
        stage,
      };
    });
    expect(fit.fontSize, text).toBeGreaterThanOrEqual(MINIMUM_FONT_PX);
    expect(fit.inside, `${text}: ${JSON.stringify(fit)}`).toBe(true);
  }
});
