import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parser } from "@prometheus-io/lezer-promql";
import { beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { createTestApp, temporaryDir, type TestDatabase } from "./helpers";
import { metricsText, TOKEN } from "./metrics-scrape";

/**
 * The monitoring of deploy/monitoring/ against the server it watches
 * (docs/operations/before-the-night.md#monitoring): every PromQL expression of the alerting rules
 * and the dashboard parses, every metric it names is in a real GET /metrics answer, and every
 * alert's runbook_url is a heading of the runbook. A metric renamed in
 * server/operations/service-metrics.ts fails here, naming the rule or panel that still asks for the
 * old name, instead of leaving an alert that silently never fires.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const MONITORING = path.join(ROOT, "deploy/monitoring");
/** The runbook, one file per moment of the night (docs/operations/README.md). */
const RUNBOOK = "docs/operations";

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** Series Prometheus makes itself: a target's scrape health and the rules' alert states. */
const PROMETHEUS_OWN = new Set(["up", "ALERTS"]);

/** The name of the scrape job whose metrics every expression reads (prometheus.yml). */
const JOB = "juwenalia";

// ---------------------------------------------------------------------------------------------
// PromQL

type SyntaxNode = ReturnType<typeof parser.parse>["topNode"];

/** What one expression asks for, as Prometheus' own grammar (lezer-promql) reads it. */
interface Analysis {
  /** Error nodes and other faults; empty when the expression is sound. */
  errors: string[];
  /** Metric names: of vector selectors, quoted names (`{"name"}`) and `__name__="…"` matchers. */
  metrics: string[];
  /** Values of `job="…"` matchers. */
  jobs: string[];
}

/** The value of a PromQL string literal: "…" (Go escapes, as JSON reads them), '…' or `…`. */
function stringValue(literal: string): string {
  if (literal.startsWith('"')) return z.string().parse(JSON.parse(literal));
  return literal.slice(1, -1);
}

function analysePromQL(expr: string): Analysis {
  const analysis: Analysis = { errors: [], metrics: [], jobs: [] };
  const text = (node: SyntaxNode) => expr.slice(node.from, node.to);
  const tree = parser.parse(expr);
  if (expr.trim() === "") analysis.errors.push("empty expression");
  tree.iterate({
    enter: (ref) => {
      const node = ref.node;
      if (ref.type.isError) {
        const around = expr.slice(Math.max(0, ref.from - 30), ref.to + 30).replace(/\s+/g, " ");
        analysis.errors.push(`parse error at character ${ref.from}, near "${around}"`);
        return;
      }
      if (ref.name === "VectorSelector") {
        const identifier = node.getChild("Identifier");
        if (identifier) analysis.metrics.push(text(identifier));
      } else if (ref.name === "LabelMatchers") {
        // `{"metric.name"}`: a quoted name standing alone is the metric's (Prometheus 3).
        for (const quoted of node.getChildren("QuotedLabelName")) {
          analysis.metrics.push(stringValue(text(quoted)));
        }
      } else if (ref.name === "UnquotedLabelMatcher" || ref.name === "QuotedLabelMatcher") {
        const label = node.getChild("LabelName") ?? node.getChild("QuotedLabelName");
        const value = node.getChild("StringLiteral");
        if (!label || !value) return;
        const name = label.name === "LabelName" ? text(label) : stringValue(text(label));
        const equals = node.getChild("MatchOp")?.getChild("EqlSingle") !== null;
        if (name === "__name__") {
          // A regex or a negation names no metric this test could look for.
          if (equals) analysis.metrics.push(stringValue(text(value)));
          else analysis.errors.push(`"${text(node)}": match __name__ with = only`);
        } else if (name === "job" && equals) {
          analysis.jobs.push(stringValue(text(value)));
        }
      }
    },
  });
  return analysis;
}

/** Grafana's interval macros are not PromQL: each becomes a duration before parsing. */
const GRAFANA_MACROS =
  /\$__(rate_interval|interval|range)\b|\$\{__(rate_interval|interval|range)\}/g;
const withoutMacros = (expr: string) => expr.replace(GRAFANA_MACROS, "5m");

// ---------------------------------------------------------------------------------------------
// The files

const AlertRuleSchema = z.strictObject({
  alert: z.string().regex(/^[A-Z][A-Za-z0-9]+$/),
  expr: z.string().min(1),
  for: z.string().regex(/^\d+[smh]$/),
  labels: z.strictObject({ severity: z.enum(["critical", "warning"]) }),
  annotations: z.strictObject({
    summary: z.string().min(1),
    description: z.string().min(1),
    runbook_url: z.string(),
  }),
});
const AlertRulesSchema = z.strictObject({
  groups: z
    .array(z.strictObject({ name: z.string().min(1), rules: z.array(AlertRuleSchema).min(1) }))
    .min(1),
});

const PrometheusConfigSchema = z.object({
  rule_files: z.array(z.string()).min(1),
  scrape_configs: z.array(
    z.object({
      job_name: z.string(),
      scheme: z.enum(["http", "https"]).optional(),
      metrics_path: z.string().optional(),
      authorization: z
        .strictObject({ type: z.literal("Bearer").optional(), credentials_file: z.string() })
        .optional(),
      static_configs: z.array(z.object({ targets: z.array(z.string()).min(1) })).min(1),
    }),
  ),
});

const DATASOURCE = { type: "prometheus", uid: "${DS_PROMETHEUS}" };
const DatasourceSchema = z.object({ type: z.string(), uid: z.string() });
const TargetSchema = z.object({
  refId: z.string(),
  expr: z.string(),
  datasource: DatasourceSchema,
});
interface Panel {
  id: number;
  type: string;
  title: string;
  datasource?: z.infer<typeof DatasourceSchema>;
  targets?: z.infer<typeof TargetSchema>[];
  panels?: Panel[];
  gridPos: { x: number; y: number; w: number; h: number };
}
const PanelSchema: z.ZodType<Panel> = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string().min(1),
  datasource: DatasourceSchema.optional(),
  targets: z.array(TargetSchema).optional(),
  get panels() {
    return z.array(PanelSchema).optional();
  },
  gridPos: z.object({
    x: z.number().int().min(0),
    y: z.number().int().min(0),
    w: z.number().int().min(1).max(24),
    h: z.number().int().min(1),
  }),
});
const DashboardSchema = z.object({
  __inputs: z.array(z.object({ name: z.string(), type: z.string(), pluginId: z.string() })),
  schemaVersion: z.number().int(),
  uid: z.string().min(1),
  title: z.string().min(1),
  panels: z.array(PanelSchema).min(1),
  templating: z.object({
    list: z.array(
      z.object({
        name: z.string(),
        datasource: DatasourceSchema.optional(),
        definition: z.string().optional(),
      }),
    ),
  }),
});

