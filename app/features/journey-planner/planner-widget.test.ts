import { describe, expect, it } from "vitest";
import {
  createPlannerElement,
  loadPlannerScript,
  PLANNER_MAX_RESULTS,
  PLANNER_SCRIPT_URL,
} from "./planner-widget";

describe("journey planner widget (Polish, at most 20 results)", () => {
  it("is configured for Warsaw, in Polish, with up to 20 results", () => {
    const element = createPlannerElement();
    expect(element.tagName.toLowerCase()).toBe("jakdojade-planner-widget");
    expect(element.getAttribute("city-symbol")).toBe("WARSZAWA");
    expect(element.getAttribute("locale")).toBe("pl");
    expect(PLANNER_MAX_RESULTS).toBe(20);
    expect(element.getAttribute("max-res")).toBe("20");
  });

  it("adds its script once, and again after a failure", async () => {
    const scripts = () => document.head.querySelectorAll(`script[src="${PLANNER_SCRIPT_URL}"]`);
    expect(scripts()).toHaveLength(0);
    const first = loadPlannerScript();
    const second = loadPlannerScript();
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
    scripts()[0]?.dispatchEvent(new Event("error"));
    await expect(first).rejects.toThrow(/Could not load/);
    expect(scripts()).toHaveLength(0);

    const retry = loadPlannerScript();
    expect(scripts()).toHaveLength(1);
    scripts()[0]?.dispatchEvent(new Event("load"));
    await expect(retry).resolves.toBeUndefined();
  });
});
