import { act, cleanup, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { panelForCheckedRadio, YearTabs } from "./year-tabs";

const items = ["2023", "2022", "2019"].map((year) => ({
  value: year,
  tab: <span>{year}</span>,
  panel: <p>Zdjęcia z {year}</p>,
}));

afterEach(cleanup);

/** Renders the tabs and waits for them to replace the radio buttons (a task after mounting). */
async function renderTabs(ui: ReactElement) {
  render(ui);
  await screen.findAllByRole("tab");
}

describe("YearTabs (WAI-ARIA tabs)", () => {
  it("is a labelled tablist whose tabs control labelled panels; the first year is selected", async () => {
    await renderTabs(<YearTabs label="Rok edycji" items={items} />);
    expect(screen.getByRole("tablist", { name: "Rok edycji" })).toBeInTheDocument();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["2023", "2022", "2019"]);
    expect(tabs.map((tab) => tab.getAttribute("aria-selected"))).toEqual([
      "true",
      "false",
      "false",
    ]);
    for (const tab of tabs) {
      const panel = document.getElementById(tab.getAttribute("aria-controls")!)!;
      expect(panel).toHaveAttribute("role", "tabpanel");
      expect(panel).toHaveAttribute("aria-labelledby", tab.id);
    }
    expect(screen.getByRole("tabpanel", { name: "2023" })).toHaveTextContent("Zdjęcia z 2023");
  });

  it("keeps every year's panel in the page; only the selected one is shown", async () => {
    await renderTabs(<YearTabs label="Rok edycji" items={items} />);
    const panels = screen.getAllByRole("tabpanel", { hidden: true });
    expect(panels.map((panel) => panel.hidden)).toEqual([false, true, true]);
    expect(panels.map((panel) => panel.textContent)).toEqual([
      "Zdjęcia z 2023",
      "Zdjęcia z 2022",
      "Zdjęcia z 2019",
    ]);
  });

  it("renders the years' contents once: becoming tabs and choosing a year leave them alone", async () => {
    // The gallery's ~150 photos sit in these panels; rendering them again is a long task.
    const renders = new Map<string, number>();
    function Photos({ year }: { year: string }) {
      renders.set(year, (renders.get(year) ?? 0) + 1);
      return <p>Zdjęcia z {year}</p>;
    }
    const counted = items.map((item) => ({
      ...item,
      panel: <Photos year={item.value} />,
    }));
    await renderTabs(<YearTabs label="Rok edycji" items={counted} />);
    await userEvent.click(screen.getByRole("tab", { name: "2019" }));
    expect(screen.getByRole("tabpanel", { name: "2019" })).toHaveTextContent("Zdjęcia z 2019");
    expect(Object.fromEntries(renders)).toEqual({ "2023": 1, "2022": 1, "2019": 1 });
  });

  it("is a radio group in the prerendered HTML, so years switch before any script runs", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<YearTabs label="Rok edycji" items={items} />);
    const group = container.querySelector('[role="radiogroup"]');
    expect(group).toHaveAttribute("aria-label", "Rok edycji");
    const radios = [...container.querySelectorAll<HTMLInputElement>("label > input[type=radio]")];
    expect(radios.map((radio) => [radio.value, radio.checked])).toEqual([
      ["2023", true],
      ["2022", false],
      ["2019", false],
    ]);
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
    expect(container.querySelectorAll(".year-tabs__panel")).toHaveLength(3);
    expect(container.querySelector("style")?.textContent).toBe(panelForCheckedRadio(3));
    expect(container.querySelector('[role="tab"], [role="tabpanel"]')).toBeNull();
  });

  it("pairs the n-th radio button with the n-th panel in CSS", () => {
    expect(panelForCheckedRadio(2).split("\n")).toEqual([
      '.year-tabs--radios:has(> [role="radiogroup"] > :nth-child(1) > :checked) > .year-tabs__panel:nth-child(1 of .year-tabs__panel) { display: block; }',
      '.year-tabs--radios:has(> [role="radiogroup"] > :nth-child(2) > :checked) > .year-tabs__panel:nth-child(2 of .year-tabs__panel) { display: block; }',
    ]);
  });

  it("keeps the year and focus chosen before hydration, and a tap made while hydrating", async () => {
    // Only setTimeout is faked: the switch to tabs waits for the test's own moment, however busy
    // the machine, while React's scheduler runs as usual.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const container = document.createElement("div");
    document.body.append(container);
    try {
      container.innerHTML = renderToString(<YearTabs label="Rok edycji" items={items} />);
      const radios = container.querySelectorAll<HTMLInputElement>("input[type=radio]");
      radios[1]!.checked = true;
      radios[1]!.focus();
      await act(async () => {
        hydrateRoot(container, <YearTabs label="Rok edycji" items={items} />);
      });
      // Hydrated, not yet tabs: a tap checks another radio button (as inside a click that hydrated).
      expect(screen.queryByRole("tab")).toBeNull();
      radios[2]!.checked = true;
      act(() => {
        vi.runAllTimers();
      });
      const tab = screen.getByRole("tab", { name: "2019" });
      expect(tab).toHaveAttribute("aria-selected", "true");
      expect(screen.getByRole("tabpanel")).toHaveTextContent("Zdjęcia z 2019");
      // Focus was on a radio button: it moves to the matching tab.
      expect(screen.getByRole("tab", { name: "2022" })).toHaveFocus();
    } finally {
      vi.useRealTimers();
      container.remove();
    }
  });

  it("has one tab stop, the selected tab, and selects on click", async () => {
    const user = userEvent.setup();
    await renderTabs(<YearTabs label="Rok edycji" items={items} />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await user.click(tabs[2]!);
    expect(tabs[2]).toHaveAttribute("aria-selected", "true");
    expect(tabs[2]).toHaveAttribute("data-state", "active");
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Zdjęcia z 2019");
  });

  it("moves focus and selection with ←/→ (wrapping), Home and End", async () => {
    const user = userEvent.setup();
    await renderTabs(<YearTabs label="Rok edycji" items={items} />);
    const tabs = screen.getAllByRole("tab");
    await user.tab();
    expect(tabs[0]).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{End}");
    expect(tabs[2]).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(tabs[0]).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(tabs[2]).toHaveFocus();
    await user.keyboard("{Home}");
    expect(tabs[0]).toHaveFocus();
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    // Tab leaves the tablist for the selected panel.
    await user.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });
});
