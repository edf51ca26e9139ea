import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import helmet from "@fastify/helmet";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";

export interface SecurityHeadersOptions {
  /** Folder with the prerendered HTML whose inline scripts get hashed into the CSP. */
  staticDir: string;
  /** The server speaks TLS itself: browsers are told to come back over HTTPS only. */
  hsts: boolean;
}

/**
 * 180 days, the festival's own host only: the domain may host other things (the unions' pages,
 * mail) that are not ours to force onto HTTPS, so neither includeSubDomains nor preload.
 */
const HSTS_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

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

/** sha256 hashes of every inline <script> in the prerendered pages, in CSP source form. */
export function inlineScriptHashes(staticDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(staticDir)) {
    for (const hash of pageScriptHashes(readFileSync(file, "utf8"))) hashes.add(hash);
  }
  return [...hashes].sort();
}

/**
 * helmet with a CSP that allows no inline script except the prerendered pages' own, by hash
 * (computed once at start-up). Third-party origins are allowed only for what the visitor loads
 * on request (maps, journey planner).
 */
const securityHeaders: FastifyPluginAsync<SecurityHeadersOptions> = async (app, options) => {
  const hashes = inlineScriptHashes(options.staticDir);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...hashes,
          "https://maps.googleapis.com",
          "https://jakdojade.pl",
          "https://*.jakdojade.pl",
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          "data:",
          "blob:",
          "https://*.googleapis.com",
          "https://*.gstatic.com",
          "https://*.google.com",
          "https://jakdojade.pl",
          "https://*.jakdojade.pl",
        ],
        connectSrc: [
          "'self'",
          "https://*.googleapis.com",
          "https://*.google.com",
          "https://*.gstatic.com",
          "https://jakdojade.pl",
          "https://*.jakdojade.pl",
        ],
        // data: — Vite inlines the smallest font subsets into the CSS as data: URLs.
        fontSrc: ["'self'", "data:"],
        frameSrc: [
          "'self'",
          "https://jakdojade.pl",
          "https://*.jakdojade.pl",
          "https://www.google.com",
        ],
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Maps keys are usually restricted by referrer: send our origin (never the path) cross-site.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.hsts
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false, preload: false }
      : false,
  });
};

export default fp(securityHeaders, { name: "security-headers" });
