import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { defaultConnectionLimits } from "./operations/capacity";
import { answerClientError } from "./plugins/client-errors";
import connectionCaps from "./plugins/connection-caps";
import cookies from "./plugins/cookies";
import services from "./plugins/services";
import errorHandling, { answerFrameworkError } from "./plugins/error-handling";
import uncompressedBodies from "./plugins/uncompressed-bodies";
import jsonBody from "./plugins/json-body";
import draining, { DRAIN_BEHIND_PROXY_MS } from "./plugins/draining";
import loadShedding from "./plugins/load-shedding";
import requestMetrics from "./plugins/metrics";
import openApi from "./plugins/openapi";
import hostHeader from "./plugins/host-header";
import previews from "./plugins/previews";
import staffHost, { onStaffHost } from "./plugins/staff-host";
import { readSessionCookie } from "./plugins/session-cookie";
import requestTimeouts, {
  fastifyTimeoutOptions,
  tlsTimeoutOptions,
} from "./plugins/request-timeouts";
import securityHeaders from "./plugins/security-headers";
import staticSite from "./plugins/static-site";
import cmsAdmin from "./plugins/cms-admin";
import { benchRoutes } from "./routes/bench";
import { healthRoutes } from "./routes/health";
import { metricsRoutes } from "./routes/metrics";
import { moderationRoutes } from "./routes/moderation";
import { announcementRoutes } from "./routes/announcement";
import { receiptRoutes } from "./routes/receipt";
import { pushRoutes } from "./routes/push";
import { screenRoutes } from "./routes/screen";
import { submissionRoutes } from "./routes/submissions";
import { requestLogFields } from "./operations/request-log";
import type { AppConfig } from "./config";
import { derivedKey } from "./config/derived-keys";
import { identityHash } from "./submissions/sender-key";
import { screenKeys } from "./screens/screen-keys";
import { ServiceMetrics } from "./operations/service-metrics";
import { festivalSets } from "#core/festival-schedule";
import { programmeSpans } from "#core/programme-hours";

/** A body over 16 KiB is answered 413: far more than the longest message the rules allow. */
export const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Builds the whole service without listening: tests call `app.inject`, and only main.ts opens a
 * port.
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  // Timeouts and caps: the server terminates TLS itself, nothing in front protects it.
  const limits = config.connections ?? defaultConnectionLimits();
  // Devices and addresses are kept only as keyed hashes (server/operations/README.md#privacy):
  // one key for the limits, the logs and the stored sender of a message.
  const hashIdentity = identityHash(config.sessionSecret);
  const options = {
    logger: { level: config.logLevel, serializers: { req: requestLogFields } },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    ...fastifyTimeoutOptions(limits),
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  };
  const app = config.tls
    ? // HTTP/2 over TLS (decision 007): one connection carries the page, its CSS, fonts and images
      // at once instead of six HTTP/1.1 connections taking turns. Fastify types an HTTP/2
      // instance separately; every plugin and route here is written against the common API.
      (Fastify({
        ...options,
        http2: true,
        https: {
          allowHTTP1: true,
          cert: config.tls.cert,
          key: config.tls.key,
          ...tlsTimeoutOptions(limits),
        },
        // Open sessions (SSE included) must not hold up a graceful shutdown.
        forceCloseConnections: true,
      }) as unknown as FastifyInstance)
    : Fastify({
        ...options,
        // Keep-alive sockets and SSE must not hold up a graceful shutdown.
        forceCloseConnections: "idle",
      });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestTimeouts, limits);
  await app.register(connectionCaps, {
    maxConnections: limits.maxConnections,
    maxConnectionsPerAddress: limits.maxConnectionsPerAddress,
    behindProxy: config.trustProxy !== false,
    hashIdentity,
  });
  await app.register(errorHandling);
  // Before the other plugins and routes, so its hooks time and count every request.
  const metrics = config.metricsToken ? new ServiceMetrics(config.release) : undefined;
  if (metrics && config.backups) metrics.readBackupsIn(config.backups.dir);
  if (metrics && config.deployRoot) metrics.readDeploysIn(config.deployRoot);
  if (metrics) await app.register(requestMetrics, { metrics });
  await app.register(securityHeaders, { staticDir: config.staticDir });
  await app.register(hostHeader);
  if (config.overload) await app.register(loadShedding, config.overload);
  // Only a proxy's health checks read the drain: alone, an instance closes at once.
  await app.register(draining, {
    drainMs: config.trustProxy === false ? 0 : DRAIN_BEHIND_PROXY_MS,
  });
  // Before the body parsers and every route: the preview host is answered by previews alone.
  if (config.previews) {
    await app.register(previews, { settings: config.previews, now: config.clock });
  }
  // Before every route: the staff side answers on its own host only (plugins/staff-host.ts).
  if (config.staffHost) await app.register(staffHost, { host: config.staffHost });
  await app.register(uncompressedBodies);
  await app.register(jsonBody);
  await app.register(cookies, { secret: derivedKey(config.sessionSecret, "cookie-signing") });
  await app.register(openApi, {
    editionName: config.edition.name,
    // Read at request time, once the services below exist.
    isStaff: async (request) => {
      if (!onStaffHost(request, config.staffHost)) return false;
      const cookie = readSessionCookie(request);
      const session = cookie === null ? undefined : await app.staffSessions.find(cookie.id);
      // A session its second factor has not verified sees no more than the public.
      return session !== undefined && app.secondFactor.isDone(session);
    },
  });
  await app.register(services, {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    moderation: config.moderation,
    quickStartLeadHash: config.moderatorPasswordHash,
    heartbeatMs: config.heartbeatMs,
    staffStreamCheckMs: config.staffStreamCheckMs,
    clock: config.clock,
    staffIdleMs: config.staffIdleMs,
    secondFactor: {
      policy: config.staffSecondFactor ?? "leads",
      key: derivedKey(config.sessionSecret, "second-factor-secrets"),
      siteName: config.edition.name,
    },
    retention: config.retention,
    backups: config.backups,
    metrics,
    festivalSets: festivalSets(config.edition.days),
    hashIdentity,
    push: config.push,
    admission: {
      secret: config.sessionSecret,
      proofCounter: config.proofCounter,
      limits: {
        perDevicePerMinute: config.rateLimitPerMinute,
        unverifiedPerIpPerMinute: config.rateLimitUnverifiedPerIpPerMinute,
        newDevicesPerIpPerMinute: config.rateLimitNewDevicesPerIpPerMinute,
      },
    },
  });
  app.decorate("screenKeys", screenKeys(config.sessionSecret));

  const windows = config.messageWindows;
  await app.register(healthRoutes, { release: config.release });
  await app.register(submissionRoutes, { window: windows.submissions });
  await app.register(moderationRoutes, { moderation: config.moderation });
  await app.register(screenRoutes);
  await app.register(announcementRoutes, {
    programmeSpans: programmeSpans(config.edition.days, festivalSets(config.edition.days)),
  });
  await app.register(receiptRoutes, { hashIdentity });
  await app.register(pushRoutes);
  if (metrics && config.metricsToken) {
    await app.register(metricsRoutes, { metrics, token: config.metricsToken });
  }
  if (config.bench) await app.register(benchRoutes);
  await app.register(cmsAdmin, {
    ...config.cms,
    editionName: config.edition.name,
    release: {
      release: config.release,
      deployRoot: config.deployRoot,
      host: config.cms.host,
      startedAt: new Date(),
    },
  });
  await app.register(staticSite, { root: config.staticDir, pagesWindow: windows.pages });
  return app;
}
