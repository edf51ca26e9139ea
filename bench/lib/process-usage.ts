import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

/**
 * What a process (the bench's server child) costs the machine, read from Linux's /proc: CPU
 * time spent (user + system, every thread) and resident memory. Two samples give its CPU use
 * over the time between them, as a share of one core.
 */

export interface ProcessSample {
  /** `performance.now()` of the bench when it was read. */
  at: number;
  /** utime + stime, in clock ticks. */
  cpuTicks: number;
  rssBytes: number;
}

/**
 * utime + stime (clock ticks) from the text of /proc/<pid>/stat. They are its 14th and 15th
 * fields; the 2nd, the command's name in parentheses, may itself hold spaces and parentheses,
 * so the fields are counted from after its last `)`.
 */
export function cpuTicksFromStat(stat: string): number {
  const fields = stat
    .slice(stat.lastIndexOf(")") + 2)
    .trim()
    .split(" ");
  // fields[0] is the 3rd field (state): utime is the 14th, stime the 15th.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isInteger(utime) || !Number.isInteger(stime))
    throw new Error(`no utime/stime in ${stat}`);
  return utime + stime;
}

/** Resident memory in bytes from the text of /proc/<pid>/status (its `VmRSS:` line, in kB). */
export function rssBytesFromStatus(status: string): number {
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kib === undefined) throw new Error("no VmRSS in the process status");
  return Number(kib) * 1024;
}

/** CPU use between two samples of one process, in % of one core (200 % = two cores busy). */
export function cpuPercent(
  before: ProcessSample,
  after: ProcessSample,
  ticksPerSecond: number,
): number {
  const seconds = (after.at - before.at) / 1000;
  if (seconds <= 0) return NaN;
  return ((after.cpuTicks - before.cpuTicks) / ticksPerSecond / seconds) * 100;
}

/** The kernel's clock ticks per second (`getconf CLK_TCK`, 100 on every usual Linux). */
export function clockTicksPerSecond(): number {
  try {
    const ticks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
    return Number.isInteger(ticks) && ticks > 0 ? ticks : 100;
  } catch {
    return 100;
  }
}

/** Reads the process `pid` now (Linux only). */
export function sampleProcess(pid: number): ProcessSample {
  const at = performance.now();
  return {
    at,
    cpuTicks: cpuTicksFromStat(readFileSync(`/proc/${pid}/stat`, "utf8")),
    rssBytes: rssBytesFromStatus(readFileSync(`/proc/${pid}/status`, "utf8")),
  };
}

/** Several processes as one (the instances and the proxy of a topology): their sums. */
export function sampleProcesses(pids: readonly number[]): ProcessSample {
  const samples = pids.map(sampleProcess);
  return {
    at: performance.now(),
    cpuTicks: samples.reduce((sum, sample) => sum + sample.cpuTicks, 0),
    rssBytes: samples.reduce((sum, sample) => sum + sample.rssBytes, 0),
  };
}
