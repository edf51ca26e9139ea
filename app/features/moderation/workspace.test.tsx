import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type QueueItem, type SecondFactorMethod } from "#core/contract";
import { DEFAULT_SCREEN_BOARD } from "#core/screen-board";
import { Workspace } from "./workspace";
import { jsonResponse } from "#tests/support/fetch-mock";

const item = (id: number, message: string): QueueItem => ({
  id,
  author: "Ala",
  message,
  status: "pending",
  createdAt: "2031-06-12T18:00:00.000Z",
  decidedAt: null,
  copies: 1,
  authors: ["Ala"],
  flags: [],
  reason: null,
  decidedBy: null,
  claimedBy: "ola",
});

/** A stream that opens at once and sends nothing else. */
class QuietEventSource extends EventTarget {
  static readonly CLOSED = 2;
  readyState = 1;
  constructor() {
    super();
    setTimeout(() => this.dispatchEvent(new Event("open")), 0);
  }
  close() {
    this.readyState = QuietEventSource.CLOSED;
  }
}

const REFUSED = "Tę wiadomość ocenił(a) już: ania. Lista została odświeżona.";
let claims: QueueItem[][];
let screenWaitWarning: boolean;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  screenWaitWarning = false;
  claims = [[item(7, "Pierwsza"), item(8, "Druga")], [item(8, "Druga")]];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith("/claims")) {
      const items = claims.length > 1 ? claims.shift() : claims[0];
      return jsonResponse(200, { items, claimedUntil: "2031-06-12T18:01:00.000Z" });
    }
    if (url.includes("/submissions?status=")) return jsonResponse(200, []);
    if (url.endsWith("/counts")) return jsonResponse(200, { pending: 2, approved: 0, rejected: 0 });
    if (url.endsWith("/figures")) {
      return jsonResponse(200, {
        pendingItems: 2,
        pendingMessages: 2,
        oldestWaitingSeconds: 130,
        medianWaitSeconds: null,
        approvedWaitingForScreen: 40,
        screenWaitSeconds: 725,
        screenWaitWarning,
        screensConnected: 1,
        moderators: [{ name: "ola", role: "moderator", working: true, decisionsPerMinute: 1.5 }],
      });
    }
    if (url.endsWith("/screens")) {
      const status = {
        screen: "scena-glowna",
        lastHeartbeatAt: "2031-06-12T18:00:05.000Z",
        online: true,
        mode: "live",
        showing: { kind: "empty" },
        showingText: null,
        waiting: 0,
      };
      return jsonResponse(200, { board: DEFAULT_SCREEN_BOARD, screens: [status] });
    }
    if (url.endsWith("/late-changes")) return jsonResponse(200, { lateChanges: [] });
    if (url.endsWith("/submissions/7/approve") && init?.method === "POST") {
      return jsonResponse(409, { code: "already_decided", error: REFUSED });
    }
    return jsonResponse(404, { code: "not_found", error: "Nie znaleziono zasobu." });
  });
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("EventSource", QuietEventSource);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const session = {
  moderation: "pre",
  moderator: { name: "ola", role: "moderator" },
  secondFactor: { state: "done", methods: [] as SecondFactorMethod[], recoveryCodesLeft: 0 },
} as const;

