import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  MODERATOR_PASSWORD,
  moderatorSessionCookie,
  temporaryDir,
  testDatabases,
  SseClient,
} from "./helpers";
import { startServerProcess } from "./process";

const WORKERS = 16;
/** Two real server starts per test (tsx compiles on start): generous on a busy CI machine. */
const PROCESS_TEST_TIMEOUT_MS = 180_000;
/** Kill once this many submissions were acknowledged (well under the 500-item pending list). */
const KILL_AFTER = 150;

interface Acknowledged {
  id: number;
  message: string;
}

const WORDS = ["scena", "trybuna", "gitara", "lato", "noc", "bas", "perkusja", "taniec"];

/** Clients submitting as fast as they can until the server stops answering. */
function submitUntilDown(url: string, acknowledged: Acknowledged[], onAck: () => void) {
  let sequence = 0;
  const worker = async (worker: number) => {
    for (;;) {
      // Random words, not digits or letters: a run of digits reads as a phone number (rejected by
      // triage), random letters may spell a vulgarity (422).
      const noise = [...randomBytes(3)].map((byte) => WORDS[byte % WORDS.length]);
      const message = `Wiadomość ${worker}-${sequence++} ${noise.join(" ")}`;
      let response: Response;
      try {
        response = await fetch(`${url}/api/submissions`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ author: `Klient ${worker}`, message }),
        });
      } catch {
        return; // connection refused or reset: the server is gone
      }
      // While shutting down, Fastify answers 503 on connections that are still open.
      if (response.status === 503) return;
      if (response.status === 201) {
        acknowledged.push({ id: ((await response.json()) as { id: number }).id, message });
        onAck();
      } else {
        throw new Error(`unexpected status ${response.status}`);
      }
    }
  };
  return Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));
}

async function storedPending(url: string): Promise<Map<number, string>> {
  const cookie = await moderatorSessionCookie(url);
  const response = await fetch(`${url}/api/moderation/submissions?status=pending`, {
    headers: { cookie },
  });
  const items = (await response.json()) as Array<{ id: number; message: string }>;
  return new Map(items.map((item) => [item.id, item.message]));
}

for (const database of testDatabases()) {
  describe(`the real server process (${database.name})`, () => {
    const environment = async () => {
      const { dataDir, databaseUrl } = await database.fresh();
      return {
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        STATIC_DIR: temporaryDir(),
        MODERATOR_PASSWORD,
        SUBMISSIONS_ANY_TIME: "1",
        RATE_LIMIT_PER_MINUTE: "100000",
        RATE_LIMIT_UNVERIFIED_PER_IP_PER_MINUTE: "100000",
        RATE_LIMIT_NEW_DEVICES_PER_IP_PER_MINUTE: "100000",
      };
    };

    it(
      "killed with SIGKILL mid-traffic, restarted: every submission that got a 201 is there",
      async () => {
        const env = await environment();
        const server = await startServerProcess(env);
        const acknowledged: Acknowledged[] = [];
        let killed = false;
        const traffic = submitUntilDown(server.url, acknowledged, () => {
          if (!killed && acknowledged.length >= KILL_AFTER) {
            killed = true;
            server.child.kill("SIGKILL");
          }
        });
        await traffic;
        expect((await server.exited).signal).toBe("SIGKILL");
        expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
        expect(acknowledged.length).toBeLessThan(500);

        const restarted = await startServerProcess(env);
        try {
          const stored = await storedPending(restarted.url);
          const missing = acknowledged.filter((entry) => stored.get(entry.id) !== entry.message);
          expect(missing).toEqual([]);
        } finally {
          restarted.child.kill("SIGTERM");
          await restarted.exited;
        }
      },
      PROCESS_TEST_TIMEOUT_MS,
    );

    it(
      "SIGTERM: finishes in-flight writes, ends the streams, exits 0",
      async () => {
        const env = await environment();
        const server = await startServerProcess(env);
        const stream = await SseClient.open(`${server.url}/api/screen/stream`);
        const acknowledged: Acknowledged[] = [];
        let signalled = false;
        await submitUntilDown(server.url, acknowledged, () => {
          if (!signalled && acknowledged.length >= 50) {
            signalled = true;
            server.child.kill("SIGTERM");
          }
        });
        expect((await server.exited).code).toBe(0);
        await stream.waitFor((client) => client.ended, 5000);

        const restarted = await startServerProcess(env);
        try {
          const stored = await storedPending(restarted.url);
          expect(acknowledged.filter((entry) => stored.get(entry.id) !== entry.message)).toEqual(
            [],
          );
        } finally {
          restarted.child.kill("SIGTERM");
          await restarted.exited;
        }
      },
      PROCESS_TEST_TIMEOUT_MS,
    );
  });
}
