import { expect, type Browser, type Page } from "@playwright/test";
import { waitForHydration } from "../e2e/helpers";

/**
 * A /telebim page that remembers every line of text it has ever shown. The wall shows one message
 * at a time in its rotation (server/screens/README.md#fair-rotation), so "it showed X" must not
 * depend on the moment the test looks.
 */
declare global {
  interface Window {
    __shownLines?: Set<string>;
  }
}

export async function openScreen(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1920, height: 1080 },
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shown = new Set<string>();
    window.__shownLines = shown;
    const record = () => {
      for (const line of (document.body?.innerText ?? "").split("\n")) shown.add(line.trim());
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await page.goto(`${url}/telebim`);
  await waitForHydration(page);
  return page;
}

/** Waits until the screen has shown `text` at some moment. */
export async function expectShown(page: Page, text: string, timeout: number): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          (wanted) => [...(window.__shownLines ?? [])].some((line) => line.includes(wanted)),
          text,
        ),
      {
        message: `the screen at ${page.url()} shows "${text}"`,
        timeout,
      },
    )
    .toBe(true);
}
