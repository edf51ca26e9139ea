// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { YearTabs } from "./year-tabs";

const items = ["2023", "2022", "2019"].map((year) => ({
  value: year,
  tab: <span>{year}</span>,
  panel: () => <p>Zdjęcia z {year}</p>,
}));

afterEach(cleanup);

describe("YearTabs (WAI-ARIA tabs)", () => {
  it("is a labelled tablist whose tabs control labelled panels; the first year is selected", () => {
    render(<YearTabs label="Rok edycji" items={items} />);
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

  it("renders only the selected year's panel; the others are hidden and empty", () => {
    render(<YearTabs label="Rok edycji" items={items} />);
    const hidden = screen
      .getAllByRole("tabpanel", { hidden: true })
      .filter((panel) => panel.hidden);
    expect(hidden).toHaveLength(2);
    for (const panel of hidden) expect(panel).toBeEmptyDOMElement();
  });

  it("has one tab stop, the selected tab, and selects on click", async () => {
    const user = userEvent.setup();
    render(<YearTabs label="Rok edycji" items={items} />);
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
    render(<YearTabs label="Rok edycji" items={items} />);
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
