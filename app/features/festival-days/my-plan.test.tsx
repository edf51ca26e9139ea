import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyLateChanges, type LateChangeInForce } from "#core/festival-moment";
import { FESTIVAL_SETS } from "../../festival-sets";
import { MyPlan } from "./my-plan";
import { PLAN_STORAGE_KEY, resetStarredSetsCache } from "./starred-sets";
import type { LiveSchedule } from "./use-live-schedule";

/*
 * "Mój plan" (README.md, "Plan") with the edition of content/: Friday 16 May
 * 2025 opens with Trzecia Zmiana (student stage, 17:30–18:15) and ends with Mira Wolna (main
 * stage, 22:15–23:30).
 */
const FIRST = "2025-05-16-trzecia-zmiana";
const MIRA = "2025-05-16-mira-wolna";
const FIRST_NAME = "Trzecia Zmiana, Scena studencka, 17:30–18:15";

function schedule(changes: LateChangeInForce[] = []): LiveSchedule {
  return {
    sets: applyLateChanges(FESTIVAL_SETS, changes),
    moment: undefined,
    playing: new Set(),
    ended: new Set(),
  };
}

function renderPlan(starred: string[], changes: LateChangeInForce[] = []) {
  localStorage.setItem(PLAN_STORAGE_KEY, JSON.stringify(starred));
  resetStarredSetsCache();
  return render(
    <MemoryRouter initialEntries={["/about"]}>
      <MyPlan schedule={schedule(changes)} />
    </MemoryRouter>,
  );
}

const plan = () => screen.getByRole("region", { name: "Mój plan" });

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  resetStarredSetsCache();
});

describe("Mój plan", () => {
  it("gives each set a remove button, never a star named like the timetable's", () => {
    renderPlan([MIRA, FIRST]);
    const items = within(plan()).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Trzecia Zmiana");
    expect(within(plan()).queryAllByRole("checkbox")).toHaveLength(0);
    const remove = within(items[0]!).getByRole("button", { name: `Usuń z planu: ${FIRST_NAME}` });
    expect(remove).toHaveTextContent("Usuń");
  });

  it("keeps each time range in one piece", () => {
    renderPlan([FIRST]);
    const hours = plan().querySelector(".my-plan__hours");
    expect(hours).toHaveTextContent(/^17:30–18:15$/);
    expect(hours?.querySelectorAll("time")).toHaveLength(2);
  });

  it("marks a delayed and a cancelled set in words, with their moved hours", () => {
    renderPlan(
      [FIRST, MIRA],
      [
        { setId: FIRST, delayMinutes: 20, cancelled: false, sequence: 1 },
        { setId: MIRA, delayMinutes: 0, cancelled: true, sequence: 1 },
      ],
    );
    const [delayed, cancelled] = within(plan()).getAllByRole("listitem");
    expect(delayed).toHaveAttribute("data-state", "delayed");
    expect(delayed).toHaveTextContent("17:50–18:35");
    expect(delayed).toHaveTextContent("Opóźnienie 20 min (planowo 17:30)");
    expect(cancelled).toHaveAttribute("data-state", "cancelled");
    expect(cancelled).toHaveTextContent("Odwołany");
  });

  it("removes a set with an undo in its place, and the undo brings it back", async () => {
    const user = userEvent.setup();
    renderPlan([FIRST, MIRA]);
    await user.click(screen.getByRole("button", { name: `Usuń z planu: ${FIRST_NAME}` }));
    expect(JSON.parse(localStorage.getItem(PLAN_STORAGE_KEY)!)).toEqual([MIRA]);
    const undo = screen.getByRole("button", { name: `Cofnij usunięcie: ${FIRST_NAME}` });
    expect(undo).toHaveFocus();
    expect(within(plan()).getAllByRole("listitem")[0]).toHaveTextContent(
      "Usunięto z planu: Trzecia Zmiana.",
    );
    await user.click(undo);
    const remove = screen.getByRole("button", { name: `Usuń z planu: ${FIRST_NAME}` });
    expect(remove).toHaveFocus();
    expect(screen.queryByRole("button", { name: /^Cofnij/ })).toBeNull();
    expect(new Set(JSON.parse(localStorage.getItem(PLAN_STORAGE_KEY)!))).toEqual(
      new Set([FIRST, MIRA]),
    );
  });

  it("keeps the undo when the last set goes, beside the empty plan's words", async () => {
    const user = userEvent.setup();
    renderPlan([FIRST]);
    await user.click(screen.getByRole("button", { name: `Usuń z planu: ${FIRST_NAME}` }));
    expect(plan()).toHaveTextContent("Nic tu jeszcze nie ma.");
    expect(screen.getByRole("button", { name: `Cofnij usunięcie: ${FIRST_NAME}` })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Udostępnij plan" })).toBeNull();
  });
});

describe("Udostępnij plan", () => {
  const link = () =>
    screen.getByRole<HTMLInputElement>("textbox", { name: "Link do Twojego planu" });

  it("hands the link to the share sheet and shows it to copy by hand", async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    const user = userEvent.setup();
    renderPlan([MIRA, FIRST]);
    await user.click(screen.getByRole("button", { name: "Udostępnij plan" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Plan udostępniony.");
    const url = new URL(link().value);
    expect(url.pathname).toBe("/");
    expect(url.hash).toBe(`#plan=${FIRST},${MIRA}`);
    expect(share).toHaveBeenCalledWith({
      title: "Mój plan – Juwenalia Syrenki 2025",
      url: link().value,
    });
    Reflect.deleteProperty(navigator, "share");
  });

  it("copies the link when the browser has no share sheet", async () => {
    const user = userEvent.setup();
    renderPlan([FIRST]);
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    await user.click(screen.getByRole("button", { name: "Udostępnij plan" }));
    await act(() => Promise.resolve());
    expect(screen.getByRole("status")).toHaveTextContent("Link skopiowany do schowka.");
    expect(writeText).toHaveBeenCalledWith(link().value);
    expect(await navigator.clipboard.readText()).toBe(link().value);
  });
});
