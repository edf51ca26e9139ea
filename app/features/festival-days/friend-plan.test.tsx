import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyLateChanges, type LateChangeInForce } from "#core/festival-moment";
import { FESTIVAL_SETS } from "../../festival-sets";
import { MyPlan } from "./my-plan";
import { PLAN_STORAGE_KEY, resetStarredSetsCache } from "./starred-sets";

/*
 * A friend's plan opened from its link (README.md, "Plan"), with the edition
 * of content/: Trzecia Zmiana opens Friday at 17:30 on the student stage, Mira Wolna closes it
 * at 22:15 on the main stage.
 */
const FIRST = "2025-05-16-trzecia-zmiana";
const MIRA = "2025-05-16-mira-wolna";
const MIRA_NAME = "Mira Wolna, Scena główna, 22:15–23:30";

function openLink(hash: string, changes: LateChangeInForce[] = []) {
  const sets = applyLateChanges(FESTIVAL_SETS, changes);
  return render(
    <MemoryRouter initialEntries={[`/about${hash}`]}>
      <MyPlan schedule={{ sets, moment: undefined, playing: new Set(), ended: new Set() }} />
    </MemoryRouter>,
  );
}

const friend = () => screen.getByRole("region", { name: "Plan od znajomego" });
const mine = () => screen.getByRole("region", { name: "Mój plan" });
const stored = () => JSON.parse(localStorage.getItem(PLAN_STORAGE_KEY) ?? "[]") as string[];

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  resetStarredSetsCache();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  resetStarredSetsCache();
});

describe("Plan od znajomego", () => {
  it("lists the link's known sets in time order with their state, scrolled to", async () => {
    openLink(`#plan=${MIRA},2025-05-16-nobody,${FIRST},${MIRA}`, [
      { setId: MIRA, delayMinutes: 0, cancelled: true, sequence: 1 },
    ]);
    const items = within(
      await screen.findByRole("region", { name: "Plan od znajomego" }),
    ).getAllByRole("listitem");
    expect(items.map((item) => item.dataset.setId)).toEqual([FIRST, MIRA]);
    expect(items[1]).toHaveTextContent("Odwołany");
    expect(friend()).toHaveTextContent("Ktoś przesłał Ci swój plan: 2 koncerty.");
    expect(screen.getByRole("heading", { name: "Plan od znajomego" })).toHaveFocus();
    await vi.waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
  });

  it("adds one set, then all, to the visitor's own plan", async () => {
    const user = userEvent.setup();
    openLink(`#plan=${FIRST},${MIRA}`);
    await user.click(
      await screen.findByRole("button", { name: `Dodaj do mojego planu: ${MIRA_NAME}` }),
    );
    expect(stored()).toEqual([MIRA]);
    const added = within(friend()).getByRole("button", { name: `W moim planie: ${MIRA_NAME}` });
    expect(added).toHaveAttribute("aria-disabled", "true");
    expect(added).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Dodaj wszystkie do mojego planu" }));
    expect(new Set(stored())).toEqual(new Set([FIRST, MIRA]));
    expect(within(friend()).getByRole("status")).toHaveTextContent(
      "Dodano do Twojego planu: 1 koncert.",
    );
    expect(within(mine()).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Wszystkie są w moim planie" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });

  it("closes, and the focus goes on to the visitor's plan", async () => {
    const user = userEvent.setup();
    openLink(`#plan=${MIRA}`);
    await user.click(await screen.findByRole("button", { name: "Zamknij plan od znajomego" }));
    expect(screen.queryByRole("region", { name: "Plan od znajomego" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Mój plan" })).toHaveFocus();
  });

  it("shows nothing for another fragment, a link of unknown sets or a damaged one", () => {
    for (const hash of ["#moj-plan", "#plan=", "#plan=2024-05-17-nobody", "#plan=%E0%A4%A"]) {
      openLink(hash);
      expect(screen.queryByRole("region", { name: "Plan od znajomego" })).toBeNull();
      cleanup();
    }
    openLink(`#plan=${"x,".repeat(100_000)}${MIRA}`);
    expect(screen.queryByRole("region", { name: "Plan od znajomego" })).toBeNull();
  });
});
