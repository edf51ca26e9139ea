import { afterEach, describe, expect, it, vi } from "vitest";
import {
  addressMovedBeforeScripts,
  openedByHistory,
  restoreSavedScrollPosition,
  savedScrollPosition,
  SCROLL_POSITIONS_STORAGE_KEY,
} from "./early-history-moves";

const storageWith = (value: string | null) => ({ getItem: () => value });
const opened = (name: string, type = "navigate") => ({
  getEntriesByType: () => [{ name, type }] as unknown as PerformanceEntryList,
});

describe("savedScrollPosition", () => {
  it("reads the position React Router saved for the entry", () => {
    const storage = storageWith(JSON.stringify({ abc: 1200, def: 0 }));
    expect(savedScrollPosition(storage, "abc")).toBe(1200);
    expect(savedScrollPosition(storage, "def")).toBe(0);
  });

  it("has nothing for an unknown entry, empty storage, or anything but a number", () => {
    expect(savedScrollPosition(storageWith(JSON.stringify({ abc: 5 })), "xyz")).toBeUndefined();
    expect(savedScrollPosition(storageWith(null), "abc")).toBeUndefined();
    expect(savedScrollPosition(storageWith('{"abc":"12"}'), "abc")).toBeUndefined();
    expect(savedScrollPosition(storageWith("[1,2]"), "0")).toBeUndefined();
    expect(savedScrollPosition(storageWith("null"), "abc")).toBeUndefined();
  });

  it("survives storage that is not JSON or cannot be read", () => {
    expect(savedScrollPosition(storageWith("{oops"), "abc")).toBeUndefined();
    const blocked = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    };
    expect(savedScrollPosition(blocked, "abc")).toBeUndefined();
  });
});

describe("restoreSavedScrollPosition", () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it("scrolls a page that is still at its top to the saved place", () => {
    sessionStorage.setItem(SCROLL_POSITIONS_STORAGE_KEY, JSON.stringify({ abc: 1200 }));
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    expect(restoreSavedScrollPosition("abc")).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith(0, 1200);
  });

  it("leaves a page that has already moved, or has no saved place, where it is", () => {
    sessionStorage.setItem(SCROLL_POSITIONS_STORAGE_KEY, JSON.stringify({ abc: 1200 }));
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    expect(restoreSavedScrollPosition("xyz")).toBe(false);
    vi.spyOn(window, "scrollY", "get").mockReturnValue(300);
    expect(restoreSavedScrollPosition("abc")).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe("addressMovedBeforeScripts", () => {
  const at = (href: string) => ({ href });

  it("is false while the address is the one the document opened with", () => {
    expect(addressMovedBeforeScripts(at("https://x.pl/about"), opened("https://x.pl/about"))).toBe(
      false,
    );
    // A jump to an anchor is the same page.
    expect(
      addressMovedBeforeScripts(at("https://x.pl/about#program"), opened("https://x.pl/about")),
    ).toBe(false);
  });

  it("is true when Back or Forward moved to another page of the tab's history", () => {
    expect(
      addressMovedBeforeScripts(at("https://x.pl/about"), opened("https://x.pl/homepage")),
    ).toBe(true);
    expect(addressMovedBeforeScripts(at("https://x.pl/faq?a=1"), opened("https://x.pl/faq"))).toBe(
      true,
    );
  });

  it("is false when the browser gives no navigation entry", () => {
    expect(
      addressMovedBeforeScripts(at("https://x.pl/about"), { getEntriesByType: () => [] }),
    ).toBe(false);
  });
});

describe("openedByHistory", () => {
  it("is true for Back, Forward and a reload, false for a link or a typed address", () => {
    expect(openedByHistory(opened("https://x.pl/", "back_forward"))).toBe(true);
    expect(openedByHistory(opened("https://x.pl/", "reload"))).toBe(true);
    expect(openedByHistory(opened("https://x.pl/", "navigate"))).toBe(false);
    expect(openedByHistory({ getEntriesByType: () => [] })).toBe(false);
  });
});
