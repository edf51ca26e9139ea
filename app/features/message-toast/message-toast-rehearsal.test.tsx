import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { edition } from "#content-layer";
import {
  editionMessageWindow,
  formatWindowMeta,
  MESSAGE_WINDOW_META_NAME,
  messageWindowLocal,
  windowState,
} from "#core/message-window";
import { MessageToast } from "./message-toast";
import { TOAST_TITLE } from "./toast-widget";

// The proof of work has its own tests (message-toast-proof.test.tsx): here no challenge is
// fetched, so `fetch` sees only the submission, and every send goes without a proof.
vi.mock("./proof-of-work", () => ({
  startProof: () => ({ proof: Promise.resolve(null), startedAt: 0, cancel: () => {} }),
}));

/**
 * A page served during a rehearsal carries the server's window in a `message-window` meta
 * (server/plugins/static-site.ts): the toast and its form follow it instead of the content's.
 * Its own file, because the page's window is read once per page (app/page-window.ts): the meta must
 * be there before the first read, as it is on a served page.
 */
const CONTENT_WINDOW = messageWindowLocal(editionMessageWindow(edition));
const HOUR = 3_600_000;
// The day before the content's window opens, for two and a half hours.
const REHEARSAL = {
  opensAt: new Date(CONTENT_WINDOW.opensAt.getTime() - 24 * HOUR),
  closesAt: new Date(CONTENT_WINDOW.opensAt.getTime() - 21.5 * HOUR),
};
const at = (date: Date, offsetMs: number) => new Date(date.getTime() + offsetMs);

beforeAll(() => {
  const meta = document.createElement("meta");
  meta.name = MESSAGE_WINDOW_META_NAME;
  meta.content = formatWindowMeta(REHEARSAL);
  document.head.append(meta);
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderToast() {
  return render(
    <MemoryRouter initialEntries={["/homepage"]}>
      <MessageToast />
    </MemoryRouter>,
  );
}

const toggle = () => screen.queryByRole("button", { name: TOAST_TITLE });

describe("MessageToast on a page with the server's window (a rehearsal)", () => {
  it("is shown during the rehearsal, when the content's window has not opened", async () => {
    const during = at(REHEARSAL.opensAt, HOUR);
    expect(windowState(during, CONTENT_WINDOW)).toBe("before");
    vi.setSystemTime(during);
    renderToast();
    expect(await screen.findByRole("button", { name: TOAST_TITLE })).toBeInTheDocument();
  });

  it("appears by itself at the rehearsal's start, not a second earlier", async () => {
    vi.setSystemTime(at(REHEARSAL.opensAt, -10_000));
    renderToast();
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(toggle()).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole("button", { name: TOAST_TITLE })).toBeInTheDocument();
  });

  it("disappears after the rehearsal's last second", async () => {
    vi.setSystemTime(at(REHEARSAL.closesAt, -5_000));
    renderToast();
    expect(await screen.findByRole("button", { name: TOAST_TITLE })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_500));
    expect(toggle()).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(toggle()).not.toBeInTheDocument();
  });

  it("is hidden in the content's window when the rehearsal is over", async () => {
    vi.setSystemTime(at(CONTENT_WINDOW.opensAt, HOUR));
    renderToast();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(toggle()).not.toBeInTheDocument();
  });

  it("sends a message checked against the rehearsal's window (not 69)", async () => {
    vi.setSystemTime(at(REHEARSAL.opensAt, HOUR));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
    renderToast();
    await user.click(await screen.findByRole("button", { name: TOAST_TITLE }));
    await user.type(screen.getByRole("textbox", { name: /Autor/ }), "Ekipa techniczna");
    await user.type(screen.getByRole("textbox", { name: /Wiadomość/ }), "Próba generalna!");
    await user.click(screen.getByRole("button", { name: /Wyślij$/ }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "SUKCES" })).toBeInTheDocument();
    // One send (after SUKCES the toast also asks for the message's receipt).
    const sends = fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/api/submissions"));
    expect(sends).toHaveLength(1);
  });
});
