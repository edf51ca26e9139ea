import { act, cleanup, render } from "@testing-library/react";
import {
  createBrowserRouter,
  createMemoryRouter,
  Outlet,
  RouterProvider,
  ScrollRestoration,
} from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { savedScrollPosition, SCROLL_POSITIONS_STORAGE_KEY } from "./early-history-moves";
import { ensureHistoryEntryKey } from "./history-entry-key";

/**
 * The client entry reads the places React Router saves (early-history-moves.ts) before the router
 * runs. The key is ours, but what is stored under it is the router's: this test lets the real
 * `<ScrollRestoration>` save a place and reads it back the way the client entry does, so a React
 * Router upgrade that changes the stored shape fails here, loudly, instead of silently losing
 * visitors' places on Back. The same goes for the history entry's key, which the client entry
 * writes into `history.state` before the router starts (history-entry-key.ts).
 */
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("the places React Router saves", () => {
  it("are entry key → vertical position under our storage key, readable by the client entry", async () => {
    vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const router = createMemoryRouter([
      {
        path: "/",
        element: (
          <>
            <ScrollRestoration storageKey={SCROLL_POSITIONS_STORAGE_KEY} />
            <Outlet />
          </>
        ),
        children: [{ path: "homepage", element: <p>Strona główna</p> }],
      },
    ]);
    await act(async () => {
      await router.navigate("/homepage");
    });
    render(<RouterProvider router={router} />);
    const entryKey = router.state.location.key;
    vi.spyOn(window, "scrollY", "get").mockReturnValue(1200);
    // The router saves its places when the page is hidden (a reload, or leaving the site).
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });

    expect(sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY)).not.toBeNull();
    expect(savedScrollPosition(sessionStorage, entryKey)).toBe(1200);
  });

  it("take the history entry's key from where the client entry writes it", () => {
    window.history.replaceState(null, "", "/homepage");
    const entryKey = ensureHistoryEntryKey(window.history);
    const router = createBrowserRouter([{ path: "/homepage", element: <p>Strona główna</p> }]);
    try {
      expect(router.state.location.key).toBe(entryKey);
    } finally {
      router.dispose();
    }
  });
});
