/**
 * `npm run bench:proof` (docs/decisions/010): how long the toast's proof of work takes in
 * Chromium, at full speed and with the CPU slowed 4× (DevTools' `Emulation.setCPUThrottlingRate`,
 * Lighthouse's stand-in for a mid-range phone).
 *
 * Starts the production server over the current build (`npm run build` first), opens /homepage
 * and solves BENCH_RUNS (default 20) fresh challenges of GET /api/submissions/challenge per
 * setting with the built worker file, as many workers as the toast starts (proof-of-work.ts),
 * and prints the median, the 10th/90th percentile and the extremes.
 *
 * DevTools' throttling slows the page's main thread only: the workers, and Web Crypto's own
 * threads, keep their speed. So the 4× line shows what the toast's page costs, not a slow phone's
 * solve; for that the script also prints the 1× times scaled by 4 (every thread 4× slower).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../playwright.config";
import { serveBuild } from "#tests/support/serve-build";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WORKERS = 2;
const THROTTLING = [1, 4];

function workerFile(): string {
  const dir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "client");
  const file = readdirSync(path.join(dir, "assets")).find((name) =>
    /^proof-worker.*\.js$/.test(name),
  );
  if (!file) throw new Error("no proof-worker chunk in the build: run npm run build");
  return `/assets/${file}`;
}

function summary(times: number[], scale = 1): string {
  const sorted = times.map((time) => time * scale).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const ms = (value: number) => `${Math.round(value)} ms`;
  return `median ${ms(at(0.5))}, p10–p90 ${ms(at(0.1))}–${ms(at(0.9))}, min–max ${ms(at(0))}–${ms(at(1))}`;
}

const server = await serveBuild({ SUBMISSIONS_ANY_TIME: "1" });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}/homepage`);
  const cdp = await page.context().newCDPSession(page);
  const script = workerFile();
  for (const rate of THROTTLING) {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      times.push(
        await page.evaluate(
          async ({ script, workers }) => {
            const challenge: unknown = await (await fetch("/api/submissions/challenge")).json();
            const started = performance.now();
            const pool = Array.from(
              { length: workers },
              () => new Worker(script, { type: "module" }),
            );
            try {
              await Promise.race(
                pool.map(
                  (worker, index) =>
                    new Promise((resolve) => {
                      worker.onmessage = resolve;
                      worker.postMessage({
                        type: "work",
                        challenge,
                        counterStart: index,
                        counterStep: workers,
                      });
                    }),
                ),
              );
            } finally {
              for (const worker of pool) worker.terminate();
            }
            return performance.now() - started;
          },
          { script, workers: WORKERS },
        ),
      );
    }
    console.log(
      `DevTools CPU ${rate}×: ${summary(times)} (${RUNS} challenges, ${WORKERS} workers)`,
    );
    if (rate === 1) console.log(`every thread 4× slower (estimate): ${summary(times, 4)}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
