import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { QueueItem } from "#core/contract";
import { HistoryList } from "./history-list";

const shown: QueueItem = {
  id: 4,
  author: "Troll",
  message: "Zaczepka na telebimie",
  status: "approved",
  createdAt: "2031-06-12T18:00:00.000Z",
  decidedAt: "2031-06-12T18:00:00.000Z",
  copies: 1,
  authors: ["Troll"],
  flags: [],
  reason: null,
  decidedBy: null,
  claimedBy: null,
};

afterEach(cleanup);

describe("the history lists", () => {
  it("under post-moderation a sender is blocked from a message on the screens, after a confirmation; focus comes back", async () => {
    const onBlock = vi.fn();
    render(
      <HistoryList
        items={[shown]}
        status="approved"
        mode="post"
        onDecide={vi.fn()}
        onBlock={onBlock}
      />,
    );
    const user = userEvent.setup();
    const button = screen.getByRole("button", { name: "Zablokuj nadawcę" });
    await user.click(button);
    const dialog = screen.getByRole("alertdialog", { name: "Zablokować nadawcę?" });
    expect(dialog.textContent).toContain("zniknie z telebimu");
    await user.click(screen.getByRole("button", { name: "Zablokuj" }));
    expect(onBlock).toHaveBeenCalledWith(shown);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("offers no block on a message already rejected for a block", () => {
    render(
      <HistoryList
        items={[{ ...shown, status: "rejected", reason: "blocked" }]}
        status="rejected"
        mode="pre"
        onDecide={vi.fn()}
        onBlock={vi.fn()}
      />,
    );
    expect(screen.queryByRole("button", { name: "Zablokuj nadawcę" })).toBeNull();
    expect(screen.getByText(/zablokowany nadawca/)).toBeTruthy();
  });
});
