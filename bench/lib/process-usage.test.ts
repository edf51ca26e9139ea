import { describe, expect, it } from "vitest";
import {
  clockTicksPerSecond,
  cpuPercent,
  cpuTicksFromStat,
  rssBytesFromStatus,
  sampleProcess,
} from "./process-usage";

// A real line of /proc/<pid>/stat, with a command name holding a space and a parenthesis.
const STAT =
  "4242 (node (main) x) S 4200 4242 4200 34816 4242 4194304 51234 0 12 0 1234 567 0 0 20 0 " +
  "11 0 987654 1234567890 45678 18446744073709551615 1 1 0 0 0 0 0 16781312 17922 0 0 0 17 1 " +
  "0 0 0 0 0\n";

describe("cpuTicksFromStat", () => {
  it("adds utime and stime, counting fields after the command's name", () => {
    expect(cpuTicksFromStat(STAT)).toBe(1234 + 567);
  });

  it("refuses a text without the fields", () => {
    expect(() => cpuTicksFromStat("4242 (node) S 1")).toThrow(/utime/);
  });
});

describe("rssBytesFromStatus", () => {
  it("reads VmRSS in bytes", () => {
    const status = "Name:\tnode\nVmPeak:\t 900000 kB\nVmRSS:\t  123456 kB\nThreads:\t11\n";
    expect(rssBytesFromStatus(status)).toBe(123_456 * 1024);
    expect(() => rssBytesFromStatus("Name:\tnode\n")).toThrow(/VmRSS/);
  });
});

describe("cpuPercent", () => {
  it("is CPU seconds per wall second, in % of one core", () => {
    const before = { at: 1000, cpuTicks: 500, rssBytes: 0 };
    expect(cpuPercent(before, { at: 21_000, cpuTicks: 1500, rssBytes: 0 }, 100)).toBe(50);
    expect(cpuPercent(before, { at: 11_000, cpuTicks: 2500, rssBytes: 0 }, 100)).toBe(200);
    expect(cpuPercent(before, before, 100)).toBeNaN();
  });
});

describe.runIf(process.platform === "linux")("sampleProcess", () => {
  it("reads this process: some CPU spent, some memory resident, more CPU after work", () => {
    const first = sampleProcess(process.pid);
    let sum = 0;
    const until = Date.now() + 200;
    while (Date.now() < until) sum += Math.sqrt(sum + 1);
    const second = sampleProcess(process.pid);
    expect(sum).toBeGreaterThan(0);
    expect(first.rssBytes).toBeGreaterThan(1024 * 1024);
    expect(second.cpuTicks).toBeGreaterThan(first.cpuTicks);
    expect(clockTicksPerSecond()).toBeGreaterThan(0);
  });
});
