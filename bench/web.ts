/**
 * `npm run bench:web` (docs/product.md#performance-targets): Lighthouse with its mobile defaults
 * (simulated slow 4G, 4× CPU) in Debian's Chromium against the production server, for /homepage,
 * /about, /faq and /team and their English pages under /en/ — the median of BENCH_RUNS runs per route (default 3, Lighthouse's own
 * median-run pick) —, /homepage again on a phone 375 px wide with a 2× screen (the images a
 * visitor's first load fetches, docs/product.md#performance-targets), plus three control pages,
 * served the same way at /homepage:
 * - the framework alone (an empty React Router app): the yardstick for first-load JS and for
 *   what hydrating React costs on this machine;
 * - our /homepage with its scripts removed: what the same page costs as a static page;
 * - a blank page (a heading and a sentence): what this machine's browser costs on its own. When
 *   it misses a target, this machine cannot judge that target.
 * Prints a Markdown table; `--write-docs` puts it into docs/performance/pages.md, between its
 * bench:web markers.
 *
 * The server runs with TLS (the tests' localhost certificate), as it would in production, so
 * Chromium loads each page over HTTP/2.
 *
 * Tuning aids: BENCH_ROUTES=/faq,/team measures a subset (add `controls` for the control pages);
 * LH_REPORT_DIR=dir keeps the reports.
 */
import { execSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import type { Config as LighthouseConfig, Result as LighthouseResult } from "lighthouse";
import { writeControlSites } from "./lib/bench-controls";
import { LOCALHOST_TLS_ENV, launchBenchChromium } from "./lib/bench-chromium";
import { pagesToMeasure } from "./lib/measured-pages";
import { firstLoadJs } from "#tests/support/first-load-js";
import { serveBuild } from "#tests/support/serve-build";
import { deferHydrationIn, precompressIn } from "../scripts/lib/static-files";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(root, process.env.BUILD_DIR ?? "build", "client");
const baselineDir = path.join(root, "bench/framework-baseline");
const baselineClient = path.join(baselineDir, "build/client");
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
// Served as in production: over TLS, so the browser speaks HTTP/2 (BENCH_HTTP1=1 for plain
// HTTP/1.1, the way `npm start` serves on localhost).
const TLS_ENV: Record<string, string> = process.env.BENCH_HTTP1 === "1" ? {} : LOCALHOST_TLS_ENV;

if (!existsSync(path.join(buildDir, "homepage/index.html"))) {
  spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
}
spawnSync("npx", ["react-router", "build"], { cwd: baselineDir, stdio: "ignore" });
const framework = firstLoadJs(baselineClient, "index.html");
const ours = firstLoadJs(buildDir, "homepage/index.html");
// Post-built like ours (hydration after the first paint, precompressed) and served by our own
// server at the same path, so the two get the same treatment and headers.
deferHydrationIn(baselineClient);
mkdirSync(path.join(baselineClient, "homepage"), { recursive: true });
copyFileSync(
  path.join(baselineClient, "index.html"),
  path.join(baselineClient, "homepage/index.html"),
);
precompressIn(baselineClient);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const chrome = await launchBenchChromium();

interface Row {
  label: string;
  scores: number[];
  lcp: number;
  tbt: number;
  /** Every run's TBT, lowest to highest: on a shared machine the spread says how far to trust one. */
  tbtRuns: number[];
  cls: number;
  bytes: Record<string, number>;
}

/** A run takes 10–40 s here; one that hangs (it happened once) stops the bench with a reason. */
const RUN_TIME_LIMIT_MS = 180_000;

function withinTime<T>(work: Promise<T>, limitMs: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), limitMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Lighthouse's mobile run on a phone 375 px wide with a 2× screen instead of its 412 px one. */
const PHONE_375: LighthouseConfig = {
  extends: "lighthouse:default",
  settings: {
    screenEmulation: {
      mobile: true,
      width: 375,
      height: 812,
      deviceScaleFactor: 2,
      disabled: false,
    },
  },
};

async function measure(url: string, label: string, config?: LighthouseConfig): Promise<Row> {
  const results: LighthouseResult[] = [];
  for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt += 1) {
    const result = await withinTime(
      lighthouse(
        url,
        {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        },
        config,
      ),
      RUN_TIME_LIMIT_MS,
      `Lighthouse did not finish ${label} within ${RUN_TIME_LIMIT_MS / 1000} s; run the bench again`,
    );
    // A run whose trace failed (Lighthouse's NO_NAVSTART and the like) is repeated, not counted.
    if (result && !result.lhr.runtimeError) results.push(result.lhr);
  }
  if (results.length === 0) throw new Error(`Lighthouse failed on ${url}`);
  const lhr = computeMedianRun(results);
  if (process.env.LH_REPORT_DIR) {
    mkdirSync(process.env.LH_REPORT_DIR, { recursive: true });
    writeFileSync(
      path.join(process.env.LH_REPORT_DIR, `${label.replace(/\W+/g, "") || "root"}.json`),
      JSON.stringify(lhr),
    );
  }
  const { categories, audits } = lhr;
  const summary =
    (
      audits["resource-summary"]?.details as {
        items?: { resourceType: string; transferSize: number }[];
      }
    )?.items ?? [];
  console.error(`measured ${label} (${results.length} runs)`);
  return {
    label,
    scores: ["performance", "accessibility", "best-practices", "seo"].map((id) =>
      Math.round((categories[id]?.score ?? 0) * 100),
    ),
    lcp: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? NaN,
    tbtRuns: results
      .map((result) => result.audits["total-blocking-time"]?.numericValue ?? NaN)
      .sort((a, b) => a - b),
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    bytes: Object.fromEntries(summary.map((item) => [item.resourceType, item.transferSize])),
  };
}

