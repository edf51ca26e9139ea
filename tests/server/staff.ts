import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { ClaimedItems, QueueItem } from "#core/contract";
import type { ModeratorRole } from "#core/staff-accounts";
import type { SubmissionStatus } from "#core/submission-transitions";
import { login } from "./helpers";

/** Distinct texts triage leaves alone and no two of which are duplicates or near-duplicates. */
export const DISTINCT_TEXTS = [
  "Pozdrawiamy z sektora C!",
  "Kto idzie na koncert?",
  "Najlepsza noc w roku",
  "Ekipa z akademika na płycie",
  "Dziękujemy za muzykę",
  "Gramy dalej do rana",
  "Trzecia trybuna śpiewa",
  "Wielkie brawa dla organizatorów",
];

/** A moderator account made as `npm run moderators -- add` makes it, signed in. */
export async function signedInAs(
  app: FastifyInstance,
  name: string,
  role: ModeratorRole = "moderator",
): Promise<string> {
  const password = await app.staffAccounts.add(name, role);
  return login(app, name, password);
}

/** A staff POST as the panel sends it: JSON from our own pages (no browser headers here). */
export function staffPost(app: FastifyInstance, session: string, url: string, body: unknown = {}) {
  return staffWrite(app, session, "POST", url, body);
}

/** A staff change of any method, sent as staffPost sends it. */
export function staffWrite(
  app: FastifyInstance,
  session: string,
  method: "POST" | "PUT" | "DELETE",
  url: string,
  body: unknown = {},
) {
  return app.inject({
    method,
    url,
    headers: { cookie: session, "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
}

export function staffGet(app: FastifyInstance, session: string, url: string) {
  return app.inject({ method: "GET", url, headers: { cookie: session } });
}

export async function claim(app: FastifyInstance, session: string): Promise<ClaimedItems> {
  const response = await staffPost(app, session, "/api/moderation/claims");
  expect(response.statusCode).toBe(200);
  return response.json<ClaimedItems>();
}

export async function queue(
  app: FastifyInstance,
  session: string,
  status: SubmissionStatus = "pending",
): Promise<QueueItem[]> {
  const response = await staffGet(app, session, `/api/moderation/submissions?status=${status}`);
  expect(response.statusCode).toBe(200);
  return response.json<QueueItem[]>();
}
