import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SiteNav } from "./site-nav";

afterEach(cleanup);

const nav = (
  <MemoryRouter initialEntries={["/faq"]}>
    <SiteNav />
  </MemoryRouter>
);

describe("SiteNav", () => {
  it("in the prerendered HTML, the hamburger opens the menu as a popover without any script", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(nav);
    const toggle = container.querySelector("button.site-nav__toggle")!;
    const menu = container.querySelector("ul.site-nav__menu")!;
    expect(menu).toHaveAttribute("popover", "auto");
    expect(toggle).toHaveAttribute("popovertarget", menu.id);
    expect(toggle).toHaveAttribute("aria-controls", menu.id);
    // The browser exposes the popover's state itself until hydration can keep the attribute true.
    expect(toggle).not.toHaveAttribute("aria-expanded");
    // Both labels are there; CSS shows the one that matches the popover's state.
    expect(toggle).toHaveTextContent("Otwórz menu");
    expect(toggle).toHaveTextContent("Zamknij menu");
  });

  it("once hydrated, mirrors the popover's state in aria-expanded", async () => {
    render(nav);
    const toggle = document.querySelector("button.site-nav__toggle")!;
    await screen.findByRole("navigation", { name: "Główna nawigacja" });
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
  });
});
