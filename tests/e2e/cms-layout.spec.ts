import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { expandAll, field, openCms, openFile } from "../support/cms-editor";
import { provideContentCopy } from "../support/cms-repository";

/**
 * The CMS's form at /admin as an organiser scrolls it (docs/redakcja.md), on a phone and on a
 * laptop: the bars that stick to the top or bottom of a long list never cover one another. A
 * list inside another list's entry once stuck its bar at the same place as its parent's
 * (cms/admin.css).
 */

const CONTENT = path.resolve(import.meta.dirname, "../../content");

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

interface Box {
  readonly text: string;
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

/**
 * The boxes of every sticky element on screen, cut to the part of the form that shows: a bar
 * scrolled out under the page's header is not seen, so it covers nothing.
 */
function stickyBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const scrolling = (element: Element): Element | null => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (/(auto|scroll)/.test(getComputedStyle(parent).overflowY)) return parent;
      }
      return null;
    };
    // The elements a style sheet makes sticky: asking every element of a long form for its
    // computed style at each step took minutes on a phone-sized page.
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule && rule.style.position === "sticky") {
          selectors.push(rule.selectorText);
        }
        if ("cssRules" in rule && rule.cssRules instanceof CSSRuleList) collect(rule.cssRules);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const candidates = new Set(
      selectors.flatMap((selector) => [...document.querySelectorAll(selector)]),
    );
    const boxes: Box[] = [];
    for (const element of candidates) {
      if (getComputedStyle(element).position !== "sticky") continue;
      const own = element.getBoundingClientRect();
      const view = scrolling(element)?.getBoundingClientRect();
      const top = Math.max(own.top, view?.top ?? 0, 0);
      const bottom = Math.min(own.bottom, view?.bottom ?? innerHeight, innerHeight);
      if (bottom - top < 1) continue;
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
      boxes.push({ text, top, bottom, left: own.left, right: own.right });
    }
    return boxes;
  });
}

/** Pairs of boxes that share more than a pixel's sliver of the screen. */
function overlaps(boxes: readonly Box[]): string[] {
  const found: string[] = [];
  boxes.forEach((one, index) => {
    for (const other of boxes.slice(index + 1)) {
      const height = Math.min(one.bottom, other.bottom) - Math.max(one.top, other.top);
      const width = Math.min(one.right, other.right) - Math.max(one.left, other.left);
      if (height > 1 && width > 1) found.push(`„${one.text}” covers „${other.text}”`);
    }
  });
  return found;
}

/** Scrolls the form from top to bottom, measuring the sticky bars at every step. */
async function scrollAndMeasure(page: Page): Promise<{ overlaps: string[]; stuck: number }> {
  const found = new Set<string>();
  let stuck = 0;
  await page.mouse.move(page.viewportSize()!.width / 2, page.viewportSize()!.height / 2);
  for (let step = 0; step < 40; step += 1) {
    const boxes = await stickyBoxes(page);
    stuck = Math.max(stuck, boxes.length);
    for (const overlap of overlaps(boxes)) found.add(overlap);
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(150);
  }
  return { overlaps: [...found], stuck };
}

/** Files with lists in lists (days › groups of acts), and one long list (the FAQ). */
const FILES = [
  {
    collection: "Teksty angielskie",
    file: "Edycja festiwalu – po angielsku",
    list: "Dni festiwalu",
  },
  { collection: "Strony", file: "Pytania i odpowiedzi (FAQ)", list: "Pytania i odpowiedzi (FAQ)" },
] as const;

for (const [width, height] of [
  [1400, 900],
  [375, 740],
] as const) {
  for (const { collection, file, list } of FILES) {
    test(`at ${width} px, no sticky bar covers another in „${file}”`, async ({ context, page }) => {
      await provideContentCopy(context, CONTENT);
      await page.setViewportSize({ width, height });
      await openCms(page);
      await openFile(page, collection, file);
      await expandAll(field(page, list));
      const measured = await scrollAndMeasure(page);
      // The measurement saw bars at all: a page without them would pass for the wrong reason.
      expect(measured.stuck).toBeGreaterThan(0);
      expect(measured.overlaps).toEqual([]);
    });
  }
}
