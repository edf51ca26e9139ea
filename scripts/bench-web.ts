/**
 * `npm run bench:web` (issue 7): Lighthouse with its mobile defaults (simulated slow 4G, 4× CPU)
 * in Debian's Chromium against the production server, for /homepage, /about, /faq and /team;
 * plus first-load JS of /homepage next to the framework alone (an empty React Router app built
 * the same way). Prints a Markdown table; `--write-readme` puts it into README.md.
 */
import { execSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { INDEXABLE_PATHS } from "../app/route-paths";
import { CHROMIUM_ARGS } from "../playwright.config";
import { firstLoadJs } from "./lib/first-load-js";
import { serveBuild } from "./lib/serve-build";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(root, process.env.BUILD_DIR ?? "build", "client");
const baselineDir = path.join(root, "scripts/bench/framework-baseline");

if (!existsSync(path.join(buildDir, "homepage/index.html"))) {
  spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
}
spawnSync("npx", ["react-router", "build"], { cwd: baselineDir, stdio: "ignore" });
const ours = firstLoadJs(buildDir, "homepage/index.html");
const framework = firstLoadJs(path.join(baselineDir, "build/client"), "index.html");

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const server = await serveBuild();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

interface Row {
  route: string;
  scores: number[];
  lcp: number;
  tbt: number;
  cls: number;
  bytes: Record<string, number>;
}
const rows: Row[] = [];
try {
  // BENCH_ROUTES=/faq,/team measures a subset while tuning.
  const only = process.env.BENCH_ROUTES?.split(",");
  for (const route of INDEXABLE_PATHS.filter((path) => !only || only.includes(path))) {
    const result = await lighthouse(`${server.url}${route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    if (process.env.LH_REPORT_DIR) {
      mkdirSync(process.env.LH_REPORT_DIR, { recursive: true });
      writeFileSync(
        path.join(process.env.LH_REPORT_DIR, `${route.replace(/\W+/g, "") || "root"}.json`),
        JSON.stringify(result.lhr),
      );
    }
    const { categories, audits } = result.lhr;
    const summary =
      (
        audits["resource-summary"]?.details as {
          items?: { resourceType: string; transferSize: number }[];
        }
      )?.items ?? [];
    const bytes = Object.fromEntries(summary.map((item) => [item.resourceType, item.transferSize]));
    rows.push({
      route,
      scores: ["performance", "accessibility", "best-practices", "seo"].map((id) =>
        Math.round((categories[id]?.score ?? 0) * 100),
      ),
      lcp: audits["largest-contentful-paint"]?.numericValue ?? NaN,
      tbt: audits["total-blocking-time"]?.numericValue ?? NaN,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      bytes,
    });
    console.error(`measured ${route}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}

const chromiumVersion = execSync(`${process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"} --version`)
  .toString()
  .trim();
const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${chromiumVersion}, Lighthouse mobile defaults (simulated slow 4G, 4× CPU).`,
  "",
  "| Route | Perf | A11y | Best pr. | SEO | LCP | TBT | CLS | JS | CSS | Images | Fonts | Total |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...rows.map(
    (row) =>
      `| ${row.route} | ${row.scores.join(" | ")} | ${(row.lcp / 1000).toFixed(2)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${kib(row.bytes.script ?? 0)} | ${kib(row.bytes.stylesheet ?? 0)} | ${kib(row.bytes.image ?? 0)} | ${kib(row.bytes.font ?? 0)} | ${kib(row.bytes.total ?? 0)} |`,
  ),
  "",
  `First-load JS of /homepage: ${kib(ours.gzip)} gzip (${kib(ours.raw)} raw); the framework alone (empty React Router page): ${kib(framework.gzip)} gzip — ${(((ours.gzip - framework.gzip) / framework.gzip) * 100).toFixed(1)} % more (goal ≤ 15 %).`,
].join("\n");
console.log(table);

if (process.argv.includes("--write-readme")) {
  const readmePath = path.join(root, "README.md");
  const readme = readFileSync(readmePath, "utf8");
  const start = "<!-- bench:web:start -->";
  const end = "<!-- bench:web:end -->";
  const block = `${start}\n${table}\n${end}`;
  const next = readme.includes(start)
    ? readme.replace(new RegExp(`${start}[\\s\\S]*${end}`), block)
    : `${readme}\n## Performance\n\n\`npm run bench:web\` (add \`-- --write-readme\` to refresh this table):\n\n${block}\n`;
  writeFileSync(readmePath, next);
}
