import { screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";

/**
 * Finds the modal dialog once it takes clicks. Radix turns the page's pointer events off as
 * the dialog mounts and gives them back to the dialog one render later; a dialog opened by a
 * timer or a fetch (not by the test's own click) can be found in between, and a click then
 * fails on `pointer-events: none`.
 */
export async function findOpenDialog(timeout = 1_000): Promise<HTMLElement> {
  const dialog = await screen.findByRole("dialog", {}, { timeout });
  await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: "auto" }), { timeout });
  return dialog;
}
