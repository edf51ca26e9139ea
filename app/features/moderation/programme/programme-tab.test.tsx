import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LateChange, LateChangeInForce } from "#core/contract";
import { ProgrammeTab } from "./programme-tab";
import { jsonResponse, sentChanges } from "#tests/support/fetch-mock";

/*
 * The tab reads the edition of content/ (its sets through app/festival-sets.ts): Friday 16 May
 * 2025 has Mira Wolna on the main stage at 22:15–23:30; Saturday's student stage has a slot at
 * 18:30 with no band named.
 */
const MIRA = "2025-05-16-mira-wolna";
const MIRA_LABEL = "Mira Wolna (piątek 22:15)";
const SLOT = "2025-05-17-student-1830";
/** Sinusoida, Friday 20:15–21:00 on the student stage: delayed once, then put back on plan. */
const SINUSOIDA = "2025-05-16-sinusoida";

let changes: LateChangeInForce[];
let refuse: { status: number; code: string; error: string } | null;
let fetchMock: ReturnType<typeof vi.fn>;

/** The changes the tab sent: method, path and body. */
const sent = () => sentChanges(fetchMock);

/**
 * What the server does with a lead's change (server/db/screen-board.ts): one entry per set ever
 * changed, kept when back on plan, counting one more change each time something changes.
 */
function applied(change: LateChange): LateChangeInForce[] {
  const before = changes.find((entry) => entry.setId === change.setId);
  const same =
    (before?.delayMinutes ?? 0) === change.delayMinutes &&
    (before?.cancelled ?? false) === change.cancelled;
  if (same) return changes;
  const entry = { ...change, sequence: (before?.sequence ?? 0) + 1 };
  return [...changes.filter((other) => other.setId !== change.setId), entry].sort((a, b) =>
    a.setId < b.setId ? -1 : 1,
  );
}

