/**
 * `npm run bench:compare -- build-a build-b …`: Lighthouse mobile (simulated slow 4G, 4× CPU)
 * over several builds side by side, to judge one change against its absence (decision 012).
 * Each build is served by its own production server (HTTPS + HTTP/2, as in `bench:web`); the
 * runs alternate between the builds, in an order that rotates from round to round, so a busy
 * moment of the shared machine falls on every build alike. The first build is the reference.
 *
 * BENCH_RUNS (default 10) rounds over every indexable page in both languages (MEASURED_PAGES);
 * BENCH_ROUTES=/homepage,/en/faq measures a subset; BENCH_OUT=file.json keeps every run's
 * figures. Prints, per page and build, the median and the range of each figure, and how far each
 * build's median lies from the reference's against the spread between runs (the rule of
 * decision 012).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { LOCALHOST_TLS_ENV, launchBenchChromium } from "./lib/bench-chromium";
import { pagesToMeasure } from "./lib/measured-pages";
import { serveBuild } from "#tests/support/serve-build";
import { interquartileRange, median } from "./lib/stats";

const root = path.resolve(import.meta.dirname, "..");
const builds = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
if (builds.length < 2) {
  console.error("usage: npm run bench:compare -- <build dir> <build dir> [...]");
  process.exit(2);
}
const rounds = Math.max(1, Number(process.env.BENCH_RUNS ?? 10));
const routes = pagesToMeasure(process.env.BENCH_ROUTES);

const FIGURES = {
  performance: "Perf",
  fcp: "FCP ms",
  lcp: "LCP ms",
  tbt: "TBT ms",
  si: "SI ms",
} as const;
type Figure = keyof typeof FIGURES;
type Runs = Record<Figure, number[]>;

const results = new Map<string, Runs>();
const key = (route: string, build: string) => `${route} ${build}`;
for (const route of routes) {
  for (const build of builds) {
    results.set(key(route, build), { performance: [], fcp: [], lcp: [], tbt: [], si: [] });
  }
}

const chrome = await launchBenchChromium();
const servers = await Promise.all(
  builds.map((build) =>
    serveBuild({
      ...LOCALHOST_TLS_ENV,
      STATIC_DIR: path.resolve(root, build, "client"),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "juwenalia-bench-compare-")),
    }),
  ),
);

async function runOnce(url: string): Promise<Record<Figure, number> | undefined> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  if (!result || result.lhr.runtimeError) return undefined;
  const { audits, categories } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    si: value("speed-index"),
  };
}

try {
  for (let round = 0; round < rounds; round += 1) {
    for (const route of routes) {
      for (let step = 0; step < builds.length; step += 1) {
        const index = (round + step) % builds.length;
        const build = builds[index]!;
        // A run whose trace failed (NO_NAVSTART and the like) is tried once more, not counted.
        const figures =
          (await runOnce(`${servers[index]!.url}${route}`)) ??
          (await runOnce(`${servers[index]!.url}${route}`));
        if (!figures) continue;
        const runs = results.get(key(route, build))!;
        for (const figure of Object.keys(FIGURES) as Figure[]) runs[figure].push(figures[figure]);
      }
    }
    console.error(`round ${round + 1} of ${rounds} done`);
    if (process.env.BENCH_OUT) {
      writeFileSync(process.env.BENCH_OUT, JSON.stringify(Object.fromEntries(results), null, 1));
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  chrome.kill();
}

const cell = (values: number[]) =>
  values.length === 0
    ? "—"
    : `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

/**
 * Decision 012's rule: a change of the median counts only when it exceeds the spread, the larger
 * of the two builds' interquartile ranges. Shown as "change / spread", in bold when it counts.
 */
function change(runs: number[], reference: number[]): string {
  if (runs.length === 0 || reference.length === 0) return "—";
  const delta = median(runs) - median(reference);
  const spread = Math.max(interquartileRange(runs), interquartileRange(reference));
  const text = `${delta >= 0 ? "+" : "−"}${Math.abs(Math.round(delta))} / ${Math.round(spread)}`;
  return Math.abs(delta) > spread ? `**${text}**` : text;
}

console.log(
  `${rounds} alternating rounds, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}; median (range); Δ = change of the median from the first build / spread (decision 012), bold when larger.\n`,
);
for (const route of routes) {
  console.log(`\n${route}\n`);
  console.log(
    `| Build | ${Object.values(FIGURES).join(" | ")} | Δ LCP ms | Δ TBT ms |\n| --- | ${Object.keys(
      FIGURES,
    )
      .map(() => "---")
      .join(" | ")} | --- | --- |`,
  );
  const reference = results.get(key(route, builds[0]!))!;
  for (const build of builds) {
    const runs = results.get(key(route, build))!;
    console.log(
      `| ${build} | ${(Object.keys(FIGURES) as Figure[]).map((figure) => cell(runs[figure])).join(" | ")} | ${change(runs.lcp, reference.lcp)} | ${change(runs.tbt, reference.tbt)} |`,
    );
  }
}