const rules = AlertRulesSchema.parse(parseYaml(read("deploy/monitoring/alerts.yml")));
const alerts = rules.groups.flatMap((group) => group.rules);
const dashboard = DashboardSchema.parse(
  JSON.parse(read("deploy/monitoring/grafana-dashboard.json")),
);
const prometheus = PrometheusConfigSchema.parse(
  parseYaml(read("deploy/monitoring/prometheus.yml")),
);

function allPanels(panels: readonly Panel[]): Panel[] {
  return panels.flatMap((panel) => [panel, ...allPanels(panel.panels ?? [])]);
}

/** Every expression of the monitoring, named by where it is. */
interface Expression {
  where: string;
  expr: string;
}

const expressions: Expression[] = [
  ...alerts.map((rule) => ({ where: `alerts.yml ${rule.alert}`, expr: rule.expr })),
  ...allPanels(dashboard.panels).flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({
      where: `dashboard panel "${panel.title}" target ${target.refId}`,
      expr: withoutMacros(target.expr),
    })),
  ),
  // A variable's `label_values(<selector>, <label>)` is Grafana's; its selector is PromQL.
  ...dashboard.templating.list.flatMap((variable) => {
    const selector = /^label_values\((.+),\s*[A-Za-z_]\w*\)$/.exec(variable.definition ?? "");
    return selector?.[1]
      ? [{ where: `dashboard variable $${variable.name}`, expr: selector[1] }]
      : [];
  }),
];