beforeEach(() => {
  changes = [
    { setId: SINUSOIDA, delayMinutes: 0, cancelled: false, sequence: 2 },
    { setId: SLOT, delayMinutes: 0, cancelled: true, sequence: 1 },
  ];
  refuse = null;
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (refuse !== null && init?.method) {
      return jsonResponse(refuse.status, { code: refuse.code, error: refuse.error });
    }
    if (url === "/api/moderation/late-changes" && !init?.method) {
      return jsonResponse(200, { lateChanges: changes });
    }
    if (url === "/api/moderation/late-changes" && init?.method === "PUT") {
      changes = applied(JSON.parse(String(init.body)) as LateChange);
      return jsonResponse(200, { lateChanges: changes });
    }
    if (url.startsWith("/api/moderation/late-changes/") && init?.method === "DELETE") {
      const setId = decodeURIComponent(url.split("/").at(-1) ?? "");
      changes = applied({ setId, delayMinutes: 0, cancelled: false });
      return jsonResponse(200, { lateChanges: changes });
    }
    return jsonResponse(404, { code: "not_found", error: "Nie znaleziono zasobu." });
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const setCard = (title: string) => {
  const cards = screen.getAllByRole("listitem", { name: title });
  expect(cards).toHaveLength(1);
  return cards[0]!;
};

/** Opens a set's changes under its row ("Zmień"), where its delay and cancellation are. */
async function openChanges(user: ReturnType<typeof userEvent.setup>, card: HTMLElement) {
  const toggle = within(card).getByRole("button", { name: /^Zmień: / });
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
  await user.click(toggle);
  expect(toggle.getAttribute("aria-expanded")).toBe("true");
}

describe("the programme tab", () => {
  it("lists every day and set as planned, with the changes in force", async () => {
    render(<ProgrammeTab />);
    expect(await screen.findByRole("heading", { name: "Piątek, 16 maja" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Sobota, 17 maja" })).toBeTruthy();

    const mira = setCard("Mira Wolna");
    expect(mira.textContent).toContain("22:15–23:30 · Scena główna");
    expect(mira.textContent).toContain("Zgodnie z planem");
    // A slot without a band says what it is; it is cancelled, so only "Przywróć" is left.
    const friday = screen.getByRole("region", { name: "Piątek, 16 maja" });
    expect(within(friday).getAllByRole("listitem").length).toBeGreaterThan(4);
    const saturday = screen.getByRole("region", { name: "Sobota, 17 maja" });
    const slot = within(saturday).getByRole("listitem", { name: "koncert zespołu studenckiego" });
    expect(slot.textContent).toContain("18:30–19:15 · Scena studencka");
    expect(slot.textContent).toContain("Odwołany");
    expect(
      within(slot)
        .getAllByRole("button")
        .map((button) => button.getAttribute("aria-label")),
    ).toEqual(["Przywróć: koncert zespołu studenckiego (sobota 18:30)"]);
  });

  it("shows a set put back on plan as on plan, though the server keeps its entry", async () => {
    const user = userEvent.setup();
    render(<ProgrammeTab />);
    await screen.findByRole("heading", { name: "Piątek, 16 maja" });
    const sinusoida = setCard("Sinusoida");
    await openChanges(user, sinusoida);
    expect(sinusoida.className).toContain("moderation-set--planned");
    expect(sinusoida.textContent).toContain("20:15–21:00 · Scena studencka");
    expect(sinusoida.textContent).toContain("Zgodnie z planem");
    // Nothing to restore, and the planned hours are not crossed out.
    expect(within(sinusoida).queryByRole("button", { name: /Przywróć/ })).toBeNull();
    expect(within(sinusoida).getByRole("button", { name: /^Odwołaj: Sinusoida/ })).toBeTruthy();
    expect(sinusoida.querySelector(".moderation-set__planned")).toBeNull();
    expect(
      (within(sinusoida).getByLabelText(/^Opóźnienie \(min\): Sinusoida/) as HTMLInputElement)
        .value,
    ).toBe("");
  });

  it("gives every control a name of its own that says which set it changes", async () => {
    const user = userEvent.setup();
    render(<ProgrammeTab />);
    await screen.findByRole("heading", { name: "Piątek, 16 maja" });
    const mira = setCard("Mira Wolna");
    // One row per set: its changes are closed until its "Zmień" opens them.
    expect(within(mira).queryByRole("spinbutton")).toBeNull();
    await openChanges(user, mira);
    // The words shown come first in each name (WCAG's label in name).
    expect(within(mira).getByText("Opóźnienie (min)").tagName).toBe("LABEL");
    expect(within(mira).getByLabelText(`Opóźnienie (min): ${MIRA_LABEL}`)).toBeTruthy();
    expect(within(mira).getByRole("button", { name: `Opóźnij: ${MIRA_LABEL}` })).toBeTruthy();
    expect(within(mira).getByRole("button", { name: `Odwołaj: ${MIRA_LABEL}` })).toBeTruthy();
    expect(within(mira).queryByRole("button", { name: /Przywróć/ })).toBeNull();
    expect(within(mira).getByRole("button", { name: `Zmień: ${MIRA_LABEL}` })).toBeTruthy();

    const controls = [...screen.getAllByRole("button"), ...screen.getAllByRole("spinbutton")];
    const names = controls.map((control) => control.getAttribute("aria-label") ?? "");
    expect(names.every((name) => /: .+ \(\p{L}+ \d\d:\d\d\)$/u.test(name))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    for (const [index, control] of controls.entries()) {
      const shown =
        control.tagName === "INPUT"
          ? document.querySelector(`label[for="${control.id}"]`)?.textContent
          : control.textContent;
      expect(names[index]?.startsWith(`${shown ?? "?"}: `)).toBe(true);
    }
  });

  it("delays a set by the minutes typed, and says what the pages will show", async () => {
    const user = userEvent.setup();
    render(<ProgrammeTab />);
    await screen.findByRole("heading", { name: "Piątek, 16 maja" });
    const mira = setCard("Mira Wolna");
    await openChanges(user, mira);
    const minutes = within(mira).getByLabelText(`Opóźnienie (min): ${MIRA_LABEL}`);
    const delay = within(mira).getByRole("button", { name: `Opóźnij: ${MIRA_LABEL}` });

    for (const [typed, error] of [
      ["", "Podaj liczbę minut od 1 do 180."],
      ["0", "Podaj liczbę minut od 1 do 180."],
      ["7.5", "Podaj liczbę minut od 1 do 180."],
      ["181", "Najdłuższe opóźnienie to 180\u00a0min."],
    ] as const) {
      await user.clear(minutes);
      if (typed !== "") await user.type(minutes, typed);
      await user.click(delay);
      expect(within(mira).getByRole("alert").textContent).toBe(error);
      expect(minutes.getAttribute("aria-invalid")).toBe("true");
    }
    expect(sent()).toEqual([]);

    await user.clear(minutes);
    await user.type(minutes, "20{Enter}");
    await waitFor(() => expect(setCard("Mira Wolna").textContent).toContain("Opóźniony o 20 min"));
    expect(sent()).toEqual([
      {
        method: "PUT",
        url: "/api/moderation/late-changes",
        body: { setId: MIRA, delayMinutes: 20, cancelled: false },
      },
    ]);
    expect(setCard("Mira Wolna").textContent).toContain("Opóźniony o 20 min: 22:35–23:50");
    // The planned hours stay, crossed out.
    const planned = within(setCard("Mira Wolna")).getByText("22:15–23:30");
    expect(planned.className).toBe("moderation-set__planned");
    expect(within(setCard("Mira Wolna")).queryByRole("alert")).toBeNull();
    expect(
      screen.getByText(`${MIRA_LABEL}: opóźnienie 20 min. Strony festiwalu pokażą to`, {
        exact: false,
      }),
    ).toBeTruthy();
  });

  it("asks before cancelling a set, then offers to restore it; restoring asks nothing", async () => {
    const user = userEvent.setup();
    render(<ProgrammeTab />);
    await screen.findByRole("heading", { name: "Piątek, 16 maja" });
    await openChanges(user, setCard("Mira Wolna"));
    const cancel = within(setCard("Mira Wolna")).getByRole("button", {
      name: `Odwołaj: ${MIRA_LABEL}`,
    });

    await user.click(cancel);
    let dialog = screen.getByRole("alertdialog", { name: "Odwołać występ?" });
    expect(dialog.textContent).toContain(MIRA_LABEL);
    await user.click(within(dialog).getByRole("button", { name: "Anuluj" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(document.activeElement).toBe(cancel);
    expect(sent()).toEqual([]);

    await user.click(cancel);
    dialog = screen.getByRole("alertdialog", { name: "Odwołać występ?" });
    await user.click(within(dialog).getByRole("button", { name: "Odwołaj występ" }));
    await waitFor(() => expect(setCard("Mira Wolna").textContent).toContain("Odwołany"));
    expect(sent()).toEqual([
      {
        method: "PUT",
        url: "/api/moderation/late-changes",
        body: { setId: MIRA, delayMinutes: 0, cancelled: true },
      },
    ]);
    // The button pressed is gone: focus is on the one that undoes it.
    const restore = within(setCard("Mira Wolna")).getByRole("button", {
      name: `Przywróć: ${MIRA_LABEL}`,
    });
    await waitFor(() => expect(document.activeElement).toBe(restore));

    await user.click(restore);
    await waitFor(() => expect(setCard("Mira Wolna").textContent).toContain("Zgodnie z planem"));
    expect(sent().at(-1)).toEqual({
      method: "DELETE",
      url: `/api/moderation/late-changes/${MIRA}`,
      body: {},
    });
    // The answer keeps Mira Wolna's entry, on plan: the card reads as on plan all the same.
    expect(changes).toContainEqual({ setId: MIRA, delayMinutes: 0, cancelled: false, sequence: 2 });
    expect(within(setCard("Mira Wolna")).queryByRole("button", { name: /Przywróć/ })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(setCard("Mira Wolna")).getByLabelText(`Opóźnienie (min): ${MIRA_LABEL}`),
      ),
    );
  });

  it("shows the server's refusal in Polish beside the set, and changes nothing", async () => {
    const user = userEvent.setup();
    render(<ProgrammeTab />);
    await screen.findByRole("heading", { name: "Piątek, 16 maja" });
    refuse = {
      status: 400,
      code: "unknown_set",
      error: "Nie ma takiego występu w programie tej edycji festiwalu.",
    };
    const mira = setCard("Mira Wolna");
    await openChanges(user, mira);
    await user.type(within(mira).getByLabelText(`Opóźnienie (min): ${MIRA_LABEL}`), "15");
    await user.click(within(mira).getByRole("button", { name: `Opóźnij: ${MIRA_LABEL}` }));
    expect((await within(mira).findByRole("alert")).textContent).toBe(refuse.error);
    expect(mira.textContent).toContain("Zgodnie z planem");
  });

  it("opens one set's changes at a time, and restores a cancelled set from its row", async () => {
    const user = userEvent.setup();
    render(<ProgrammeTab />);
    await screen.findByRole("heading", { name: "Piątek, 16 maja" });
    await openChanges(user, setCard("Mira Wolna"));
    await openChanges(user, setCard("Sinusoida"));
    expect(within(setCard("Mira Wolna")).queryByRole("spinbutton")).toBeNull();
    expect(screen.getAllByRole("spinbutton")).toHaveLength(1);
    // "Zmień" again closes it.
    await user.click(within(setCard("Sinusoida")).getByRole("button", { name: /^Zmień: / }));
    expect(screen.queryByRole("spinbutton")).toBeNull();

    // The cancelled slot's only control is on its row; once restored, its "Zmień" takes focus.
    const saturday = screen.getByRole("region", { name: "Sobota, 17 maja" });
    const slot = () =>
      within(saturday).getByRole("listitem", { name: "koncert zespołu studenckiego" });
    await user.click(within(slot()).getByRole("button", { name: /^Przywróć: / }));
    await waitFor(() => expect(slot().textContent).toContain("Zgodnie z planem"));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(slot()).getByRole("button", { name: /^Zmień: / })),
    );
  });

  it("explains itself to an account that is not a lead", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, {
        code: "forbidden_role",
        error: "Ta część panelu jest tylko dla koordynatorów zmiany.",
      }),
    );
    render(<ProgrammeTab />);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Ta część panelu jest tylko dla koordynatorów zmiany.",
    );
    expect(screen.queryByRole("button")).toBeNull();
  });
});
