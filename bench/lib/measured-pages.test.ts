import { describe, expect, it } from "vitest";
import { MEASURED_PAGES, pagesToMeasure } from "./measured-pages";

describe("the pages the web benches measure", () => {
  it("are the indexable pages in Polish and in English", () => {
    expect(MEASURED_PAGES).toEqual([
      "/homepage",
      "/about",
      "/faq",
      "/team",
      "/site-plan",
      "/en/homepage",
      "/en/about",
      "/en/faq",
      "/en/team",
      "/en/site-plan",
    ]);
  });

  it("narrow to what BENCH_ROUTES names, in the benches' order", () => {
    expect(pagesToMeasure(undefined)).toEqual(MEASURED_PAGES);
    expect(pagesToMeasure("/en/faq,/homepage,controls")).toEqual(["/homepage", "/en/faq"]);
  });
});