// ---------------------------------------------------------------------------------------------
// The runbook

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces made hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a Markdown file's headings, outside code fences. */
function headingAnchors(markdown: string): string[] {
  const anchors: string[] = [];
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading?.[1]) anchors.push(headingAnchor(heading[1]));
  }
  return anchors;
}

// ---------------------------------------------------------------------------------------------

/** Every metric name a scrape of `text` offers, with the series a histogram or summary adds. */
function exposedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const line of text.split("\n")) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type?.[1]) {
      const [, name, kind] = type;
      names.add(name);
      if (kind === "histogram")
        for (const suffix of ["_bucket", "_sum", "_count"]) names.add(name + suffix);
      if (kind === "summary") for (const suffix of ["_sum", "_count"]) names.add(name + suffix);
    }
    const sample = /^([A-Za-z_:][A-Za-z0-9_:]*)[{ ]/.exec(line);
    if (sample?.[1]) names.add(sample[1]);
  }
  return names;
}

describe("the PromQL analysis itself", () => {
  it("finds metric names in selectors, quoted names and __name__ matchers", () => {
    expect(
      analysePromQL(
        'sum by (route) (rate(a_total{job="x", code=~"5.."}[5m])) / on() b + {__name__="c"} + {"d"}',
      ),
    ).toEqual({ errors: [], metrics: ["a_total", "b", "c", "d"], jobs: ["x"] });
    // Grafana's macros are not PromQL until they are replaced.
    const panelQuery = "histogram_quantile(0.95, sum by (le) (rate(h_bucket[$__rate_interval])))";
    expect(analysePromQL(panelQuery).errors).toContainEqual(expect.stringContaining("parse error"));
    expect(analysePromQL(withoutMacros(panelQuery))).toEqual({
      errors: [],
      metrics: ["h_bucket"],
      jobs: [],
    });
  });

  it("reports what does not parse, and __name__ it cannot resolve", () => {
    for (const broken of [
      "rat(foo[5m])",
      "sum(rate(foo[5m]) /",
      'foo{a="b"',
      "foo[5x]",
      "foo bar",
      "",
    ]) {
      expect(analysePromQL(broken).errors, broken).not.toEqual([]);
    }
    expect(analysePromQL('{__name__=~"juwenalia_.*"}').errors).toEqual([
      expect.stringContaining("match __name__ with = only"),
    ]);
  });
});

