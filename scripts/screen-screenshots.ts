/**
 * Screenshots of every state of /telebim at 1920 × 1080 for the organisers (docs/screens/):
 * `npm run build`, then `npx tsx scripts/screen-screenshots.ts`. The page is the production
 * build; the screen feed is played to it (page.route, and a small stream server of this
 * script's own that keeps the stream open) so each state is exact and no database is needed.
 * The page's clock is paused once it is hydrated, so no timer (the rotation, the offline mark)
 * changes the state before the shot.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS } from "../playwright.config";
import { type ScreenBoard, type ScreenMessage, type ScreenMode } from "#core/contract";
import { DEFAULT_SCREEN_BOARD } from "#core/screen-board";
import { screenLinkPath } from "#core/screen-links";
import { serveBuild } from "#tests/support/serve-build";

const OUTPUT = path.resolve(import.meta.dirname, "..", "docs", "screens");
const NOW = Date.parse("2025-05-16T19:30:00Z");

const message = (author: string, text: string): ScreenMessage => ({
  position: 1,
  id: 1,
  author,
  message: text,
  approvedAt: new Date(NOW - 60_000).toISOString(),
  senderTag: "k3Xq9",
  shownAt: null,
});

const SHORT = message("Ola z Ursynowa", "Sto lat, Syrenko!");
const LIVE = message("Ekipa z sektora C", "Pozdrawiamy całą płytę — bawcie się dobrze do rana!");
const LONGEST = message(
  "Studenci Politechniki Nadwiślańskiej",
  "Dzięki organizatorom za najlepsze Juwenalia! Pozdrowienia dla całej ekipy z akademika " +
    "Syrenka, widzimy się pod sceną o północy!!",
);

interface Shot {
  readonly file: string;
  readonly messages: readonly ScreenMessage[];
  readonly mode?: ScreenMode;
  readonly announcement?: string;
  readonly offline?: boolean;
}

const SHOTS: readonly Shot[] = [
  { file: "live-message.png", messages: [LIVE] },
  { file: "short-message.png", messages: [SHORT] },
  { file: "longest-message.png", messages: [LONGEST] },
  { file: "paused.png", messages: [LIVE], mode: "paused" },
  { file: "blackout.png", messages: [LIVE], mode: "blackout" },
  {
    file: "announcement.png",
    messages: [LIVE],
    announcement:
      "Wejście 2 jest zamknięte — prosimy korzystać z Wejścia 1 od strony ul. Syreniej, przy przystanku tramwajowym.",
  },
  { file: "offline-mark.png", messages: [LIVE], offline: true },
  { file: "empty.png", messages: [] },
];

function boardFor(shot: Shot, mode: ScreenMode): ScreenBoard {
  return {
    ...DEFAULT_SCREEN_BOARD,
    version: 1,
    modeForAll: mode,
    announcement: shot.announcement
      ? { id: 1, text: shot.announcement, startedAt: new Date(NOW).toISOString(), endsAt: null }
      : null,
  };
}

/** The board the stream server sends next; it keeps each stream open, as the real one does. */
let nextBoard: ScreenBoard = DEFAULT_SCREEN_BOARD;
const openStreams = new Set<http.ServerResponse>();
const boardEvent = (board: ScreenBoard) => `event: board\ndata: ${JSON.stringify(board)}\n\n`;
const streams = http.createServer((request, response) => {
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-store" });
  response.write(`retry: 3600000\n\n${boardEvent(nextBoard)}`);
  openStreams.add(response);
  response.on("close", () => openStreams.delete(response));
});

/** A lead changes the board: every open stream gets it. */
function changeBoard(board: ScreenBoard): void {
  for (const response of openStreams) response.write(boardEvent(board));
}
await new Promise<void>((resolve) => streams.listen(0, "127.0.0.1", resolve));
const streamPort = (streams.address() as AddressInfo).port;

/** The page's stream goes to the stream server, which sends `board` first thing. */
async function playStream(page: Page, board: ScreenBoard, open = true): Promise<void> {
  nextBoard = board;
  await page.unroute("**/api/screen/stream*");
  await page.route("**/api/screen/stream*", (route) =>
    open
      ? route.continue({ url: `http://127.0.0.1:${streamPort}/stream` })
      : route.fulfill({
          headers: { "content-type": "text/event-stream" },
          body: `retry: 3600000\n\nevent: board\ndata: ${JSON.stringify(board)}\n\n`,
        }),
  );
}

async function take(page: Page, url: string, shot: Shot): Promise<void> {
  await page.clock.install({ time: NOW });
  await page.route("**/api/screen/messages", (route) => route.fulfill({ json: shot.messages }));
  await page.route("**/api/screen/heartbeat", (route) => route.fulfill({ status: 204 }));
  // Offline: the stream ends after the board, and the server is not reachable again.
  await playStream(page, boardFor(shot, "live"), !shot.offline);
  // Any well-formed key: the heartbeats are answered above, and the screen shows no "unlisted" note.
  await page.goto(`${url}${screenLinkPath("scena-glowna", "A".repeat(22))}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Time stands still but for what the shot asks (runFor): no timer moves the state on.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const [first] = shot.messages;
  await (
    first
      ? page.getByText(first.author, { exact: true })
      : page.getByText("Tu pojawią się Wasze wiadomości!")
  ).waitFor();
  if (shot.mode || shot.announcement) {
    changeBoard(boardFor(shot, shot.mode ?? "live"));
    await page.waitForTimeout(500);
    await page.clock.runFor(100); // the announcement starts on a zero-delay timer
    await (
      shot.announcement
        ? page.getByRole("heading", { name: "Komunikat organizatorów" })
        : shot.mode === "blackout"
          ? page.locator(".screen--blackout")
          : page.getByText("Wstrzymano")
    ).waitFor();
  }
  await page.clock.pauseAt(Date.now() + 100);
  // The stream closed after the board: two seconds on, the screen marks the lost connection.
  await page.clock.runFor(shot.offline ? 2500 : 500);
  if (shot.offline) await page.locator(".screen__offline").waitFor();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(OUTPUT, shot.file) });
  console.log(`docs/screens/${shot.file}`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "juwenalia-screens-"));
const server = await serveBuild({ DATA_DIR: dataDir, DATABASE_URL: "" });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
});
try {
  mkdirSync(OUTPUT, { recursive: true });
  for (const shot of SHOTS) {
    // Half the pixels of the wall, the same layout: small files, still readable.
    const context = await browser.newContext({
      viewport: { width: 1920, height: 1080 },
      deviceScaleFactor: 0.5,
      reducedMotion: "reduce",
      serviceWorkers: "block",
      locale: "pl-PL",
    });
    await take(await context.newPage(), server.url, shot);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  streams.closeAllConnections();
  streams.close();
  rmSync(dataDir, { recursive: true, force: true });
}
