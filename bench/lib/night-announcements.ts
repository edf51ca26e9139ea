import type http from "node:http";
import { performance } from "node:perf_hooks";
import {
  type ErrorBody,
  type PublicAnnouncement,
  type ScreenBoard,
  type ScreenMessage,
  type LateChange,
  type LateChangeList,
} from "#core/contract";
import { ANNOUNCEMENT_POLL_MS } from "#core/announcement-timing";
import type { PollFigures } from "./announcement-polls";
import {
  checkBoardDeliveries,
  lastVersion,
  type BoardArrival,
  type BoardChange,
  type BoardDeliveries,
} from "./night-announcement-checks";
import type { StaffClient } from "./night-clients";
import { PollingPhones } from "./polling-phones";
import {
  clockTicksPerSecond,
  cpuPercent,
  sampleProcesses,
  type ProcessSample,
} from "./process-usage";
import { openScreenStream } from "./screen-stream";

/**
 * The last phase of `npm run bench:night` (docs/performance/night.md): a stadium's worth
 * of screens on the stream while the public pages of a full stadium poll the announcement.
 * First the lead makes the night's late changes to the schedule, so every answer the phones get
 * carries them; then what the server spends with the screens alone, then with the phones polling
 * too; then the lead puts announcements up and clears them, each timed to every screen.
 */

export interface AnnouncementShape {
  screens: number;
  phones: number;
  pollIntervalMs: number;
  /** Keep-alive sockets the whole crowd of phones shares. */
  sockets: number;
  /** The server with the screens connected and nobody polling, measured this long. */
  idleMs: number;
  /** The server with the phones polling too (after one interval in which each polls once). */
  pollMs: number;
  /** Announcements put up and cleared, one per round. */
  rounds: number;
  roundMs: number;
  seed: number;
  /** Late changes in force while the phones poll (bench/lib/night-late-changes.ts). */
  lateChanges: readonly LateChange[];
}

export const DEFAULT_ANNOUNCEMENTS: AnnouncementShape = {
  screens: 1000,
  phones: 15_000,
  pollIntervalMs: ANNOUNCEMENT_POLL_MS,
  sockets: 64,
  idleMs: 20_000,
  pollMs: 20_000,
  rounds: 20,
  roundMs: 1500,
  seed: 18,
  lateChanges: [],
};

/** The promise of server/screens/README.md#announcements: within a second on every screen. */
export const ANNOUNCE_TARGET_MS = 1000;

const ANNOUNCEMENT_ROUTE = "/api/moderation/announcement";
const LATE_CHANGES_ROUTE = "/api/moderation/late-changes";
const CONNECT_BATCH = 100;
const CONNECT_LIMIT_MS = 30_000;
/** How long a change may take to reach every screen before the round goes on (twice the target). */
const DELIVERY_LIMIT_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A distinct notice per round, of the kind organisers send. */
function announcementText(round: number): string {
  return `Próba komunikatu ${round + 1}: Wejście ${(round % 4) + 2} zamknięte, korzystajcie z Wejścia 1`;
}

async function waitUntil(done: () => boolean, limitMs: number): Promise<void> {
  const deadline = performance.now() + limitMs;
  while (!done() && performance.now() < deadline) await sleep(5);
}

/** What the server process spent over a stretch of the phase. */
export interface ServerUsage {
  seconds: number;
  /** Its CPU in % of one core. */
  cpuPercent: number;
  /** Its resident memory at the end. */
  rssBytes: number;
}

export interface AnnouncementResult {
  shape: AnnouncementShape;
  /** Screens whose stream opened and sent its first `board`, and how long that took all of them. */
  screensReady: number;
  connectSeconds: number;
  idle: ServerUsage;
  polling: ServerUsage & { polls: PollFigures };
  /** While the announcements went up and down, the phones still polling. */
  announcing: ServerUsage & { polls: PollFigures };
  intendedPollsPerSecond: number;
  changes: BoardChange[];
  deliveries: BoardDeliveries;
  /** The lead's requests the server did not answer 200 with a fitting board. */
  refused: string[];
  /** The late changes the lead made, and those the public poll then answered. */
  lateChanges: { sent: readonly LateChange[]; answered: LateChange[]; refused: string[] };
}

/** A big screen on the stream: every `board` event it received. */
class BoardScreen {
  readonly boards: BoardArrival[] = [];
  private request: http.ClientRequest | undefined;

  async open(url: string, after: number): Promise<void> {
    this.request = await openScreenStream(
      url,
      {
        board: (board, at) =>
          this.boards.push({
            version: board.version,
            announcementId: board.announcement?.id ?? null,
            at,
          }),
      },
      after,
    );
  }

  close(): void {
    this.request?.destroy();
  }
}

function usage(before: ProcessSample, after: ProcessSample, ticks: number): ServerUsage {
  return {
    seconds: (after.at - before.at) / 1000,
    cpuPercent: cpuPercent(before, after, ticks),
    rssBytes: after.rssBytes,
  };
}

