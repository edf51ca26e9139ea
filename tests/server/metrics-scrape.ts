/** Scraping GET /metrics in the server tests (server/routes/metrics.ts). */
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { submit, VALID } from "./helpers";

/** The METRICS_TOKEN of the apps under test. */
export const TOKEN = "token-do-metryk-0123456789";

/** A scrape with this Authorization header (null: none). */
export function scrape(app: FastifyInstance, authorization: string | null = `Bearer ${TOKEN}`) {
  return app.inject({
    method: "GET",
    url: "/metrics",
    headers: authorization === null ? {} : { authorization },
  });
}

/** The value of one sample of the exposition: `name{labels} value`, labels in any order. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split("\n")) {
    const match = /^([a-z_:][a-z0-9_:]*)(?:\{(.*)\})? (\S+)$/i.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2] === undefined ? [] : match[2].split(/,(?=[a-z_]+=")/i);
    if (present.length === wanted.length && wanted.every((pair) => present.includes(pair))) {
      return Number(match[3]);
    }
  }
  throw new Error(`no sample ${name}${JSON.stringify(labels)} in:\n${text}`);
}

/** A scrape that must succeed: its exposition. */
export async function metricsText(app: FastifyInstance): Promise<string> {
  const response = await scrape(app);
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** A message that must be accepted: its id. */
export async function submitted(app: FastifyInstance, message: string): Promise<number> {
  const response = await submit(app, { author: VALID.author, message });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}
