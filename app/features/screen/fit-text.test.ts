import { describe, expect, it } from "vitest";
import { largestFitting } from "./fit-text";

describe("largestFitting", () => {
  it("finds the largest whole size that fits, with few measurements", () => {
    const tried: number[] = [];
    const size = largestFitting(20, 200, (candidate) => {
      tried.push(candidate);
      return candidate <= 117;
    });
    expect(size).toBe(117);
    expect(tried.length).toBeLessThanOrEqual(9);
  });

  it("takes the maximum when everything fits, and never goes under the minimum", () => {
    expect(largestFitting(20, 200, () => true)).toBe(200);
    expect(largestFitting(20.4, 66.9, () => true)).toBe(66);
    expect(largestFitting(67, 172, () => false)).toBe(67);
  });
});
