import type { ServiceMetrics } from "../operations/service-metrics";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { ModerationMode } from "#core/submission-transitions";
import { ChangeBus } from "../db/change-bus";
import { openDatabase } from "../db/open-database";
import { migrateToLatest } from "../db/migrations";
import { openRateCounters } from "../db/rate-counters";
import { AuditTrail, type AuditReads } from "../db/audit-trail";
import { StaffAccountsRepository } from "../db/staff-accounts-repo";
import { NightRecordsRepository } from "../db/night-records";
import { NightRecordsReader } from "../moderation/night-records-reader";
import { StaffSessionsRepository } from "../db/staff-sessions-repo";
import { ScreenBoardRepository } from "../db/screen-board";
import { ScreenHeartbeatsRepository } from "../db/screen-heartbeats-repo";
import { ScreenKeyVersionsRepository } from "../db/screen-key-versions-repo";
import { SubmissionsRepository, type SubmissionReads } from "../db/submissions-repo";
import { isDatabaseUnavailable } from "../db/unavailable";
import { Feed } from "../screens/feed";
import { ScreenKeyVersions } from "../screens/screen-key-versions";
import { ScreenBoardService } from "../screens/screen-board-service";
import { ScreenHeartbeats } from "../screens/screen-heartbeats";
import { StaffStreams } from "../screens/staff-streams";
import { startRetention, type RetentionPolicy } from "../operations/retention";
import { startBackupJob, type BackupSettings, type TakenBackup } from "../backups/backup-job";
import { deleteExpiredBackups } from "../backups/backup-pruning";
import { ModerationService } from "../moderation/moderation-service";
import { LateChangesService } from "../moderation/late-changes";
import { StaffAccounts } from "../moderation/staff-accounts";
import { StaffSessions } from "../moderation/staff-sessions";
import { PasswordChange } from "../moderation/password-change";
import { AccountFactors } from "../moderation/second-factor/account-factors";
import { FactorEnrolment } from "../moderation/second-factor/factor-enrolment";
import {
  SecondFactorService,
  secondFactorKeys,
} from "../moderation/second-factor/second-factor-service";
import { SessionFactorsRepository } from "../db/session-factors-repo";
import { StaffFactorsRepository } from "../db/staff-factors-repo";
import type { SecondFactorPolicy } from "#core/contract";
import { SubmissionAdmission } from "../submissions/admission";
import { ProofOfWork, type ProofChallenges } from "../submissions/proof-of-work";
import type { IdentityHash } from "../submissions/sender-key";
import type { SubmissionLimits } from "../submissions/submission-limits";
import type { FestivalSet } from "#core/festival-schedule";
import { openPush } from "../push/open-push";
import type { PushService } from "../push/push-service";
import type { PushSettings } from "../push/push-settings";
import { newDeviceId } from "./cookies";
import loginThrottle from "./login-throttle";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The messages, read only: every write goes through `moderation` and the change bus
     * (server/README.md#how-a-message-flows).
     */
    submissions: SubmissionReads;
    /** The moderation policy: where a new message starts, where a decision moves it. */
    moderation: ModerationService;
    /** The staff's sessions: sign-in, sign-out and their lines in the trail, who is signed in. */
    staffSessions: StaffSessions;
    /** The staff accounts: generated passwords and the sign-in's check. */
    staffAccounts: StaffAccounts;
    /**
     * The staff's second factor (server/moderation/README.md#second-factor): what a session
     * still has to prove, and the proof; adding and removing one's own factors; a lead's view and
     * reset of the accounts' factors; a change of one's own password.
     */
    secondFactor: SecondFactorService;
    factorEnrolment: FactorEnrolment;
    accountFactors: AccountFactors;
    passwordChange: PasswordChange;
    /** The trail, read only: its lines are written by the services that act. */
    auditTrail: AuditReads;
    /** The live feed: the committed changes fanned out to this instance's streams. */
    feed: Feed;
    /** The staff streams of this instance, each closed when its session ends. */
    staffStreams: StaffStreams;
    /** What the leads set besides the messages: announcement, settings, modes, late changes. */
    screenBoard: ScreenBoardService;
    /** The leads' late changes to the schedule, kept on the board. */
    lateChanges: LateChangesService;
    /** The named screens' last reports. */
    screenHeartbeats: ScreenHeartbeats;
    /** The screens' key versions: a lead's new link moves a screen's on. */
    screenKeyVersions: ScreenKeyVersions;
    /**
     * The reads behind the night's figures (server/moderation/night-figures.ts), shared by the
     * panels until the change bus carries a change.
     */
    nightRecords: NightRecordsReader;
    /**
     * Flood control of a submission: its proof of work spent, its count against the limits. It and
     * the login throttle are the only users of the rate counters, which no decorator exposes.
     */
    submissionAdmission: SubmissionAdmission;
    /** The proofs of work, as far as routes use them: a new challenge. */
    proofOfWork: ProofChallenges;
    /** The clock of the repositories (tests move it). */
    clock: () => Date;
    /**
     * A SQLite backup now, as the schedule takes it (server/backups/README.md); resolves to
     * undefined without scheduled backups (PostgreSQL, BACKUP_EVERY_MINUTES=0) or on failure.
     */
    backupNow: () => Promise<TakenBackup | undefined>;
    /**
     * The phones' notifications (server/push/README.md): subscriptions, "also to phones"
     * announcements, the figures; null when they are off on this server.
     */
    push: PushService | null;
  }
}

