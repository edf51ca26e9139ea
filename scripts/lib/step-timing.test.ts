import { describe, expect, it } from "vitest";
import { formatDuration, timingTable } from "./step-timing";

describe("the end-of-run timing table", () => {
  it("writes seconds under a minute, minutes and seconds above", () => {
    expect(formatDuration(12.345)).toBe("12.3 s");
    expect(formatDuration(65)).toBe("1 min 05 s");
    expect(formatDuration(119.7)).toBe("2 min 00 s");
  });

  it("lists each step that ran, marks the one that failed, and adds them up", () => {
    expect(
      timingTable([
        { step: "typecheck", seconds: 13, ok: true },
        { step: "test:unit", seconds: 300, ok: false },
      ]),
    ).toBe(
      [
        "  typecheck       13.0 s",
        "  test:unit   5 min 00 s  FAILED",
        "  total       5 min 13 s",
      ].join("\n"),
    );
  });

  it("gives the run's own time as the total when steps ran side by side", () => {
    expect(
      timingTable(
        [
          { step: "typecheck", seconds: 60, ok: true },
          { step: "lint", seconds: 70, ok: true },
        ],
        75,
      ),
    ).toBe(
      ["  typecheck   1 min 00 s", "  lint        1 min 10 s", "  total       1 min 15 s"].join(
        "\n",
      ),
    );
  });
});
