import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ScreenBoard, type ScreensOverview } from "#core/contract";
import { DEFAULT_SCREEN_BOARD } from "#core/screen-board";
import { ScreensTab } from "./screens-tab";
import { jsonResponse, sentChanges } from "#tests/support/fetch-mock";

let board: ScreenBoard;
const overview = (): ScreensOverview => ({
  board,
  screens: [
    {
      screen: "scena-glowna",
      lastHeartbeatAt: "2031-06-12T18:00:05.000Z",
      online: true,
      mode: "live",
      showing: { kind: "message", id: 5 },
      showingText: "Pozdrowienia z sektora C",
      waiting: 3,
    },
    {
      screen: "strefa-chill",
      lastHeartbeatAt: "2031-06-12T17:42:00.000Z",
      online: false,
      mode: "blackout",
      showing: { kind: "blackout" },
      showingText: null,
      waiting: 0,
    },
  ],
});

let fetchMock: ReturnType<typeof vi.fn>;
/** The changes the tab sent: method, path and body. */
const sent = () => sentChanges(fetchMock);

beforeEach(() => {
  board = { ...DEFAULT_SCREEN_BOARD, version: 3 };
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith("/screens") && !init?.method) return jsonResponse(200, overview());
    if (url.includes("/screens/link?")) {
      const name = new URL(url, "http://localhost").searchParams.get("screen");
      return jsonResponse(200, {
        screen: name,
        path: `/telebim?ekran=${name}#klucz=${"K".repeat(22)}`,
      });
    }
    if (url.endsWith("/screens/mode")) {
      const body = JSON.parse(String(init?.body)) as { screen: string | null; mode: "paused" };
      board =
        body.screen === null
          ? { ...board, modeForAll: body.mode, modes: {} }
          : { ...board, modes: { ...board.modes, [body.screen]: body.mode } };
      return jsonResponse(200, board);
    }
    if (url.endsWith("/screens/settings")) {
      board = { ...board, settings: JSON.parse(String(init?.body)) as ScreenBoard["settings"] };
      return jsonResponse(200, board);
    }
    if (url.endsWith("/announcement") && init?.method === "POST") {
      const body = JSON.parse(String(init.body)) as { text: string; endsAt: string | null };
      if (body.text.includes("zły")) {
        return jsonResponse(400, { code: "invalid_body", error: "Nieprawidłowe dane komunikatu." });
      }
      board = {
        ...board,
        announcement: {
          id: 1,
          text: body.text,
          startedAt: new Date().toISOString(),
          endsAt: body.endsAt,
        },
      };
      return jsonResponse(200, board);
    }
    if (url.endsWith("/announcement") && init?.method === "DELETE") {
      board = { ...board, announcement: null };
      return jsonResponse(200, board);
    }
    return jsonResponse(404, { code: "not_found", error: "Nie znaleziono zasobu." });
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const screenCard = (name: string) =>
  within(screen.getByRole("list", { name: "Telebimy" })).getByRole("listitem", { name });

describe("the screens tab", () => {
  it("shows a moderator every screen, its link, mode and what it shows, with no controls", async () => {
    render(<ScreensTab lead={false} />);
    const main = await waitFor(() => screenCard("scena-glowna"));
    expect(main.textContent).toContain("połączony");
    expect(main.textContent).toContain("Na żywo");
    expect(main.textContent).toContain("Pozdrowienia z sektora C");
    expect(within(main).getByText("Czeka na pokazanie").nextSibling?.textContent).toBe("3");
    const chill = screenCard("strefa-chill");
    expect(chill.textContent).toContain("brak kontaktu od 19:42"); // Warsaw, summer time
    expect(chill.textContent).toContain("Wygaszony");
    expect(within(chill).getByText("Teraz pokazuje").nextSibling?.textContent).toBe("wygaszony");

    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("form", { name: "Nowy komunikat" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Ustawienia rotacji" })).toBeNull();
    expect(screen.getByText("Teraz żaden komunikat nie jest wyświetlany.")).toBeTruthy();
  });

  it("lets a lead pause one screen at once and asks before blacking out all of them", async () => {
    const user = userEvent.setup();
    render(<ScreensTab lead />);
    await waitFor(() => screenCard("scena-glowna"));
    await user.click(
      within(screenCard("scena-glowna")).getByRole("button", {
        name: "Wstrzymaj telebim scena-glowna",
      }),
    );
    expect(await screen.findByText("Telebim scena-glowna: wstrzymany.")).toBeTruthy();
    expect(sent()).toEqual([
      {
        method: "PUT",
        url: "/api/moderation/screens/mode",
        body: { screen: "scena-glowna", mode: "paused" },
      },
    ]);
    // Paused on the board, still live on the screen until its next heartbeat.
    expect(screenCard("scena-glowna").textContent).toContain("(zmienia na: Wstrzymany)");

    const all = screen.getByRole("button", { name: "Wygaś wszystkie" });
    await user.click(all);
    const dialog = screen.getByRole("alertdialog", { name: "Wygasić wszystkie telebimy?" });
    await user.click(within(dialog).getByRole("button", { name: "Anuluj" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(document.activeElement).toBe(all);
    expect(sent()).toHaveLength(1);

    await user.click(all);
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Wygaś wszystkie" }),
    );
    expect(await screen.findByText("Wszystkie telebimy: wygaszone.")).toBeTruthy();
    expect(sent()[1]).toEqual({
      method: "PUT",
      url: "/api/moderation/screens/mode",
      body: { screen: null, mode: "blackout" },
    });
    await waitFor(() => expect(document.activeElement).toBe(all));
  });

  it("makes a lead the link of a screen from the name as typed, and refuses a name with nothing usable", async () => {
    const user = userEvent.setup();
    render(<ScreensTab lead />);
    const form = await screen.findByRole("form", { name: "Link dla telebimu" });
    const name = within(form).getByLabelText("Nazwa telebimu");
    await user.type(name, "!!!");
    await user.click(within(form).getByRole("button", { name: "Utwórz link" }));
    expect(within(form).getByRole("alert").textContent).toBe(
      "Podaj nazwę telebimu: litery, cyfry i łączniki, np. scena-glowna.",
    );
    expect(name.getAttribute("aria-invalid")).toBe("true");

    await user.clear(name);
    await user.type(name, "Scena Główna");
    await user.click(within(form).getByRole("button", { name: "Utwórz link" }));
    const link = await within(form).findByLabelText("Link telebimu scena-glowna");
    expect((link as HTMLInputElement).value).toBe(
      `${window.location.origin}/telebim?ekran=scena-glowna#klucz=${"K".repeat(22)}`,
    );
    expect(within(form).queryByRole("alert")).toBeNull();
    expect(
      fetchMock.mock.calls.some(([url]) =>
        String(url).endsWith("/screens/link?screen=scena-glowna"),
      ),
    ).toBe(true);
  });

  it("posts an announcement that ends tomorrow when its time has passed today, then clears it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-06-12T21:00:00.000Z")); // 23:00 in Warsaw
    const user = userEvent.setup();
    render(<ScreensTab lead />);
    const form = await screen.findByRole("form", { name: "Nowy komunikat" });
    const text = within(form).getByLabelText("Treść komunikatu");
    expect(text.getAttribute("maxlength")).toBe("160");

    await user.click(within(form).getByRole("button", { name: "Pokaż na wszystkich telebimach" }));
    expect(within(form).getByRole("alert").textContent).toBe("Wpisz treść komunikatu.");
    expect(sent()).toEqual([]);

    await user.type(text, "Wejście 2 zamknięte");
    expect(within(form).getByText("19 / 160 znaków")).toBeTruthy();
    const end = within(form).getByLabelText("Do godziny (opcjonalnie)");
    await user.type(end, "01:30");
    expect(
      within(form).getByText("Zniknie jutro o 01:30 – ta godzina dziś już minęła."),
    ).toBeTruthy();
    await user.click(within(form).getByRole("button", { name: "Pokaż na wszystkich telebimach" }));

    expect(await screen.findByText("Komunikat jest na wszystkich telebimach.")).toBeTruthy();
    expect(sent()).toEqual([
      {
        method: "POST",
        url: "/api/moderation/announcement",
        body: { text: "Wejście 2 zamknięte", endsAt: "2031-06-12T23:30:00.000Z" },
      },
    ]);
    const current = screen.getByText("Teraz na telebimach").parentElement!;
    expect(current.textContent).toContain("Wejście 2 zamknięte");
    expect(current.textContent).toContain("do 01:30");
    expect((text as HTMLTextAreaElement).value).toBe("");

    await user.click(screen.getByRole("button", { name: "Zdejmij komunikat" }));
    expect(
      await screen.findByText("Komunikat zdjęty. Telebimy wracają do wiadomości."),
    ).toBeTruthy();
    expect(sent()[1]).toMatchObject({ method: "DELETE", url: "/api/moderation/announcement" });
    expect(screen.queryByText("Teraz na telebimach")).toBeNull();
  });

  it("sends an announcement to the phones only when the lead ticks it, each time afresh", async () => {
    const user = userEvent.setup();
    render(<ScreensTab lead />);
    const form = await screen.findByRole("form", { name: "Nowy komunikat" });
    const phones = within(form).getByRole("checkbox", { name: "Wyślij też na telefony" });
    expect((phones as HTMLInputElement).checked).toBe(false);
    await user.type(within(form).getByLabelText("Treść komunikatu"), "Burza: zejdźcie z płyty");
    await user.click(phones);
    await user.click(within(form).getByRole("button", { name: "Pokaż na wszystkich telebimach" }));
    expect(
      await screen.findByText("Komunikat jest na wszystkich telebimach i idzie na telefony."),
    ).toBeTruthy();
    expect(sent()[0]?.body).toEqual({
      text: "Burza: zejdźcie z płyty",
      endsAt: null,
      alsoToPhones: true,
    });
    expect((phones as HTMLInputElement).checked).toBe(false);
  });

  it("shows the server's Polish reason when it refuses an announcement", async () => {
    const user = userEvent.setup();
    render(<ScreensTab lead />);
    const form = await screen.findByRole("form", { name: "Nowy komunikat" });
    await user.type(within(form).getByLabelText("Treść komunikatu"), "zły komunikat");
    await user.click(within(form).getByRole("button", { name: "Pokaż na wszystkich telebimach" }));
    expect((await within(form).findByRole("alert")).textContent).toBe(
      "Nieprawidłowe dane komunikatu.",
    );
    expect(sent()[0]?.body).toEqual({ text: "zły komunikat", endsAt: null });
  });

  it("checks the rotation's settings before saving: bounds, and the minimum within the pace", async () => {
    const user = userEvent.setup();
    render(<ScreensTab lead />);
    const pace = await screen.findByLabelText("Czas wiadomości, gdy nic nie czeka (s)");
    const minimum = screen.getByLabelText("Najkrótszy czas wiadomości, gdy czekają inne (s)");
    const warning = screen.getByLabelText("Ostrzegaj, gdy na telebim czeka się dłużej niż (min)");
    expect((pace as HTMLInputElement).value).toBe("8");

    await user.clear(minimum);
    await user.type(minimum, "12");
    await user.clear(warning);
    await user.type(warning, "0");
    await user.click(screen.getByRole("button", { name: "Zapisz ustawienia" }));
    expect(minimum.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Najkrótszy czas nie może być dłuższy niż zwykły (8 s).")).toBeTruthy();
    expect(screen.getByText("Podaj liczbę całkowitą od 1 do 120 min.")).toBeTruthy();
    expect(sent()).toEqual([]);

    await user.clear(minimum);
    await user.type(minimum, "6");
    await user.clear(warning);
    await user.type(warning, "15");
    await user.click(screen.getByRole("button", { name: "Zapisz ustawienia" }));
    expect(await screen.findByText("Zapisano ustawienia rotacji.")).toBeTruthy();
    expect(sent()).toEqual([
      {
        method: "PUT",
        url: "/api/moderation/screens/settings",
        body: { paceSeconds: 8, minimumSeconds: 6, senderGapMinutes: 5, waitWarningMinutes: 15 },
      },
    ]);
    expect(minimum.getAttribute("aria-invalid")).toBeNull();
  });
});
