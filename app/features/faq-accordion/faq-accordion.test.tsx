import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { FaqAccordion } from "./faq-accordion";

const items = [
  { question: "Czy mogę wejść ze zwierzęciem?", answer: "Nie, zwierzęta nie mogą wejść." },
  { question: "Czy jest szatnia?", answer: "Nie ma szatni." },
  { question: "Jak zapłacę?", answer: "Wyłącznie kartą." },
];

afterEach(cleanup);

/** Each question's summary, in order (the element a visitor taps). */
const summaries = () => [...document.querySelectorAll<HTMLElement>("details > summary")];

describe("FaqAccordion (an accordion on <details>)", () => {
  it("starts with every answer in the DOM and closed, each labelled by its question", () => {
    render(<FaqAccordion items={items} />);
    const details = [...document.querySelectorAll("details")];
    expect(details).toHaveLength(3);
    const headings = screen.getAllByRole("heading", { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(
      items.map((item) => item.question),
    );
    for (const [index, item] of details.entries()) {
      expect(item.open).toBe(false);
      // No group: several answers may be open at once.
      expect(item).not.toHaveAttribute("name");
      const heading = headings[index]!;
      expect(heading.closest("summary")?.parentElement).toBe(item);
      const panel = item.querySelector('[role="region"]')!;
      expect(panel).toHaveAttribute("aria-labelledby", heading.id);
      expect(panel).not.toBeVisible();
      expect(panel).toHaveTextContent(items[index]!.answer);
    }
  });

  // Enter and Space on a summary are the browser's own (jsdom has no keyboard activation for it):
  // tests/e2e/faq.spec.ts presses them in Chromium.
  it("opens and closes an answer on a click", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} headingLevel={2} />);
    const [first] = summaries();
    const details = first!.parentElement as HTMLDetailsElement;
    await user.click(first!);
    expect(details.open).toBe(true);
    expect(screen.getByRole("region", { name: items[0]!.question })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: items[0]!.question })).toBeVisible();

    await user.click(first!);
    expect(details.open).toBe(false);
    expect(details.querySelector('[role="region"]')).not.toBeVisible();
  });

  it("moves between questions with the arrow keys, Home and End, wrapping around", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    const [first, second, third] = summaries();
    first!.focus();
    await user.keyboard("{ArrowDown}");
    expect(second).toHaveFocus();
    await user.keyboard("{End}");
    expect(third).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(first).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(third).toHaveFocus();
    await user.keyboard("{Home}");
    expect(first).toHaveFocus();
  });
});
