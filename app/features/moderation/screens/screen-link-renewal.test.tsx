import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ScreenBoard, type ScreensOverview } from "#core/contract";
import { DEFAULT_SCREEN_BOARD } from "#core/screen-board";
import { ScreensTab } from "./screens-tab";
import { jsonResponse, sentChanges } from "#tests/support/fetch-mock";

/** The key the server gives each version of a screen's link in this test. */
const keyAt = (version: number) => String(version).repeat(22);

let version: number;
let fetchMock: ReturnType<typeof vi.fn>;
/** The changes the tab sent: method, path and body. */
const sent = () => sentChanges(fetchMock);

beforeEach(() => {
  version = 0;
  const board: ScreenBoard = { ...DEFAULT_SCREEN_BOARD, version: 1 };
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith("/screens") && !init?.method) {
      return jsonResponse(200, { board, screens: [] } satisfies ScreensOverview);
    }
    if (url.includes("/screens/link?")) {
      const name = new URL(url, "http://localhost").searchParams.get("screen");
      return jsonResponse(200, {
        screen: name,
        path: `/telebim?ekran=${name}#klucz=${keyAt(version)}`,
      });
    }
    if (url.endsWith("/screens/link") && init?.method === "POST") {
      version += 1;
      const { screen: name } = JSON.parse(String(init.body)) as { screen: string };
      return jsonResponse(200, {
        screen: name,
        path: `/telebim?ekran=${name}#klucz=${keyAt(version)}`,
      });
    }
    return jsonResponse(404, { code: "not_found", error: "Nie znaleziono zasobu." });
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a screen's link in the screens tab", () => {
  it("retires a lead's link only after asking, and shows the new one in its place", async () => {
    const user = userEvent.setup();
    render(<ScreensTab lead />);
    const form = await screen.findByRole("form", { name: "Link dla telebimu" });
    await user.type(within(form).getByLabelText("Nazwa telebimu"), "Wejście 2");
    await user.click(within(form).getByRole("button", { name: "Utwórz link" }));
    const field = await within(form).findByLabelText("Link telebimu wejscie-2");
    expect((field as HTMLInputElement).value).toMatch(new RegExp(`#klucz=${keyAt(0)}$`));

    const renew = within(form).getByRole("button", { name: "Unieważnij link telebimu wejscie-2" });
    await user.click(renew);
    const dialog = screen.getByRole("alertdialog", { name: "Unieważnić link telebimu wejscie-2?" });
    expect(dialog.textContent).toContain("zgaśnie");
    await user.click(within(dialog).getByRole("button", { name: "Anuluj" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(document.activeElement).toBe(renew);
    expect(sent()).toEqual([]);

    await user.click(renew);
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", {
        name: "Unieważnij i utwórz nowy",
      }),
    );
    expect(
      await within(form).findByText(
        "Stary link unieważniony. Otwórz nowy link na telebimie wejscie-2.",
      ),
    ).toBeTruthy();
    expect(sent()).toEqual([
      { method: "POST", url: "/api/moderation/screens/link", body: { screen: "wejscie-2" } },
    ]);
    expect((within(form).getByLabelText("Link telebimu wejscie-2") as HTMLInputElement).value).toBe(
      `${window.location.origin}/telebim?ekran=wejscie-2#klucz=${keyAt(1)}`,
    );
  });

  it("offers no link at all to a moderator", async () => {
    render(<ScreensTab lead={false} />);
    await screen.findByText("Teraz żaden komunikat nie jest wyświetlany.");
    expect(screen.queryByRole("form", { name: "Link dla telebimu" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Unieważnij/ })).toBeNull();
  });
});

describe("an announcement's characters in the panel", () => {
  it("refuses, before sending, what a message is refused for, in the toast's words", async () => {
    const user = userEvent.setup();
    render(<ScreensTab lead />);
    const form = await screen.findByRole("form", { name: "Nowy komunikat" });
    const text = within(form).getByLabelText("Treść komunikatu");
    const post = within(form).getByRole("button", { name: "Pokaż na wszystkich telebimach" });

    await user.click(text);
    await user.paste("Wejście B \u202Eotwarte");
    await user.click(post);
    expect(within(form).getByRole("alert").textContent).toBe(
      "Wiadomość zawiera niewidoczne lub sterujące znaki. Usuń je i spróbuj ponownie.",
    );
    expect(text.getAttribute("aria-invalid")).toBe("true");

    await user.clear(text);
    await user.paste(`Z${"\u0301".repeat(6)}algo`);
    await user.click(post);
    expect(within(form).getByRole("alert").textContent).toMatch(/^Jedna litera może mieć najwyżej/);
    expect(sent()).toEqual([]);
  });
});
