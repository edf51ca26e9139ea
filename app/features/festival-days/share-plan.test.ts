import { describe, expect, it, vi } from "vitest";
import { shareLink } from "./share-plan";

/** How "Udostępnij plan" hands its link on (README.md, "Plan"). */
const URL = "https://example.org/about#plan=2025-05-16-mira-wolna";
const refusal = (name: string) => Promise.reject(new DOMException("no", name));
const clipboard = (writeText: (text: string) => Promise<void>) =>
  ({ writeText }) as unknown as Clipboard;

describe("shareLink", () => {
  it("uses the share sheet when the browser has one", async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink(URL, "Mój plan", { share, clipboard: clipboard(writeText) })).toBe(
      "shared",
    );
    expect(share).toHaveBeenCalledWith({ title: "Mój plan", url: URL });
    expect(writeText).not.toHaveBeenCalled();
  });

  it("says so, and copies nothing, when the visitor closes the sheet", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const browser = { share: () => refusal("AbortError"), clipboard: clipboard(writeText) };
    expect(await shareLink(URL, "Mój plan", browser)).toBe("cancelled");
    expect(writeText).not.toHaveBeenCalled();
  });

  it("falls back to the clipboard when the sheet refuses or cannot take a link", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const refused = { share: () => refusal("NotAllowedError"), clipboard: clipboard(writeText) };
    expect(await shareLink(URL, "Mój plan", refused)).toBe("copied");
    const cannot = {
      share: vi.fn(() => Promise.resolve()),
      canShare: () => false,
      clipboard: clipboard(writeText),
    };
    expect(await shareLink(URL, "Mój plan", cannot)).toBe("copied");
    expect(cannot.share).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledWith(URL);
  });

  it("leaves the link to copy by hand when neither works, and never throws", async () => {
    expect(await shareLink(URL, "Mój plan", {})).toBe("copyByHand");
    const denied = { clipboard: clipboard(() => refusal("NotAllowedError")) };
    expect(await shareLink(URL, "Mój plan", denied)).toBe("copyByHand");
  });
});
