import { describe, expect, it } from "vitest";
import { OutageLog, reportQueriesTo } from "./outage-log";

function recorder(start = 1_000) {
  const lines: Array<{ details: object; message: string }> = [];
  let now = start;
  const log = new OutageLog(
    { warn: (details: object, message: string) => lines.push({ details, message }) } as never,
    () => now,
  );
  return { log, lines, advance: (ms: number) => (now += ms), now: () => now };
}

const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });

describe("OutageLog", () => {
  it("warns once when the database goes away and once when it answers again", () => {
    const { log, lines, advance, now } = recorder();
    for (let request = 0; request < 500; request++) log.failed(refused);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.message).toMatch(/database unavailable/);
    expect(log.ongoing).toBe(true);

    advance(4200);
    log.answered(now());
    expect(lines).toHaveLength(2);
    expect(lines[1]?.message).toBe("database available again after 4.2 s");
    expect(lines[1]?.details).toEqual({ outageMs: 4200, failures: 500 });
    expect(log.ongoing).toBe(false);

    log.answered(now()); // nothing to end
    log.failed(refused); // a new outage
    expect(lines).toHaveLength(3);
  });

  it("a query that was already running when the outage began does not end it", () => {
    const { log, lines, advance, now } = recorder();
    const startedBefore = now() - 5;
    log.failed(refused);
    advance(10);
    log.answered(startedBefore);
    expect(log.ongoing).toBe(true);
    log.answered(now());
    expect(log.ongoing).toBe(false);
    expect(lines).toHaveLength(2);
  });

  it("hears of every completed query and of unavailable-database errors from Kysely's log", async () => {
    // The outage starts at 0 on the log's clock: a query Kysely reports now started after it.
    const { log, lines } = recorder(0);
    const report = reportQueriesTo(log);
    const query = { sql: "select 1", parameters: [], query: {} } as never;
    await report({ level: "error", error: new Error("syntax"), query, queryDurationMillis: 1 });
    expect(log.ongoing).toBe(false); // not a fault of the database
    await report({ level: "error", error: refused, query, queryDurationMillis: 1 });
    expect(log.ongoing).toBe(true);
    await report({ level: "query", query, queryDurationMillis: 1 });
    expect(log.ongoing).toBe(false);
    expect(lines).toHaveLength(2);
  });
});