export interface ServicesOptions {
  dataDir: string;
  databaseUrl?: string;
  moderation: ModerationMode;
  /**
   * The scrypt hash of MODERATOR_PASSWORD (or of the generated one): the quick-start lead
   * account's password, applied when it changed since a start last applied it
   * (docs/operations/the-night.md#staff-passwords).
   */
  quickStartLeadHash: string;
  /** Who must have a second factor, and the key its secrets are sealed with. */
  secondFactor: {
    policy: SecondFactorPolicy;
    /** The key derived from SESSION_SECRET for "second-factor-secrets". */
    key: Buffer;
    /** The festival's name: an authenticator app's issuer, the passkey prompt's site. */
    siteName: string;
  };
  /** Tests shorten the 15 s heartbeat. */
  heartbeatMs?: number;
  /** Tests shorten the 5 s re-check of the staff streams' sessions. */
  staffStreamCheckMs?: number;
  /** The clock of the counters, sessions, claims, the trail and the retention job (tests move it). */
  clock?: () => Date;
  /** How long an unused staff session lives (STAFF_IDLE_MINUTES); unset: the default. */
  staffIdleMs?: number;
  /** When the edition's messages are deleted; unset: never (apps built by tests). */
  retention?: RetentionPolicy;
  /** Scheduled SQLite backups and the folder retention prunes; unset: neither (tests). */
  backups?: BackupSettings;
  /** Counts what the change bus delivers; unset without METRICS_TOKEN. */
  metrics?: ServiceMetrics;
  /** The edition's sets (core/festival-schedule.ts): those a lead may delay or cancel. */
  festivalSets: readonly FestivalSet[];
  /** Salted hashes of devices and addresses: the rate counters' keys and a message's sender. */
  hashIdentity: IdentityHash;
  /** The phones' notifications; unset: off. */
  push?: PushSettings;
  /** Flood control of POST /api/submissions (docs/decisions/010). */
  admission: {
    limits: SubmissionLimits;
    /** The session secret: challenges are signed with a key derived from it. */
    secret: string;
    /** The work of a challenge (tests make it cheap); default PROOF_COUNTER. */
    proofCounter?: { min: number; max: number };
  };
}

const COUNTER_SWEEP_MS = 60_000;

/**
 * The composition root: opens the database, migrates it to the latest schema, wires the change bus,
 * the stores, the moderation service and the feed, starts the timed jobs (counter sweep, retention,
 * backups) and exposes them as decorators (server/README.md#decorators). Shutdown order: streams
 * end before the HTTP server closes (preClose), the database closes after in-flight writes are done
 * (onClose).
 */
