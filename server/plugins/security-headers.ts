import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import helmet from "@fastify/helmet";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmetHeaders from "helmet";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Sets every header of this plugin on an answer no hook saw: Fastify's own errors before
     * routing (a malformed URL), answered by server/plugins/error-handling.ts.
     */
    applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void;
    /**
     * Narrows the answer's policy to the inline scripts of the prerendered page `file` (an
     * absolute path under the static folder); any other file keeps the policy of all pages.
     */
    allowScriptsOfPage(reply: FastifyReply, file: string): void;
  }
}

export interface SecurityHeadersOptions {
  /** Folder with the prerendered HTML whose inline scripts get hashed into the CSP. */
  staticDir: string;
}

/**
 * One year, the festival's own host only: the domain may host other things (the unions' pages,
 * mail) that are not ours to force onto HTTPS, so neither includeSubDomains nor preload
 * (docs/security.md, "HTTPS only"). deploy/Caddyfile sends the same value.
 */
export const HSTS_HEADER = `max-age=${365 * 24 * 60 * 60}`;

/**
 * Powerful browser features none of our pages use, denied to them and to anything they embed
 * (docs/security.md). Geolocation stays with our own origin: the journey planner's widget runs
 * as our page and may offer "my location"; no other origin gets it. Clipboard, sharing and
 * fullscreen (the screens) are used, so they keep the browser's defaults.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=(self)",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/** Staff answers hold names, queues and sessions: no browser or proxy may keep a copy. */
const STAFF_PREFIX = "/api/moderation";

/** The headers this plugin adds besides helmet's, on every answer. */
function ownHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header("permissions-policy", PERMISSIONS_POLICY);
  const pathname = request.url.split("?", 1)[0] ?? "";
  if (pathname === STAFF_PREFIX || pathname.startsWith(`${STAFF_PREFIX}/`)) {
    reply.header("cache-control", "no-store");
  }
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

function* htmlFiles(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith(".html")) yield full;
  }
}

/** sha256 hashes of the inline <script>s of one page, in CSP source form. */
export function pageScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? "";
    if (body.trim() === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes].sort();
}

/**
 * `policy` with the inline scripts it allows replaced by `hashes`: the policy a page is answered
 * with names its own scripts only (docs/security.md, "Audit trail and security headers"), and a
 * preview's page, built from a proposed change, names the scripts of that build.
 */
function withPageScripts(policy: string, hashes: readonly string[]): string {
  return policy
    .split(";")
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== "script-src") return directive;
      const kept = sources.filter((source) => !source.startsWith("'sha256-"));
      return [name, ...kept, ...hashes].join(" ");
    })
    .join(";");
}

/**
 * Narrows the answer's policy to the inline scripts of the page it carries. The policy every answer
 * gets first allows the scripts of all pages, about 2 KB of hashes; one page's own are a handful,
 * which keeps a page's headers and its compressed HTML within the first round trip of a slow
 * connection (server/plugins/README.md#security-headers).
 */
export function allowPageScriptsOnly(reply: FastifyReply, hashes: readonly string[]): void {
  const policy = reply.raw.getHeader("content-security-policy");
  if (typeof policy !== "string") return;
  reply.header("content-security-policy", withPageScripts(policy, hashes));
}

/** Each prerendered page's inline script hashes, by the page's absolute path. */
function scriptHashesByPage(staticDir: string): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  for (const file of htmlFiles(path.resolve(staticDir))) {
    pages.set(file, pageScriptHashes(readFileSync(file, "utf8")));
  }
  return pages;
}

/** The consented widgets' origins: the journey planner (jakdojade.pl) and the Google map. */
const WIDGET_ORIGINS = {
  scriptSrc: ["https://maps.googleapis.com", "https://jakdojade.pl", "https://*.jakdojade.pl"],
  imgSrc: [
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "https://*.google.com",
    "https://jakdojade.pl",
    "https://*.jakdojade.pl",
  ],
  connectSrc: [
    "https://*.googleapis.com",
    "https://*.google.com",
    "https://*.gstatic.com",
    "https://jakdojade.pl",
    "https://*.jakdojade.pl",
  ],
  frameSrc: ["https://jakdojade.pl", "https://*.jakdojade.pl", "https://www.google.com"],
} as const;