describe("the moderation workspace", () => {
  it("shows who works, the figures in Polish units, and no lead's tabs to a moderator", async () => {
    render(<Workspace session={session} onSignedOut={() => {}} />);
    expect(await screen.findByText("2 min 10 s")).toBeTruthy();
    expect(screen.getByText(/Zalogowano:/).textContent).toContain("ola (moderator)");
    const team = screen.getByRole("region", { name: "Zespół na zmianie" });
    expect(within(team).getByRole("listitem").textContent).toContain("pracuje");
    expect(within(team).getByRole("listitem").textContent).toContain("1,5 decyzji/min");
    expect(screen.queryByRole("tab", { name: "Program" })).toBeNull();
    expect(screen.queryByRole("tab", { name: "Dziennik" })).toBeNull();
    expect(screen.queryByRole("tab", { name: "Blokady" })).toBeNull();
    expect(screen.getByRole("tab", { name: "Telebimy" })).toBeTruthy();
    // Every account has its own "Konto" (its second factor and password).
    expect(screen.getByRole("tab", { name: "Konto" })).toBeTruthy();
    const screens = screen.getByText("Na telebim czeka").parentElement!;
    expect(screens.textContent).toContain("40 (ok. 13 min)");
    expect(screen.queryByText(/nie nadążają/)).toBeNull();
  });

  it("warns every moderator, politely, to slow down when the screens fall behind", async () => {
    screenWaitWarning = true;
    render(<Workspace session={session} onSignedOut={() => {}} />);
    const warning = await screen.findByText(/Telebimy nie nadążają/);
    expect(warning.closest("p")?.textContent).toBe(
      "Telebimy nie nadążają – na telebim czeka się ok. 13 min (wiadomości: 40). Zatwierdzajcie wolniej.",
    );
    expect(warning.closest("[aria-live]")?.getAttribute("aria-live")).toBe("polite");
  });

  it("shows a refused decision's reason, drops the item and never sends it again", async () => {
    const user = userEvent.setup();
    render(<Workspace session={session} onSignedOut={() => {}} />);
    const list = await screen.findByRole("list", { name: "Przydzielone Tobie" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    const first = within(list).getAllByRole("listitem")[0]!;
    await user.click(within(first).getByRole("button", { name: "Zatwierdź" }));

    expect((await screen.findByRole("alert")).textContent).toContain(REFUSED);
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(within(list).getByRole("listitem").textContent).toContain("Druga");
    const approvals = fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/7/approve"));
    expect(approvals).toHaveLength(1);
    expect(approvals[0]?.[1]).toMatchObject({ body: '{"from":"pending"}' });
  });

  it("opens the screens to every moderator, and their controls only to a lead", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Workspace session={session} onSignedOut={() => {}} />);
    await user.click(screen.getByRole("tab", { name: "Telebimy" }));
    expect(await screen.findByRole("listitem", { name: "scena-glowna" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Wstrzymaj telebim scena-glowna" })).toBeNull();
    expect(screen.queryByRole("form", { name: "Nowy komunikat" })).toBeNull();
    unmount();

    const lead = { ...session, moderator: { name: "koordynator", role: "lead" } } as const;
    render(<Workspace session={lead} onSignedOut={() => {}} />);
    await user.click(screen.getByRole("tab", { name: "Telebimy" }));
    expect(
      await screen.findByRole("button", { name: "Wstrzymaj telebim scena-glowna" }),
    ).toBeTruthy();
    expect(screen.getByRole("form", { name: "Nowy komunikat" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Zapisz ustawienia" })).toBeTruthy();
  });

  it("opens a lead's programme tab from its address, and explains it to a moderator", async () => {
    window.history.replaceState(null, "", "#program");
    try {
      const { unmount } = render(<Workspace session={session} onSignedOut={() => {}} />);
      expect((await screen.findByRole("alert")).textContent).toContain(
        "Ta część panelu jest tylko dla koordynatorów zmiany.",
      );
      expect(screen.getByRole("tab", { name: "Kolejka" }).getAttribute("aria-selected")).toBe(
        "true",
      );
      unmount();

      const lead = { ...session, moderator: { name: "koordynator", role: "lead" } } as const;
      render(<Workspace session={lead} onSignedOut={() => {}} />);
      expect(screen.getByRole("tab", { name: "Program" }).getAttribute("aria-selected")).toBe(
        "true",
      );
      expect(await screen.findByRole("heading", { name: "Program festiwalu" })).toBeTruthy();
    } finally {
      window.history.replaceState(null, "", "#");
    }
  });
});
