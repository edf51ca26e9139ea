/** One step of a run of checks, as the end-of-run table shows it. */
export interface TimedStep {
  step: string;
  seconds: number;
  ok: boolean;
}

/** `seconds` as `1 min 05 s`, or `42.0 s` under a minute. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  let minutes = Math.floor(seconds / 60);
  let rest = Math.round(seconds - minutes * 60);
  if (rest === 60) [minutes, rest] = [minutes + 1, 0];
  return `${minutes} min ${String(rest).padStart(2, "0")} s`;
}

/**
 * One row a step that ran (a failed one marked), then the total: the run's own time when steps
 * ran side by side (their rows add up to more), else the rows' sum.
 */
export function timingTable(rows: readonly TimedStep[], wallSeconds?: number): string {
  const width = Math.max(...rows.map((row) => row.step.length), "total".length);
  const line = (label: string, seconds: number, note = "") =>
    `  ${label.padEnd(width)}  ${formatDuration(seconds).padStart(11)}${note}`;
  const total = wallSeconds ?? rows.reduce((sum, row) => sum + row.seconds, 0);
  return [
    ...rows.map(({ step, seconds, ok }) => line(step, seconds, ok ? "" : "  FAILED")),
    line("total", total),
  ].join("\n");
}