/**
 * The CSP's directives: every source our own, plus the widgets' origins on the public pages only
 * (`widgets`). No inline script except the prerendered pages' own, by hash.
 */
function policyDirectives(hashes: readonly string[], widgets: boolean) {
  const third = (origins: readonly string[]) => (widgets ? origins : []);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...hashes, ...third(WIDGET_ORIGINS.scriptSrc)],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", ...third(WIDGET_ORIGINS.imgSrc)],
    connectSrc: ["'self'", ...third(WIDGET_ORIGINS.connectSrc)],
    // data: — Vite inlines the smallest font subsets into the CSS as data: URLs.
    fontSrc: ["'self'", "data:"],
    frameSrc: ["'self'", ...third(WIDGET_ORIGINS.frameSrc)],
    workerSrc: ["'self'", "blob:"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** A policy as its header value (`default-src 'self';script-src …`), as helmet writes it. */
function policyHeader(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...sources])
    .map((words) => words.join(" "))
    .join(";");
}

/**
 * The pages where staff work, /moderacja and the screens' /telebim (/admin has its own policy,
 * server/cms/cms-host.ts): their policy names no third party at all, whichever host serves them
 * (docs/decisions/028-the-staff-side-on-a-host-of-its-own.md).
 */
const STAFF_PAGES = /^\/(?:moderacja|telebim)(?:[/.]|$)/;

/** Whether `pathname` is one of the pages whose policy names no third party. */
export const isStaffPage = (pathname: string) => STAFF_PAGES.test(pathname);

/**
 * helmet with a CSP that allows no inline script except the prerendered pages' own, by hash
 * (computed once at start-up). Third-party origins are allowed only for what the visitor loads
 * on request (maps, journey planner), and only on the public pages.
 */
const securityHeaders: FastifyPluginAsync<SecurityHeadersOptions> = async (app, options) => {
  // Read once at start: every page's scripts, and their union for every other answer.
  const pages = scriptHashesByPage(options.staticDir);
  const hashes = [...new Set([...pages.values()].flat())].sort();
  const staffPagePolicy = policyHeader(policyDirectives(hashes, false));
  // Not annotated: @fastify/helmet and helmet type it from two copies of helmet's declarations.
  const helmetOptions = {
    contentSecurityPolicy: {
      directives: { ...policyDirectives(hashes, true), upgradeInsecureRequests: null },
    },
    // Maps keys are usually restricted by referrer: send our origin (never the path) cross-site.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
    crossOriginEmbedderPolicy: false,
    // Set per request below: helmet would send it over plain HTTP too.
    strictTransportSecurity: false,
    // The same as the CSP's frame-ancestors 'none', for browsers that read only this: nothing,
    // not even our own pages, frames ours (the CMS previews in its own document).
    xFrameOptions: { action: "deny" as const },
  };
  await app.register(helmet, helmetOptions);
  // On the raw answer, where helmet puts it: allowScriptsOfPage narrows what it finds there.
  const pagePolicy = (request: FastifyRequest, reply: FastifyReply) => {
    if (isStaffPage(request.url.split("?", 1)[0] ?? "")) {
      reply.raw.setHeader("content-security-policy", staffPagePolicy);
    }
  };
  app.addHook("onRequest", async (request, reply) => {
    ownHeaders(request, reply);
    pagePolicy(request, reply);
  });
  const setHelmetHeaders = helmetHeaders(helmetOptions);
  app.decorate("allowScriptsOfPage", (reply: FastifyReply, file: string) => {
    const own = pages.get(file);
    if (own) allowPageScriptsOnly(reply, own);
  });
  app.decorate("applySecurityHeaders", (request: FastifyRequest, reply: FastifyReply) => {
    setHelmetHeaders(request.raw, reply.raw, () => {});
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS_HEADER);
    ownHeaders(request, reply);
    pagePolicy(request, reply);
  });
  // Every answer that went out over HTTPS: the server's own TLS, or a trusted proxy's
  // X-Forwarded-Proto (TRUST_PROXY). Plain-HTTP development (`npm start`) never gets it, or the
  // browser would refuse http://localhost for a year.
  app.addHook("onRequest", async (request, reply) => {
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS_HEADER);
  });
};

export default fp(securityHeaders, { name: "security-headers" });
