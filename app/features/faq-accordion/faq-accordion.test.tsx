// @vitest-environment jsdom
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

describe("FaqAccordion (WAI-ARIA accordion)", () => {
  it("starts with every answer in the DOM and closed, each labelled by its question", () => {
    render(<FaqAccordion items={items} />);
    const buttons = screen.getAllByRole("button");
    expect(buttons).toHaveLength(3);
    for (const [index, button] of buttons.entries()) {
      expect(button).toHaveAttribute("aria-expanded", "false");
      expect(button.closest("h3")).not.toBeNull();
      const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
      expect(panel).toHaveAttribute("role", "region");
      expect(panel).toHaveAttribute("aria-labelledby", button.id);
      expect(panel).not.toBeVisible();
      expect(panel).toHaveTextContent(items[index]!.answer);
    }
  });

  it("opens and closes answers independently, by click, Enter and Space", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} headingLevel={2} />);
    const [first, second] = screen.getAllByRole("button");
    await user.click(first!);
    await user.click(second!);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: items[0]!.question })).toBeVisible();
    expect(first!.closest("h2")).not.toBeNull();

    await user.click(first!);
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(first).toHaveAttribute("data-state", "closed");
    await user.keyboard("{Enter}");
    expect(first).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(first).toHaveAttribute("aria-expanded", "false");
  });

  it("moves between questions with the arrow keys, Home and End, wrapping around", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    const [first, second, third] = screen.getAllByRole("button");
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
