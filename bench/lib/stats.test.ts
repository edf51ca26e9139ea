import { describe, expect, it } from "vitest";
import { interquartileRange, median, quantile } from "./stats";

describe("quantile", () => {
  it("takes the median of an odd and an even number of runs, in any order", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("interpolates between the two nearest runs, from the lowest (0) to the highest (1)", () => {
    const runs = [40, 10, 30, 20];
    expect(quantile(runs, 0)).toBe(10);
    expect(quantile(runs, 0.25)).toBe(17.5);
    expect(quantile(runs, 0.75)).toBe(32.5);
    expect(quantile(runs, 1)).toBe(40);
    expect(interquartileRange(runs)).toBe(15);
  });

  it("is NaN for no runs, and the run itself for one", () => {
    expect(quantile([], 0.5)).toBeNaN();
    expect(quantile([7], 0.25)).toBe(7);
    expect(interquartileRange([7])).toBe(0);
  });
});
