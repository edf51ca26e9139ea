import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { edition } from "#content-layer";
import { RESULT_TEXTS } from "#core/codes";
import { editionMessageWindow, messageWindowLocal } from "#core/message-window";
import { zalgo } from "#tests/fixtures/zalgo";
import { MessageToast } from "./message-toast";
import { MessageToastWidget, privacyNotice, TOAST_TITLE } from "./toast-widget";
import { findOpenDialog } from "#tests/support/open-dialog";

// The proof of work has its own tests (message-toast-proof.test.tsx): here no challenge is
// fetched, so `fetch` sees only the submission, and every send goes without a proof.
vi.mock("./proof-of-work", () => ({
  startProof: () => ({ proof: Promise.resolve(null), startedAt: 0, cancel: () => {} }),
}));

// The content's window in local time, like the toast reads it (the browser's local
// time); derived, so the tests hold for whichever edition the content describes.
const WINDOW = messageWindowLocal(editionMessageWindow(edition));
const at = (date: Date, offsetMs: number) => new Date(date.getTime() + offsetMs);
const BEFORE_START = at(WINDOW.opensAt, -10_000);
const DURING = at(WINDOW.opensAt, (WINDOW.closesAt.getTime() - WINDOW.opensAt.getTime()) / 2);
const LAST_SECOND = WINDOW.closesAt;
const AFTER_END = at(WINDOW.closesAt, 1_000);

/** A fetch that answers `status` once `release` is called, recording what was posted. */
function deferredFetch(status: number) {
  let release = () => {};
  const fetchMock = vi.fn<typeof fetch>(
    () =>
      new Promise<Response>((resolve) => {
        release = () => resolve(new Response(null, { status }));
      }),
  );
  return { fetchMock, release: () => act(() => release()) };
}