describe("deploy/monitoring against the server's /metrics", () => {
  let exposed = new Set<string>();

  beforeAll(async () => {
    // SQLite only: the names do not depend on the database.
    const sqlite: TestDatabase = {
      name: "sqlite",
      fresh: async () => ({ dataDir: temporaryDir(), databaseUrl: undefined }),
    };
    const app = await createTestApp(sqlite, { metricsToken: TOKEN });
    exposed = exposedNames(await metricsText(app));
  });

  it("reads the rules, the dashboard and the scrape config", () => {
    expect(alerts.length).toBeGreaterThanOrEqual(10);
    expect(new Set(alerts.map((rule) => rule.alert)).size).toBe(alerts.length);
    expect(expressions.length).toBeGreaterThan(alerts.length + 20);
  });

  it("has no PromQL expression with a parse error", () => {
    const faults = expressions.flatMap(({ where, expr }) =>
      analysePromQL(expr).errors.map((error) => `${where}: ${error}\n    ${expr}`),
    );
    expect(faults, faults.join("\n")).toEqual([]);
  });

  it("names only metrics a real /metrics answer has (or Prometheus' own up and ALERTS)", () => {
    expect(exposed.has("juwenalia_http_requests_total")).toBe(true);
    const missing: string[] = [];
    for (const { where, expr } of expressions) {
      const { metrics } = analysePromQL(expr);
      // Every expression reads some metric: one that reads none means the analysis missed it.
      if (metrics.length === 0) missing.push(`${where}: names no metric at all`);
      for (const metric of metrics) {
        if (!exposed.has(metric) && !PROMETHEUS_OWN.has(metric)) {
          missing.push(`${where}: ${metric} is not in GET /metrics`);
        }
      }
    }
    expect(missing, missing.join("\n")).toEqual([]);
  });

  it("reads the job that prometheus.yml scrapes, and nothing else", () => {
    const jobs = new Set(prometheus.scrape_configs.map((config) => config.job_name));
    const strangers = expressions.flatMap(({ where, expr }) =>
      analysePromQL(expr)
        .jobs.filter((job) => !jobs.has(job))
        .map((job) => `${where}: job="${job}"`),
    );
    expect(strangers).toEqual([]);
    // Every alert reads this job's series, never everything Prometheus happens to scrape.
    for (const rule of alerts) expect(analysePromQL(rule.expr).jobs, rule.alert).toContain(JOB);
  });

  it("scrapes each instance with the token from a file, and loads alerts.yml", () => {
    const job = prometheus.scrape_configs.find((config) => config.job_name === JOB);
    expect(job?.metrics_path ?? "/metrics").toBe("/metrics");
    expect(job?.authorization?.credentials_file).toMatch(/^\//);
    const targets = job?.static_configs.flatMap((config) => config.targets) ?? [];
    expect(targets.length).toBeGreaterThanOrEqual(2);
    expect(new Set(targets).size).toBe(targets.length);
    expect(prometheus.rule_files.map((file) => path.resolve(MONITORING, file))).toContain(
      path.join(MONITORING, "alerts.yml"),
    );
  });

  it("gives every alert a runbook_url that is a heading of the runbook", () => {
    const pages = readdirSync(path.join(ROOT, RUNBOOK)).filter((name) => name.endsWith(".md"));
    const anchorsOf = new Map(
      pages.map((page) => [page, headingAnchors(read(`${RUNBOOK}/${page}`))]),
    );
    for (const [page, anchors] of anchorsOf) {
      expect(new Set(anchors).size, `two headings of ${page} share an anchor`).toBe(anchors.length);
    }
    const broken = alerts.flatMap((rule) => {
      const [, page = "", anchor = ""] =
        new RegExp(`^${RUNBOOK}/([\\w-]+\\.md)#([a-z0-9-]+)$`).exec(rule.annotations.runbook_url) ??
        [];
      return anchorsOf.get(page)?.includes(anchor)
        ? []
        : [`${rule.alert}: ${rule.annotations.runbook_url}`];
    });
    expect(broken, `not a heading of ${RUNBOOK}:\n${broken.join("\n")}`).toEqual([]);
  });

  it("takes its datasource as an import input, on every panel and target", () => {
    expect(dashboard.__inputs).toContainEqual(
      expect.objectContaining({
        name: "DS_PROMETHEUS",
        type: "datasource",
        pluginId: "prometheus",
      }),
    );
    const panels = allPanels(dashboard.panels);
    expect(new Set(panels.map((panel) => panel.id)).size).toBe(panels.length);
    for (const panel of panels.filter((each) => each.type !== "row")) {
      expect(panel.gridPos.x + panel.gridPos.w, panel.title).toBeLessThanOrEqual(24);
      expect(panel.datasource, panel.title).toEqual(DATASOURCE);
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets ?? []) {
        expect(target.datasource, panel.title).toEqual(DATASOURCE);
      }
    }
  });
});
