import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Moderator } from "#core/contract";
import { jsonResponse, sentChanges } from "#tests/support/fetch-mock";
import { AccountTab } from "./account-tab";

const WEAK = "Hasło jest za łatwe do odgadnięcia.";
const LAST = "Konto koordynatora musi mieć drugi składnik.";
let fetchMock: ReturnType<typeof vi.fn>;
let olaHasFactor: boolean;
/** Holds the team list's answers back while a test looks at what happens before them. */
let teamListHeld: Promise<void>;

beforeEach(() => {
  olaHasFactor = true;
  teamListHeld = Promise.resolve();
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    if (url.endsWith("/second-factor") && method === "GET") {
      return jsonResponse(200, {
        required: true,
        passkeys: [
          {
            id: "abc",
            label: "Telefon służbowy",
            createdAt: "2031-06-12T18:00:00.000Z",
            lastUsedAt: null,
          },
        ],
        totp: null,
        recoveryCodesLeft: 2,
      });
    }
    if (url.endsWith("/second-factor/passkeys/abc") && method === "DELETE") {
      return jsonResponse(409, { code: "last_second_factor", error: LAST });
    }
    if (url.endsWith("/password")) {
      const { next } = JSON.parse(String(init?.body)) as { next: string };
      return next === "krótkie"
        ? jsonResponse(400, { code: "weak_password", error: WEAK })
        : new Response(null, { status: 204 });
    }
    if (url.endsWith("/accounts")) {
      await teamListHeld;
      return jsonResponse(200, [
        { name: "ewa", role: "lead", hasSecondFactor: true },
        { name: "ola", role: "moderator", hasSecondFactor: olaHasFactor },
        { name: "jan", role: "moderator", hasSecondFactor: false },
      ]);
    }
    if (url.endsWith("/accounts/ola/second-factor")) {
      olaHasFactor = false;
      return new Response(null, { status: 204 });
    }
    return jsonResponse(404, { code: "not_found", error: "Nie znaleziono zasobu." });
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lead: Moderator = { name: "ewa", role: "lead" };

describe("the account tab", () => {
  it("changes the password only when the new one is typed twice alike", async () => {
    const user = userEvent.setup();
    render(<AccountTab moderator={lead} onSignedOut={() => {}} />);
    const form = screen.getByRole("form", { name: "Zmień hasło" });
    const submit = within(form).getByRole("button", { name: "Zmień hasło" });
    expect(submit.getAttribute("aria-describedby")).toBeTruthy();
    await user.type(within(form).getByLabelText("Obecne hasło"), "stare-haslo-ewy");
    await user.type(within(form).getByLabelText("Nowe hasło"), "krótkie");
    await user.type(within(form).getByLabelText("Powtórz nowe hasło"), "krotkie");
    await user.click(submit);
    expect((await within(form).findByRole("alert")).textContent).toBe(
      "Nowe hasło i jego powtórzenie się różnią.",
    );
    expect(sentChanges(fetchMock)).toEqual([]);

    await user.clear(within(form).getByLabelText("Powtórz nowe hasło"));
    await user.type(within(form).getByLabelText("Powtórz nowe hasło"), "krótkie");
    await user.click(submit);
    await vi.waitFor(() => expect(within(form).getByRole("alert").textContent).toBe(WEAK));
    expect(within(form).getByLabelText("Nowe hasło").getAttribute("aria-invalid")).toBe("true");

    for (const label of ["Nowe hasło", "Powtórz nowe hasło"]) {
      await user.clear(within(form).getByLabelText(label));
      await user.type(within(form).getByLabelText(label), "cztery losowe słowa razem");
    }
    await user.click(submit);
    expect((await within(form).findByText(/Hasło zmienione/)).textContent).toBe(
      "Hasło zmienione. Inne sesje tego konta zostały zakończone.",
    );
    expect((within(form).getByLabelText("Obecne hasło") as HTMLInputElement).value).toBe("");
    expect(sentChanges(fetchMock).at(-1)).toEqual({
      method: "PUT",
      url: "/api/moderation/password",
      body: { current: "stare-haslo-ewy", next: "cztery losowe słowa razem" },
    });
  });

  it("lists the passkeys and says why the last one stays", async () => {
    const user = userEvent.setup();
    render(<AccountTab moderator={lead} onSignedOut={() => {}} />);
    const keys = await screen.findByRole("list", { name: "Klucze dostępu" });
    expect(within(keys).getByRole("listitem").textContent).toContain("Telefon służbowy");
    expect(screen.getByText(/Zostało 2 z 10\. Wygeneruj nowe, zanim się skończą\./)).toBeTruthy();
    const remove = within(keys).getByRole("button", {
      name: "Usuń klucz dostępu Telefon służbowy",
    });
    await user.click(remove);
    const dialog = screen.getByRole("alertdialog", {
      name: "Usunąć klucz dostępu „Telefon służbowy”?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Usuń klucz" }));
    expect((await screen.findByRole("alert")).textContent).toBe(LAST);
    expect(remove).toBe(document.activeElement);
  });

  it("removes another account's second factor after asking, and never the lead's own here", async () => {
    const user = userEvent.setup();
    render(<AccountTab moderator={lead} onSignedOut={() => {}} />);
    const team = await screen.findByRole("list", { name: "Konta zespołu" });
    const [own, ola, jan] = within(team).getAllByRole("listitem");
    expect(own?.textContent).toContain("(to Twoje konto)");
    expect(within(own!).queryByRole("button")).toBeNull();
    expect(within(jan!).queryByRole("button")).toBeNull();
    expect(jan?.textContent).toContain("bez drugiego składnika");

    const remove = within(ola!).getByRole("button", { name: "Usuń drugi składnik konta ola" });
    await user.click(remove);
    const dialog = screen.getByRole("alertdialog", { name: "Usunąć drugi składnik konta ola?" });
    await user.click(within(dialog).getByRole("button", { name: "Anuluj" }));
    expect(sentChanges(fetchMock)).toEqual([]);
    expect(remove).toBe(document.activeElement);

    await user.click(remove);
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Usuń drugi składnik" }),
    );
    expect(await screen.findByText(/Usunięto drugi składnik konta ola\./)).toBeTruthy();
    expect(sentChanges(fetchMock)).toEqual([
      { method: "DELETE", url: "/api/moderation/accounts/ola/second-factor", body: {} },
    ]);
    await vi.waitFor(() => expect(ola?.textContent).toContain("bez drugiego składnika"));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Konta zespołu" }));
  });

  it("puts focus on the team's heading even when the answer comes before the dialog has closed", async () => {
    const user = userEvent.setup();
    render(<AccountTab moderator={lead} onSignedOut={() => {}} />);
    const team = await screen.findByRole("list", { name: "Konta zespołu" });
    const ola = within(team).getAllByRole("listitem")[1]!;
    await user.click(within(ola).getByRole("button", { name: "Usuń drugi składnik konta ola" }));
    const confirm = within(screen.getByRole("alertdialog")).getByRole("button", {
      name: "Usuń drugi składnik",
    });
    // A busy browser may run the answer's task before the dialog's deferred closing focus, and
    // that before the list comes back without the button: hold the timer until the answer is
    // in, and the list until the timer has run.
    let releaseTeamList = () => {};
    teamListHeld = new Promise((release) => (releaseTeamList = release));
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      fireEvent.click(confirm);
      await act(async () => {
        for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
      });
      expect(screen.getByText(/Usunięto drugi składnik konta ola\./)).toBeTruthy();
      act(() => vi.runOnlyPendingTimers());
    } finally {
      vi.useRealTimers();
    }
    releaseTeamList();
    await vi.waitFor(() => expect(ola.textContent).toContain("bez drugiego składnika"));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Konta zespołu" }));
  });

  it("shows a moderator no team list", async () => {
    render(<AccountTab moderator={{ name: "ola", role: "moderator" }} onSignedOut={() => {}} />);
    expect(await screen.findByRole("list", { name: "Klucze dostępu" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Konta zespołu" })).toBeNull();
  });
});
