/**
 * The `q` quantile (0–1) of `values`, interpolated linearly between the two nearest runs (the
 * "inclusive" method: 0 is the lowest run, 1 the highest, 0.5 the median). NaN when empty.
 */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

export const median = (values: readonly number[]): number => quantile(values, 0.5);

/** The spread of the middle half of the runs: third quartile minus first. */
export const interquartileRange = (values: readonly number[]): number =>
  quantile(values, 0.75) - quantile(values, 0.25);