const services: FastifyPluginAsync<ServicesOptions> = async (app, options) => {
  const outages = app.outageLog;
  const handle = openDatabase(options, outages);
  const staffAccounts = new StaffAccounts(new StaffAccountsRepository(handle, options.clock));
  try {
    const newer = await migrateToLatest(handle);
    if (newer.length > 0) {
      app.log.warn(
        { newer },
        "database already migrated by a newer release; running on it as it is",
      );
    }
    if (await staffAccounts.setQuickStartLead(options.quickStartLeadHash)) {
      app.log.info("quick-start lead: the start's password applied, its sessions ended");
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  const reportError = (error: unknown) =>
    isDatabaseUnavailable(error)
      ? outages.failed(error)
      : app.log.error({ err: error }, "feed delivery failed");
  const now = options.clock ?? (() => new Date());
  app.decorate("clock", now);
  // One bus carries every committed change, this instance's and the others' (LISTEN/NOTIFY).
  const bus = new ChangeBus(handle, {
    onDelivered: (origin) => options.metrics?.countChanges(origin),
  });
  const submissions = new SubmissionsRepository(handle, bus, now);
  const screenBoard = new ScreenBoardRepository(handle, bus, now);
  await screenBoard.start();
  const feed = new Feed(reportError, options.heartbeatMs);
  await feed.start(submissions, bus, screenBoard);
  const stopListening = await bus.listenToOtherInstances(reportError);

  app.decorate("submissions", submissions);
  app.decorate("moderation", new ModerationService(submissions, options.moderation));
  app.decorate("staffAccounts", staffAccounts);
  const auditTrail = new AuditTrail(handle, now);
  app.decorate("auditTrail", auditTrail);
  app.decorate("feed", feed);
  // Asks the sessions as the guard does, so both apply one rule of what is live.
  const staffStreams = new StaffStreams(
    (ids) => app.staffSessions.live(ids),
    (error) => {
      if (outages.noteIfUnavailable(error)) return;
      app.log.error({ err: error }, "staff streams: session check failed");
    },
    options.staffStreamCheckMs,
  );
  app.decorate("staffStreams", staffStreams);
  app.decorate(
    "staffSessions",
    new StaffSessions(
      staffAccounts,
      new StaffSessionsRepository(handle, now, options.staffIdleMs),
      auditTrail,
      { streams: staffStreams, claims: submissions },
    ),
  );
  const secondFactor = {
    factors: new StaffFactorsRepository(handle, now),
    sessions: new SessionFactorsRepository(handle, now),
    trail: auditTrail,
    endSession: (id: string) => app.staffSessions.signOut(id),
    policy: options.secondFactor.policy,
    ...secondFactorKeys(options.secondFactor.key),
    siteName: options.secondFactor.siteName,
    now,
  };
  const proving = new SecondFactorService(secondFactor);
  app.decorate("secondFactor", proving);
  app.decorate("factorEnrolment", new FactorEnrolment(secondFactor, proving));
  app.decorate("accountFactors", new AccountFactors(staffAccounts, secondFactor.factors));
  app.decorate(
    "passwordChange",
    new PasswordChange(staffAccounts, auditTrail, options.secondFactor.siteName),
  );
  const screenBoardService = new ScreenBoardService(screenBoard);
  app.decorate("screenBoard", screenBoardService);
  app.decorate("lateChanges", new LateChangesService(screenBoardService, options.festivalSets));
  app.decorate(
    "screenHeartbeats",
    new ScreenHeartbeats(new ScreenHeartbeatsRepository(handle, bus), now),
  );
  app.decorate(
    "screenKeyVersions",
    new ScreenKeyVersions(new ScreenKeyVersionsRepository(handle, now)),
  );
  const nightRecords = new NightRecordsReader(new NightRecordsRepository(handle), bus);
  app.decorate("nightRecords", nightRecords);
  // The counters go to the two that count on them, the submissions' admission and the login
  // throttle, and to no decorator: routes count through these alone.
  const rateCounters = openRateCounters(handle, options.clock);
  const { hashIdentity } = options;
  const proofs = new ProofOfWork(
    options.admission.secret,
    rateCounters,
    options.admission.proofCounter,
  );
  app.decorate("proofOfWork", proofs);
  app.decorate(
    "submissionAdmission",
    new SubmissionAdmission({
      proofs,
      counters: rateCounters,
      limits: options.admission.limits,
      hashIdentity,
      newDevice: newDeviceId,
      isUnavailable: (error) => outages.isUnavailable(error),
    }),
  );
  await app.register(loginThrottle, {
    counters: rateCounters,
    hashIdentity,
    trail: auditTrail,
    clock: options.clock,
  });
  const push = options.push
    ? await openPush({
        settings: options.push,
        handle,
        board: {
          current: () => screenBoard.current(),
          onChange: (listener) => screenBoard.onChange(listener),
          inForce: (board) => app.lateChanges.inForce(board),
        },
        sets: options.festivalSets,
        trail: auditTrail,
        counters: rateCounters,
        hashIdentity,
        defaultPerAddressPerMinute: options.admission.limits.newDevicesPerIpPerMinute,
        now,
        counted: (kind, count) => options.metrics?.countPush(kind, count),
        log: app.log,
      })
    : null;
  app.decorate("push", push);
  // Ended windows are dropped once a minute, so the counters never grow with the crowd.
  const sweeper = setInterval(() => {
    rateCounters.sweep().catch((error: unknown) => {
      app.log.warn({ err: error }, "rate counters: sweep failed");
    });
  }, COUNTER_SWEEP_MS);
  sweeper.unref();
  // Deletes the edition's messages once their time is up (server/operations/README.md#privacy): at
  // start, before the first request, then hourly.
  const retention = options.retention
    ? startRetention({
        db: handle.db,
        policy: options.retention,
        log: app.log,
        clock: options.clock,
        onDeleted: () => feed.rememberAgain(),
        // Backups, and a database a restore kept aside, follow the same date.
        deleteExpiredFiles: async (deleteBefore) =>
          options.backups
            ? deleteExpiredBackups([options.backups.dir, options.dataDir], deleteBefore, now())
            : [],
      })
    : undefined;
  await retention?.run();
  // Only SQLite is copied by the server; PostgreSQL by `npm run backup` on a timer (deploy/).
  const backupTo = handle.backupTo;
  const backups =
    options.backups && options.backups.everyMinutes > 0 && backupTo
      ? startBackupJob({
          settings: options.backups,
          // Past the retention date nothing expired may be copied: the pass runs first.
          backupTo: async (file) => {
            await retention?.run();
            await backupTo(file);
          },
          retention: options.retention,
          log: app.log,
          clock: options.clock,
        })
      : undefined;
  app.decorate("backupNow", async () => backups?.run());

  app.addHook("preClose", async () => feed.closeStreams());
  app.addHook("onClose", async () => {
    // First: the pushes in flight finish and are marked while the database is open.
    await push?.stop();
    clearInterval(sweeper);
    staffStreams.stop();
    nightRecords.stop();
    await backups?.stop();
    await retention?.stop();
    await feed.stop();
    await stopListening();
    await handle.close();
  });
};

export default fp(services, { name: "services", dependencies: ["error-handling"] });