function setUp() {
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

// While the modal is open everything else is aria-hidden (as it should be): `hidden` reaches it.
const toggle = (hidden = false) => screen.getByRole("button", { name: TOAST_TITLE, hidden });
const authorField = () => screen.getByRole("textbox", { name: /Autor/ });
const messageField = () => screen.getByRole("textbox", { name: /Wiadomość/ });
const submitButton = () => screen.getByRole("button", { name: /Wyślij$|Wysyłanie/ });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(DURING);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("MessageToastWidget: the form", () => {
  it("is collapsed by default and its header toggles the form", async () => {
    const user = setUp();
    render(<MessageToastWidget visible />);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(authorField()).toHaveAttribute("maxlength", "32");
    expect(authorField()).toBeRequired();
    expect(messageField()).toHaveAttribute("maxlength", "128");
    expect(messageField()).toBeRequired();
    expect(screen.getByText("3-32 znaków")).toBeVisible();
    expect(screen.getByText("5-128 znaków")).toBeVisible();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("says under the form who reads messages and when they are deleted (the content's days)", async () => {
    const user = setUp();
    render(<MessageToastWidget visible />);
    await user.click(toggle());
    expect(screen.getByText(privacyNotice(edition.messageRetentionDays))).toBeVisible();
    expect(privacyNotice(30)).toBe(
      "Wiadomości czyta moderacja, zanim trafią na telebim. Usuwamy je 30 dni po festiwalu.",
    );
    expect(privacyNotice(1)).toMatch(/Usuwamy je 1 dzień po festiwalu\.$/);
    expect(privacyNotice(22)).toMatch(/Usuwamy je 22 dni po festiwalu\.$/);
  });

  it("posts JSON, disables the button in flight, then clears, collapses and opens SUKCES", async () => {
    const user = setUp();
    const { fetchMock, release } = deferredFetch(201);
    vi.stubGlobal("fetch", fetchMock);
    render(<MessageToastWidget visible />);
    await user.click(toggle());
    await user.type(authorField(), "  Ola z Mokotowa ");
    await user.type(messageField(), "Pozdrowienia dla całej ekipy!");
    await user.click(submitButton());

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/submissions");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    // Core trims the values it passes on.
    expect(JSON.parse(String(init?.body))).toEqual({
      author: "Ola z Mokotowa",
      message: "Pozdrowienia dla całej ekipy!",
    });

    // In flight: the button is disabled; Enter in the message does not send twice.
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent("Wysyłanie…");
    await user.type(messageField(), "{Enter}");
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await release();
    const dialog = await findOpenDialog();
    expect(within(dialog).getByRole("heading", { name: "SUKCES" })).toBeInTheDocument();
    expect(dialog).toHaveTextContent("Udało się wysłać wiadomość!");
    expect(toggle(true)).toHaveAttribute("aria-expanded", "false");

    await user.click(within(dialog).getByRole("button", { name: "Zamknij" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // Focus returns to the toast's header; the reopened form is empty and not invalid.
    await waitFor(() => expect(toggle()).toHaveFocus());
    await user.click(toggle());
    expect(authorField()).toHaveValue("");
    expect(messageField()).toHaveValue("");
    expect(authorField()).not.toHaveAttribute("aria-invalid");
    expect(submitButton()).toBeEnabled();
  });

  it("does nothing when a field is empty, except switching the validation display on", async () => {
    const user = setUp();
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetchMock);
    render(<MessageToastWidget visible />);
    await user.click(toggle());
    expect(authorField()).not.toHaveAttribute("aria-invalid");
    await user.type(messageField(), "Sama wiadomość");
    await user.click(submitButton());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(authorField()).toHaveAttribute("aria-invalid", "true");
    expect(authorField()).toHaveAccessibleDescription(/To pole jest wymagane\./);
    expect(authorField()).toHaveFocus();
    expect(messageField()).not.toHaveAttribute("aria-invalid");
    // Fixing the field clears its error live.
    await user.type(authorField(), "Ola");
    expect(authorField()).not.toHaveAttribute("aria-invalid");
  });

  it("submits with Enter in the message; Shift+Enter adds no line break", async () => {
    const user = setUp();
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    render(<MessageToastWidget visible />);
    await user.click(toggle());
    await user.type(authorField(), "Kuba");
    await user.type(messageField(), "Jedna{Shift>}{Enter}{/Shift} linia");
    expect(messageField()).toHaveValue("Jedna linia");
    await user.type(messageField(), "{Enter}");
    expect(await screen.findByRole("heading", { name: "SUKCES" })).toBeInTheDocument();
    // One send (after SUKCES the toast also asks for the message's receipt).
    const sends = fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/api/submissions"));
    expect(sends).toHaveLength(1);
  });

  it("counts visible characters live", async () => {
    const user = setUp();
    render(<MessageToastWidget visible />);
    await user.click(toggle());
    await user.type(authorField(), " Zoë 👍🏽 ");
    expect(authorField()).toHaveAccessibleDescription("Wpisano 5 z 32 znaków");
  });

  it.each([
    { code: 71, author: "Ol", message: "Pozdrowienia!", title: "ZA MAŁO ZNAKÓW", field: "Autor" },
    {
      code: 72,
      author: "Ola",
      message: "Hej",
      title: "ZA MAŁO ZNAKÓW W WIADOMOŚCI",
      field: "Wiadomość",
    },
    {
      code: 73,
      author: "Ola",
      message: "ty kurwo jedna",
      title: "WYKRYTO WULGARYZM",
      field: "Wiadomość",
    },
    // Characters that draw nothing: found before sending, so nothing typed is lost.
    {
      code: 76,
      author: "Ola",
      message: "Pozdrowienia\u17B4\u17B5 z płyty",
      title: "NIEDOZWOLONE ZNAKI",
      field: "Wiadomość",
    },
    {
      code: 76,
      author: "Ola\uE000",
      message: "Pozdrowienia z płyty",
      title: "NIEDOZWOLONE ZNAKI",
      field: "Autor",
    },
  ])("shows $code ($title) without sending and returns focus to $field", async (row) => {
    const user = setUp();
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetchMock);
    render(<MessageToastWidget visible />);
    await user.click(toggle());
    await user.type(authorField(), row.author);
    await user.type(messageField(), row.message);
    await user.click(submitButton());
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: row.title })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    // The form stays open with what was typed, to be fixed.
    expect(toggle(true)).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const field = row.field === "Autor" ? authorField() : messageField();
    await waitFor(() => expect(field).toHaveFocus());
    expect(authorField()).toHaveValue(row.author);
  });

  it.each([
    { answer: "a 500 response", status: 500, fails: false },
    { answer: "a 503 response (database unavailable)", status: 503, fails: false },
    { answer: "a 429 response", status: 429, fails: false },
    // Sent twice (message-toast-resend.test.tsx), the second time after RESEND_DELAY_MS.
    { answer: "a network failure", status: 0, fails: true },
  ])("shows WYSTĄPIŁ BŁĄD after $answer, cleared and collapsed", async (row) => {
    const user = setUp();
    const body = JSON.stringify({ code: "database_unavailable", error: "Baza niedostępna" });
    vi.stubGlobal(
      "fetch",
      vi.fn<typeof fetch>(async () => {
        if (row.fails) throw new TypeError("Failed to fetch");
        // The server's own JSON: a proxy's empty 503 would be resent.
        return new Response(row.status === 503 ? body : null, { status: row.status });
      }),
    );
    render(<MessageToastWidget visible />);
    await user.click(toggle());
    await user.type(authorField(), "Ola");
    await user.type(messageField(), "Pozdrowienia!");
    await user.click(submitButton());
    const dialog = await findOpenDialog();
    expect(within(dialog).getByRole("heading", { name: "WYSTĄPIŁ BŁĄD" })).toBeInTheDocument();
    expect(toggle(true)).toHaveAttribute("aria-expanded", "false");
    await user.click(within(dialog).getByRole("button", { name: "Zamknij okno" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(toggle());
    expect(authorField()).toHaveValue("");
  });

  it("shows the server's 78 (pasted Zalgo text) as its own dialog, cleared and collapsed", async () => {
    const user = setUp();
    const body = JSON.stringify({ code: 78, error: RESULT_TEXTS[78].body });
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(body, { status: 422 }));
    vi.stubGlobal("fetch", fetchMock);
    render(<MessageToastWidget visible />);
    await user.click(toggle());
    await user.type(authorField(), "Ola");
    await user.type(messageField(), zalgo("Hejka", 25));
    await user.click(submitButton());
    // The toast itself lets it through (it produces only 69-73); the server refuses it.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByRole("heading", { name: "ZA DUŻO ZNAKÓW DIAKRYTYCZNYCH" }),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/najwyżej 4 znaki diakrytyczne/);
    expect(toggle(true)).toHaveAttribute("aria-expanded", "false");
  });

  it("tells the visitor when the browser is offline", async () => {
    const user = setUp();
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    render(<MessageToastWidget visible />);
    await user.click(toggle());
    expect(screen.getByRole("status")).toHaveTextContent(/wymaga połączenia/);
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("shows 69 and collapses when the clock is before the start at submit", async () => {
    const user = setUp();
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetchMock);
    // The toast is visible (e.g. its timer ran before a wrong clock was corrected).
    render(<MessageToastWidget visible />);
    await user.click(toggle());
    await user.type(authorField(), "Ola");
    await user.type(messageField(), "Pozdrowienia!");
    vi.setSystemTime(BEFORE_START);
    await user.click(submitButton());
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "CHAT ZABLOKOWANY" })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/odblokowany/);
    expect(toggle(true)).toHaveAttribute("aria-expanded", "false");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("MessageToast: the message window", () => {
  function renderToast() {
    return render(
      <MemoryRouter initialEntries={["/about"]}>
        <MessageToast />
      </MemoryRouter>,
    );
  }

  it("is not in the prerendered HTML, even inside the window", () => {
    const html = renderToString(
      <MemoryRouter initialEntries={["/about"]}>
        <MessageToast />
      </MemoryRouter>,
    );
    expect(html).toBe("");
  });

  it("is shown inside the window, collapsed", async () => {
    renderToast();
    expect(await screen.findByRole("button", { name: TOAST_TITLE })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(screen.getByRole("complementary", { name: TOAST_TITLE })).toBeInTheDocument();
  });

  it("appears by itself when the start is reached, not a second earlier", async () => {
    vi.setSystemTime(BEFORE_START);
    renderToast();
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.queryByRole("button", { name: TOAST_TITLE })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole("button", { name: TOAST_TITLE })).toBeInTheDocument();
  });

  it("appears at the start even when it is weeks away (beyond setTimeout's limit)", async () => {
    const start = WINDOW.opensAt;
    vi.setSystemTime(at(start, -45 * 24 * 3_600_000)); // 45 days ahead
    renderToast();
    await act(() => vi.advanceTimersByTimeAsync(start.getTime() - Date.now() - 1_000));
    expect(screen.queryByRole("button", { name: TOAST_TITLE })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole("button", { name: TOAST_TITLE })).toBeInTheDocument();
  });

  it("disappears when the end is reached while it is open", async () => {
    const user = setUp();
    vi.setSystemTime(new Date(LAST_SECOND.getTime() - 5_000));
    renderToast();
    await user.click(await screen.findByRole("button", { name: TOAST_TITLE }));
    expect(authorField()).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(5_500)); // half-way through the last second: still open
    expect(screen.getByRole("button", { name: TOAST_TITLE })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600)); // past the last second
    expect(screen.queryByRole("button", { name: TOAST_TITLE })).not.toBeInTheDocument();
  });

  it("never appears after the end", async () => {
    vi.setSystemTime(AFTER_END);
    renderToast();
    await act(() => vi.advanceTimersByTimeAsync(365 * 24 * 3_600_000));
    expect(screen.queryByRole("button", { name: TOAST_TITLE })).not.toBeInTheDocument();
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
  });
});