/** The server's CPU and memory over `ms` from now. */
async function measureServer(
  pids: readonly number[],
  ms: number,
  ticks: number,
): Promise<ServerUsage> {
  const before = sampleProcesses(pids);
  await sleep(ms);
  return usage(before, sampleProcesses(pids), ticks);
}

/**
 * Screens open the stream as /telebim does after loading the list: from its last position on,
 * so the phase measures the live stream, not a replay of the whole night.
 */
async function openScreens(url: string, count: number): Promise<BoardScreen[]> {
  const list = (await (await fetch(`${url}/api/screen/messages`)).json()) as ScreenMessage[];
  const after = list.reduce((last, message) => Math.max(last, message.position), 0);
  const screens: BoardScreen[] = [];
  for (let first = 0; first < count; first += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - first) }, () => {
      const screen = new BoardScreen();
      screens.push(screen);
      return screen.open(url, after);
    });
    await Promise.all(batch);
  }
  return screens;
}

/**
 * The lead makes `changes` one by one, as in the panel's "Program" tab; resolves to what the
 * public poll answers afterwards and the requests refused.
 */
async function makeLateChanges(
  url: string,
  lead: StaffClient,
  changes: readonly LateChange[],
): Promise<AnnouncementResult["lateChanges"]> {
  const refused: string[] = [];
  for (const change of changes) {
    const answer = await lead.send<LateChangeList | ErrorBody>(
      "late change",
      "PUT",
      LATE_CHANGES_ROUTE,
      change,
    );
    if (answer.status !== 200) {
      refused.push(`${change.setId}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  }
  const poll = (await (await fetch(`${url}/api/announcement`)).json()) as PublicAnnouncement;
  return { sent: changes, answered: poll.lateChanges, refused };
}

/** `serverPids`: the server's processes (one, or the instances and the proxy), from /proc. */
export async function playAnnouncements(
  url: string,
  serverPids: readonly number[],
  lead: StaffClient,
  shape: AnnouncementShape = DEFAULT_ANNOUNCEMENTS,
): Promise<AnnouncementResult> {
  const ticks = clockTicksPerSecond();
  const connecting = performance.now();
  const screens = await openScreens(url, shape.screens);
  const phones = new PollingPhones(url, {
    phones: shape.phones,
    intervalMs: shape.pollIntervalMs,
    sockets: shape.sockets,
    seed: shape.seed,
  });
  try {
    const ready = () => screens.filter((screen) => screen.boards.length > 0).length;
    await waitUntil(() => ready() === screens.length, CONNECT_LIMIT_MS);
    const screensReady = ready();
    const connectSeconds = (performance.now() - connecting) / 1000;
    const lateChanges = await makeLateChanges(url, lead, shape.lateChanges);

    const idle = await measureServer(serverPids, shape.idleMs, ticks);

    phones.start();
    await sleep(shape.pollIntervalMs); // every phone has had its first answer, and its ETag
    const endPollWindow = phones.measure();
    const polling = await measureServer(serverPids, shape.pollMs, ticks);
    const polls = endPollWindow();

    const endAnnouncingWindow = phones.measure();
    const announcingFrom = sampleProcesses(serverPids);
    const changes: BoardChange[] = [];
    const refused: string[] = [];
    const change = async (kind: BoardChange["kind"], round: number) => {
      const sentAt = performance.now();
      const answer =
        kind === "announce"
          ? await lead.send<ScreenBoard | ErrorBody>("announce", "POST", ANNOUNCEMENT_ROUTE, {
              text: announcementText(round),
            })
          : await lead.send<ScreenBoard | ErrorBody>("clear", "DELETE", ANNOUNCEMENT_ROUTE, {});
      const board = "version" in answer.body ? answer.body : undefined;
      const announcementId = board?.announcement?.id ?? null;
      if (answer.status !== 200 || !board || (kind === "announce") !== (announcementId !== null)) {
        refused.push(`${kind} ${round + 1}: ${answer.status} ${JSON.stringify(answer.body)}`);
        return;
      }
      changes.push({ kind, version: board.version, announcementId, sentAt });
      await waitUntil(
        () => screens.every((screen) => lastVersion(screen.boards) >= board.version),
        DELIVERY_LIMIT_MS,
      );
    };
    for (let round = 0; round < shape.rounds; round++) {
      const roundStart = performance.now();
      await change("announce", round);
      await sleep(roundStart + shape.roundMs / 2 - performance.now());
      await change("clear", round);
      await sleep(roundStart + shape.roundMs - performance.now());
    }
    const announcing = {
      ...usage(announcingFrom, sampleProcesses(serverPids), ticks),
      polls: endAnnouncingWindow(),
    };

    return {
      shape,
      screensReady,
      connectSeconds,
      idle,
      polling: { ...polling, polls },
      announcing,
      intendedPollsPerSecond: phones.intendedPerSecond,
      changes,
      deliveries: checkBoardDeliveries(
        changes,
        screens.map((screen) => screen.boards),
      ),
      refused,
      lateChanges,
    };
  } finally {
    await phones.stop();
    for (const screen of screens) screen.close();
  }
}
