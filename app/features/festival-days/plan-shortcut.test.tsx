import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PROGRAMME_SPANS } from "../../festival-sets";
import { PlanShortcut } from "./plan-shortcut";
import { PLAN_STORAGE_KEY, resetStarredSetsCache } from "./starred-sets";

/**
 * The plan's shortcut on every public page (README.md, "Plan"): only in the
 * browser, only from a fortnight before the festival until its programme ends.
 */
const DAY = 24 * 3_600_000;
const FIRST_DAY_OPENS = PROGRAMME_SPANS[0]!.from;

function openAt(time: number, path = "/homepage") {
  vi.setSystemTime(time);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PlanShortcut />
    </MemoryRouter>,
  );
}

const link = () => screen.findByRole("link", { name: /^Mój plan/ });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  localStorage.setItem(
    PLAN_STORAGE_KEY,
    JSON.stringify(["2025-05-16-mira-wolna", "2025-05-17-latarnia", "gone-from-content"]),
  );
  resetStarredSetsCache();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  resetStarredSetsCache();
});

describe("the plan's shortcut", () => {
  it("links to the plan with the count of its sets within the fortnight", async () => {
    openAt(FIRST_DAY_OPENS - 13 * DAY);
    const shortcut = await link();
    expect(shortcut).toHaveAttribute("href", "/about#moj-plan");
    expect(shortcut).toHaveAccessibleName("Mój plan (2 koncerty)");
    expect(screen.getByRole("navigation", { name: "Skrót do planu" })).toContainElement(shortcut);
  });

  it("is there on the festival's days", async () => {
    openAt(PROGRAMME_SPANS.at(-1)!.until - 60_000, "/faq");
    expect(await link()).toBeVisible();
  });

  it("is not there a month before, after the programme ends, or on the staff pages", async () => {
    for (const [time, path] of [
      [FIRST_DAY_OPENS - 30 * DAY, "/homepage"],
      [PROGRAMME_SPANS.at(-1)!.until, "/homepage"],
      [FIRST_DAY_OPENS, "/moderacja"],
    ] as const) {
      openAt(time, path);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole("link")).toBeNull();
      cleanup();
    }
  });

  it("with a set in the plan, the bar's bell follows the link, handed the plan's sets", async () => {
    const extra = vi.fn(async () => ({
      ShortcutBell: ({ setIds }: { setIds: readonly string[] }) => (
        <button type="button">{`bell: ${setIds.join(" ")}`}</button>
      ),
    }));
    vi.setSystemTime(FIRST_DAY_OPENS);
    render(
      <MemoryRouter initialEntries={["/faq"]}>
        <PlanShortcut extra={extra} />
      </MemoryRouter>,
    );
    const shortcut = await screen.findByRole("navigation", { name: "Skrót do planu" });
    expect(await screen.findByRole("button")).toHaveTextContent(
      "bell: 2025-05-16-mira-wolna 2025-05-17-latarnia",
    );
    expect(shortcut).toContainElement(screen.getByRole("button"));
    cleanup();

    // An empty plan: the bell's code is not even loaded.
    localStorage.removeItem(PLAN_STORAGE_KEY);
    resetStarredSetsCache();
    extra.mockClear();
    render(
      <MemoryRouter initialEntries={["/faq"]}>
        <PlanShortcut extra={extra} />
      </MemoryRouter>,
    );
    expect(await link()).toBeVisible();
    expect(screen.queryByRole("button")).toBeNull();
    expect(extra).not.toHaveBeenCalled();
  });

  it("is never in the prerendered HTML", () => {
    vi.setSystemTime(FIRST_DAY_OPENS);
    const html = renderToString(
      <MemoryRouter initialEntries={["/homepage"]}>
        <PlanShortcut />
      </MemoryRouter>,
    );
    expect(html).toBe("");
  });
});
