import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { newestBackupTime } from "../backups/backup-files";
import { readHistory } from "../deploy/deploy-history";
import { CHANGE_ORIGINS, type ChangeOrigin } from "../db/change-bus";
import type { NightFigures, ReleaseStamp } from "#core/contract";

/** Every metric name starts with it, the process metrics of prom-client included. */
export const METRICS_PREFIX = "juwenalia_";

/** The route label of a request no route matched: raw paths never become labels. */
export const UNMATCHED_ROUTE = "unmatched";

/** The code label of an error answer whose body is not the API's `{code, error}` (a 404 page). */
export const NO_ERROR_CODE = "none";

/** One answered request, as the metrics see it. */
export interface AnsweredRequest {
  method: string;
  /** The route's template (`/api/moderation/submissions/:id/approve`) or `UNMATCHED_ROUTE`. */
  route: string;
  statusCode: number;
  seconds: number;
  /** The `code` of an error body; `NO_ERROR_CODE` when it has none. */
  errorCode: string;
}

const name = (metric: string) => `${METRICS_PREFIX}${metric}`;

/** The figures of the queue, each under the snake_case of its `NightFigures` field. */
const QUEUE_FIGURES = {
  pendingItems: {
    metric: "pending_items",
    help: "Queue items (groups of the same text) waiting",
  },
  pendingMessages: { metric: "pending_messages", help: "Messages waiting for a decision" },
  oldestWaitingSeconds: {
    metric: "oldest_waiting_seconds",
    help: "How long the oldest pending message has waited; NaN when none waits",
  },
  medianWaitSeconds: {
    metric: "median_wait_seconds",
    help: "Median arrival-to-decision time over the last 15 minutes; NaN without decisions",
  },
  approvedWaitingForScreen: {
    metric: "approved_waiting_for_screen",
    help: "Approved messages the screens have not reached yet",
  },
} as const satisfies Partial<Record<keyof NightFigures, { metric: string; help: string }>>;
type QueueFigure = keyof typeof QUEUE_FIGURES;

/**
 * The metrics of one server instance, in a registry of its own rather than prom-client's global
 * one: every app a test builds starts from zero, and nothing a library registers globally leaks
 * into our scrape.
 */
export class ServiceMetrics {
  private readonly registry = new Registry();

  private readonly requests = new Counter({
    name: name("http_requests_total"),
    help: "Requests answered, by method, route template and status code",
    labelNames: ["method", "route", "status_code"] as const,
    registers: [this.registry],
  });