const rows: Row[] = [];
try {
  const only = process.env.BENCH_ROUTES?.split(",");
  const server = await serveBuild(TLS_ENV);
  try {
    for (const route of pagesToMeasure(process.env.BENCH_ROUTES)) {
      rows.push(await measure(`${server.url}${route}`, route));
    }
    if (!only || only.includes("/homepage")) {
      rows.push(
        await measure(`${server.url}/homepage`, "/homepage at 375 px (2× screen)", PHONE_375),
      );
    }
  } finally {
    await server.stop();
  }
  if (!only || only.includes("controls")) {
    // Copies the build, so only when the controls are measured.
    const controls = writeControlSites(
      buildDir,
      path.join(os.tmpdir(), "juwenalia-bench-controls"),
    );
    const controlPages = [
      { dir: controls.staticHome, label: "/homepage without its scripts (static page)" },
      { dir: baselineClient, label: "framework alone (empty page)" },
      { dir: controls.blank, label: "blank page (no scripts, styles or images)" },
    ];
    for (const { dir, label } of controlPages) {
      const control = await serveBuild({ ...TLS_ENV, STATIC_DIR: dir });
      try {
        rows.push(await measure(`${control.url}/homepage`, label));
      } finally {
        await control.stop();
      }
    }
  }
} finally {
  chrome.kill();
}

// Debian's chromium wrapper script prints a shell warning on stderr here; only the version counts.
const chromiumVersion = execSync(`${process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"} --version`, {
  stdio: ["ignore", "pipe", "ignore"],
})
  .toString()
  .trim();
const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${chromiumVersion}, Lighthouse mobile defaults (simulated slow 4G, 4× CPU), ${process.env.BENCH_HTTP1 === "1" ? "HTTP/1.1 without TLS" : "HTTPS with HTTP/2"}; median of ${runs} runs per page.`,
  "",
  "| Page | Perf | A11y | Best pr. | SEO | LCP | TBT | TBT of each run | CLS | JS | CSS | Images | Fonts | Total |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...rows.map(
    (row) =>
      `| ${row.label} | ${row.scores.join(" | ")} | ${(row.lcp / 1000).toFixed(2)} s | ${Math.round(row.tbt)} ms | ${row.tbtRuns.map(Math.round).join(", ")} | ${row.cls.toFixed(3)} | ${kib(row.bytes.script ?? 0)} | ${kib(row.bytes.stylesheet ?? 0)} | ${kib(row.bytes.image ?? 0)} | ${kib(row.bytes.font ?? 0)} | ${kib(row.bytes.total ?? 0)} |`,
  ),
  "",
  "The last three rows are controls, served the same way at /homepage. The framework's empty page has no title, text or language, so only its performance columns are a yardstick. The blank page is what this machine's browser costs with no page code at all: a target it misses cannot be judged on this machine.",
  "",
  `First-load JS of /homepage: ${kib(ours.gzip)} gzip (${kib(ours.raw)} raw); the framework alone (empty React Router page): ${kib(framework.gzip)} gzip — ${(((ours.gzip - framework.gzip) / framework.gzip) * 100).toFixed(1)} % more (goal ≤ 15 %).`,
].join("\n");
console.log(table);

if (process.argv.includes("--write-docs")) {
  const logPath = path.join(root, "docs/performance/pages.md");
  const log = readFileSync(logPath, "utf8");
  const start = "<!-- bench:web:start -->";
  const end = "<!-- bench:web:end -->";
  if (!log.includes(start) || !log.includes(end)) {
    throw new Error(`${logPath} has lost its ${start} … ${end} markers: put them back first`);
  }
  writeFileSync(
    logPath,
    log.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${table}\n${end}`),
  );
}
