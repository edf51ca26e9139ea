import { describe, expect, it } from "vitest";
import {
  ANNOUNCEMENT_MAX_AGE_SECONDS,
  ANNOUNCEMENT_QUIET_MAX_AGE_SECONDS,
} from "#core/announcement-timing";
import { festivalSets } from "#core/festival-schedule";
import { programmeSpans } from "#core/programme-hours";
import { createTestApp, TEST_EDITION, testDatabases } from "./helpers";
import { testClock } from "./test-clock";

/**
 * GET /api/announcement's cache life follows the programme's hours (core/programme-hours.ts),
 * the same rule that decides when the pages ask: short while they ask, so a late change reaches
 * every phone within 30 s, longer when no page of ours asks.
 */
const spans = programmeSpans(TEST_EDITION.days, festivalSets(TEST_EDITION.days));
const first = spans[0]!;
const last = spans.at(-1)!;

async function cacheControlAt(database: ReturnType<typeof testDatabases>[number], at: number) {
  const app = await createTestApp(database, { clock: testClock(new Date(at).toISOString()).clock });
  const answer = await app.inject({ method: "GET", url: "/api/announcement" });
  expect(answer.statusCode).toBe(200);
  return answer.headers["cache-control"];
}

const [database] = testDatabases();

describe("the announcement's cache life", () => {
  it("is short within the programme's hours, the last night past midnight included", async () => {
    const short = `public, max-age=${ANNOUNCEMENT_MAX_AGE_SECONDS}`;
    expect(await cacheControlAt(database!, first.from)).toBe(short);
    expect(await cacheControlAt(database!, Date.parse("2031-06-11T20:00:00+02:00"))).toBe(short);
    expect(await cacheControlAt(database!, last.until - 60_000)).toBe(short);
  });

  it("is longer before and after them", async () => {
    const quiet = `public, max-age=${ANNOUNCEMENT_QUIET_MAX_AGE_SECONDS}`;
    expect(await cacheControlAt(database!, first.from - 60_000)).toBe(quiet);
    expect(await cacheControlAt(database!, last.until)).toBe(quiet);
  });
});