  // By method and route only: the status is the counter's, and each label multiplies the buckets.
  private readonly durations = new Histogram({
    name: name("http_request_duration_seconds"),
    help: "Time from the request's arrival to its answer, by method and route template",
    labelNames: ["method", "route"] as const,
    // The panel's target, an answer within 100 ms, is a bucket bound.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  // Kept apart from the request counter for its `code`: the status alone cannot tell a full
  // database (503 database_unavailable) from shed load (503 overloaded), or a flooder's 429 from
  // a login guesser's.
  private readonly errors = new Counter({
    name: name("http_errors_total"),
    help: "Error answers, by route template, status class (4xx, 5xx) and the body's error code",
    labelNames: ["route", "status_class", "code"] as const,
    registers: [this.registry],
  });

  private readonly figures = Object.fromEntries(
    Object.entries(QUEUE_FIGURES).map(([key, { metric, help }]) => [
      key,
      this.figure(metric, help),
    ]),
  ) as Record<QueueFigure, Gauge>;

  private readonly screensConnected = this.figure(
    "screens_connected",
    "Big screens connected to this instance",
  );

  private readonly figuresUp = this.figure(
    "figures_up",
    "1 when this scrape read the night's figures from the database, 0 when it could not",
  );

  private readonly changes = new Counter({
    name: name("changes_total"),
    help:
      "Batches of committed changes the change bus delivered to this instance's feed and board, " +
      "by origin: this instance, or another one over PostgreSQL NOTIFY",
    labelNames: ["origin"] as const,
    registers: [this.registry],
  });

  private readonly moderatorWorking = new Gauge({
    name: name("moderator_working"),
    help: "1 for a signed-in moderator active in the last minute, 0 for one who is idle",
    labelNames: ["moderator"] as const,
    registers: [this.registry],
  });

  private readonly moderatorDecisionsPerMinute = new Gauge({
    name: name("moderator_decisions_per_minute"),
    help: "Decisions per minute of a signed-in moderator over the last 5 minutes",
    labelNames: ["moderator"] as const,
    registers: [this.registry],
  });

  // The phones' notifications (server/push/README.md): what this instance sent, and the queue
  // and subscriptions as the database holds them for every instance.
  private readonly pushNotices = new Counter({
    name: name("push_notices_total"),
    help:
      "Notices to phones this instance finished, by kind (late-change, reminder, announcement) " +
      "and outcome: sent, failed (given up after retries), gone (404/410: subscription deleted), " +
      "superseded (no longer true or too late)",
    labelNames: ["kind", "outcome"] as const,
    registers: [this.registry],
  });

  private readonly pushSubscriptions = this.figure(
    "push_subscriptions",
    "Phones with notifications on; NaN when unknown",
  );

  private readonly pushWaiting = this.figure(
    "push_queue_waiting",
    "Notices to phones in the queue, due now or retried later; NaN when unknown",
  );

  private readonly pushOldest = this.figure(
    "push_queue_oldest_seconds",
    "How long the oldest notice due has waited; 0 when none is due, NaN when unknown",
  );

  /** BACKUP_DIR, read on each scrape; unset: no backups (0). */
  private backupDir: string | undefined;

  // Read from the folder, not from the job: the same for SQLite's scheduled backups and for
  // PostgreSQL's, which `npm run backup` writes from a timer outside the server.
  private readonly lastBackup = new Gauge({
    name: name("backup_last_success_timestamp_seconds"),
    help: "When the newest complete backup in BACKUP_DIR was started (Unix seconds); 0 when none",
    registers: [this.registry],
    collect: async () => {
      // An unreadable folder is as good as none: the scrape itself must not fail.
      const newest = this.backupDir
        ? await newestBackupTime(this.backupDir).catch(() => undefined)
        : undefined;
      this.lastBackup.set(newest ? newest.getTime() / 1000 : 0);
    },
  });

  /** The deploy's folder (releases/, deployments.jsonl), read on each scrape; unset: none. */
  private deployRoot: string | undefined;

  private readonly lastDeploy = new Gauge({
    name: name("deploy_last_timestamp_seconds"),
    help:
      "When the last deploy or rollback on this server ended (Unix seconds), labelled with its " +
      "action, outcome (live, refused, reverted) and release; absent when none is on record",
    labelNames: ["action", "outcome", "release"] as const,
    registers: [this.registry],
    collect: () => {
      this.lastDeploy.reset();
      const last = this.deployRoot
        ? readHistory(this.deployRoot)
            .filter((record) => record.action === "deploy" || record.action === "rollback")
            .at(-1)
        : undefined;
      if (!last) return;
      const labels = { action: last.action, outcome: last.outcome, release: last.release ?? "" };
      this.lastDeploy.set(labels, Date.parse(last.at) / 1000);
    },
  });

  constructor(release: ReleaseStamp) {
    collectDefaultMetrics({ register: this.registry, prefix: METRICS_PREFIX });
    // The usual info-metric shape: always 1, the facts in labels, so a dashboard can join on it.
    new Gauge({
      name: name("build_info"),
      help: "The release this instance runs: its commit and the edition of its content",
      labelNames: ["commit", "edition"] as const,
      registers: [this.registry],
    }).set({ commit: release.commit, edition: release.edition }, 1);
    // Both origins from the start, so "no change from another instance yet" reads 0, not absent.
    for (const origin of CHANGE_ORIGINS) this.changes.inc({ origin }, 0);
  }

  private figure(metric: string, help: string): Gauge {
    return new Gauge({ name: name(metric), help, registers: [this.registry] });
  }

  /**
   * One batch the change bus delivered. On several instances each should see the others' changes
   * too: `other_instance` standing still while the others write means NOTIFY stopped reaching this
   * one.
   */
  countChanges(origin: ChangeOrigin): void {
    this.changes.inc({ origin });
  }

  /** One notice to one phone finished (server/push/push-worker.ts). */
  countPush(kind: string, outcome: string): void {
    this.pushNotices.inc({ kind, outcome });
  }

  /** Reports the deploys recorded in `root` (docs/operations/publishing.md#deploy-and-rollback). */
  readDeploysIn(root: string): void {
    this.deployRoot = root;
  }

  /** Reports the newest complete backup of `dir` (server/backups/README.md). */
  readBackupsIn(dir: string): void {
    this.backupDir = dir;
  }

  count(request: AnsweredRequest): void {
    const { method, route, statusCode } = request;
    this.requests.inc({ method, route, status_code: statusCode });
    this.durations.observe({ method, route }, request.seconds);
    if (statusCode >= 400) {
      const statusClass = statusCode >= 500 ? "5xx" : "4xx";
      this.errors.inc({ route, status_class: statusClass, code: request.errorCode });
    }
  }

  /**
   * The figures of this scrape, and this instance's screen streams (`screens_connected` counts
   * every open wall here, named or not). Moderators who signed out since the last one disappear.
   */
  showFigures(figures: NightFigures, screenStreams: number): void {
    for (const key of Object.keys(QUEUE_FIGURES) as QueueFigure[]) {
      this.figures[key].set(figures[key] ?? Number.NaN);
    }
    this.screensConnected.set(screenStreams);
    this.showPushFigures(figures.push);
    this.moderatorWorking.reset();
    this.moderatorDecisionsPerMinute.reset();
    for (const moderator of figures.moderators) {
      const labels = { moderator: moderator.name };
      this.moderatorWorking.set(labels, moderator.working ? 1 : 0);
      this.moderatorDecisionsPerMinute.set(labels, moderator.decisionsPerMinute);
    }
    this.figuresUp.set(1);
  }

  /**
   * The database could not be read: its figures are unknown (NaN, the moderators left out), the
   * screens are this instance's own count and still known.
   */
  figuresUnavailable(screensConnected: number): void {
    for (const gauge of Object.values(this.figures)) gauge.set(Number.NaN);
    this.showPushFigures(undefined);
    this.screensConnected.set(screensConnected);
    this.moderatorWorking.reset();
    this.moderatorDecisionsPerMinute.reset();
    this.figuresUp.set(0);
  }

  private showPushFigures(push: NightFigures["push"]): void {
    this.pushSubscriptions.set(push?.subscriptions ?? Number.NaN);
    this.pushWaiting.set(push?.waiting ?? Number.NaN);
    this.pushOldest.set(push ? (push.oldestWaitingSeconds ?? 0) : Number.NaN);
  }

  /** The Prometheus text exposition, and its content type. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
