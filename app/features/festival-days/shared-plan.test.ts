import { describe, expect, it } from "vitest";
import {
  readSharedPlan,
  SHARED_PLAN_MAX_LENGTH,
  sharedPlanHash,
  sharedPlanUrl,
} from "./shared-plan";

const KNOWN = new Set(["2025-05-16-mira-wolna", "2025-05-17-latarnia", "2025-05-17-student-1830"]);

describe("a shared plan's link", () => {
  it("carries the ids in the fragment, so no server ever sees them", () => {
    expect(sharedPlanHash(["2025-05-16-mira-wolna", "2025-05-17-latarnia"])).toBe(
      "#plan=2025-05-16-mira-wolna,2025-05-17-latarnia",
    );
    const url = new URL(
      sharedPlanUrl("https://example.org/en/about?utm=x#moj-plan", ["2025-05-17-latarnia"]),
    );
    expect(url.pathname).toBe("/en/about");
    expect(url.search).toBe("");
    expect(url.hash).toBe("#plan=2025-05-17-latarnia");
  });

  it("reads back what it wrote, with or without the '#'", () => {
    const ids = ["2025-05-17-latarnia", "2025-05-16-mira-wolna"];
    const url = sharedPlanUrl("https://example.org/about", ids);
    expect(readSharedPlan(new URL(url).hash, KNOWN)).toEqual(ids);
    expect(readSharedPlan(sharedPlanHash(ids).slice(1), KNOWN)).toEqual(ids);
  });

  it("is no shared plan when the fragment is something else", () => {
    expect(readSharedPlan("", KNOWN)).toBeUndefined();
    expect(readSharedPlan("#", KNOWN)).toBeUndefined();
    expect(readSharedPlan("#moj-plan", KNOWN)).toBeUndefined();
    expect(readSharedPlan("#planx=2025-05-17-latarnia", KNOWN)).toBeUndefined();
  });

  it("drops unknown, empty and repeated ids without a word", () => {
    expect(
      readSharedPlan(
        "#plan=2024-05-17-latarnia,,2025-05-17-latarnia,<script>, 2025-05-17-latarnia ,x",
        KNOWN,
      ),
    ).toEqual(["2025-05-17-latarnia"]);
    expect(readSharedPlan("#plan=", KNOWN)).toEqual([]);
    expect(readSharedPlan("#plan=nothing-we-know", KNOWN)).toEqual([]);
  });

  it("reads commas a messenger percent-encoded, and survives a broken escape", () => {
    expect(readSharedPlan("#plan=2025-05-16-mira-wolna%2C2025-05-17-latarnia", KNOWN)).toEqual([
      "2025-05-16-mira-wolna",
      "2025-05-17-latarnia",
    ]);
    expect(readSharedPlan("#plan=%E0%A4%A%2c2025-05-17-latarnia,%ZZ", KNOWN)).toEqual([
      "2025-05-17-latarnia",
    ]);
    expect(readSharedPlan("#plan=2025-05-17-%6Catarnia", KNOWN)).toEqual(["2025-05-17-latarnia"]);
  });

  it("reads a bounded part of an over-long fragment, dropping the id the cut splits", () => {
    const head = "#plan=2025-05-16-mira-wolna,";
    const filler = "x,".repeat(SHARED_PLAN_MAX_LENGTH);
    const hash = `${head}${filler}2025-05-17-latarnia`;
    expect(readSharedPlan(hash, KNOWN)).toEqual(["2025-05-16-mira-wolna"]);
    const cut = `#plan=${"y".repeat(SHARED_PLAN_MAX_LENGTH - "plan=".length - 10)},2025-05-17-latarnia`;
    expect(readSharedPlan(cut, KNOWN)).toEqual([]);
  });
});
