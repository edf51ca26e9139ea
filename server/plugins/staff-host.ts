import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ApiError } from "../errors";

/**
 * The staff side on a host of its own, STAFF_HOST (docs/decisions/028-the-staff-side-on-a-host-of-its-own.md):
 * a script on a public page — the consented widgets' included — runs in the public origin, and
 * only another origin keeps it from calling the staff's routes with a staff member's cookie.
 */
export interface StaffHostOptions {
  /** The staff host's name, lower case, without a port (`panel.juwenalia-syrenki.pl`). */
  host: string;
}

/** The staff's pages: the panel and the CMS (its sign-in and release routes included). */
const STAFF_PAGE = /^\/(?:moderacja|admin)(?:[/.]|$)/;
/** The staff's API. */
const STAFF_API = /^\/api\/moderation(?:[/.]|$)/;
/**
 * What the staff host serves besides the staff side: the API's description (its staff half for a
 * staff session; server/plugins/openapi.ts), the health check, and the files the staff pages load.
 */
const STAFF_HOST_EXTRAS = /^\/(?:api\/docs|api\/health|assets\/|generated\/|manifest\.webmanifest)/;
/** A page address: not the API, and no file extension in its last segment. */
const PAGE_ADDRESS = /^\/(?!api(?:\/|$))(?:[^/.]*\/)*[^/.]*$/;
const READ_METHODS = new Set(["GET", "HEAD"]);

/** Where a request leads on either host. */
export type StaffPathKind = "staff-page" | "staff-api" | "shared" | "public";

/** The kind of a request path (without its query). */
export function staffPathKind(pathname: string): StaffPathKind {
  if (STAFF_API.test(pathname)) return "staff-api";
  if (STAFF_PAGE.test(pathname)) return "staff-page";
  if (STAFF_HOST_EXTRAS.test(pathname)) return "shared";
  return "public";
}

/** `panel.example.pl.` is the same host as `panel.example.pl` to DNS and to browsers. */
export const requestHostName = (request: FastifyRequest) =>
  request.hostname.toLowerCase().replace(/\.$/, "");

/** Whether the request was made to the staff host (always true without one: a single origin). */
export function onStaffHost(request: FastifyRequest, staffHost: string | undefined): boolean {
  return staffHost === undefined || requestHostName(request) === staffHost;
}

/** The same address on the staff host, with the scheme and port the request came with. */
export function staffHostUrl(request: FastifyRequest, staffHost: string): string {
  const port = request.port ? `:${request.port}` : "";
  return `${request.protocol}://${staffHost}${port}${request.url}`;
}

/** Fetch Metadata values a staff API accepts on the staff host: its own pages, or typed/opened. */
const OWN_FETCH_SITES = new Set(["same-origin", "none"]);

/**
 * With STAFF_HOST set: the staff side answers only on that host, which serves no public page.
 * Registered before the routes, so a refused request never reaches a session or a handler.
 *
 * - Another host: a staff page redirects to the same address on the staff host (302: the
 *   setting may change, a browser must not remember it); a staff API answers 404 `not_found`,
 *   as for any address the public origin does not have (the preview host answers the same).
 * - The staff host: a staff API called by a page of another origin (Fetch Metadata's
 *   `Sec-Fetch-Site` is `same-site` or `cross-site`) is refused with 403 `forbidden_origin`, its
 *   reads included: CORS already keeps such a page from reading the answer, this keeps the
 *   request from running at all. A public page's address redirects to /moderacja; any other file
 *   that is not the staff pages' is 404.
 */
const staffHost: FastifyPluginAsync<StaffHostOptions> = async (app, { host }) => {
  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?", 1)[0] ?? "/";
    const kind = staffPathKind(pathname);
    if (requestHostName(request) !== host) {
      if (kind === "staff-api") throw new ApiError("not_found");
      if (kind !== "staff-page") return;
      if (!READ_METHODS.has(request.method)) throw new ApiError("not_found");
      return reply.redirect(staffHostUrl(request, host), 302);
    }
    if (kind === "staff-api") {
      const site = request.headers["sec-fetch-site"];
      if (typeof site === "string" && !OWN_FETCH_SITES.has(site)) {
        throw new ApiError("forbidden_origin");
      }
      return;
    }
    if (kind !== "public") return;
    if (READ_METHODS.has(request.method) && PAGE_ADDRESS.test(pathname)) {
      return reply.redirect("/moderacja", 302);
    }
    throw new ApiError("not_found");
  });
};

export default fp(staffHost, { name: "staff-host" });
