import { useEffectEvent, useLayoutEffect, type RefObject } from "react";

/**
 * Text sized to fill its box (README.md): the largest font size, in whole
 * pixels between `min` and `max`, at which `fits` holds. A binary search: `fits` must be
 * monotonic (true up to some size, false beyond). Returns `min` when nothing fits, so the text
 * never gets smaller than the readable minimum; the boxes' clipping is the last resort then.
 */
export function largestFitting(min: number, max: number, fits: (size: number) => boolean): number {
  let low = Math.ceil(min);
  let high = Math.floor(max);
  if (high < low || !fits(low)) return low;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** A font size range in hundredths of the viewport's shorter side (vmin), like the CSS. */
export interface FontRange {
  readonly minVmin: number;
  readonly maxVmin: number;
}

export const vminPx = (vmin: number): number =>
  (vmin * Math.min(window.innerWidth, window.innerHeight)) / 100;

/** Whether `element` has no content wider than itself. */
const noWiderContent = (element: HTMLElement) => element.scrollWidth <= element.clientWidth;

/** Content height of `box`: what its text may take (its padding excluded). */
function innerHeight(box: HTMLElement): number {
  const style = getComputedStyle(box);
  return box.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
}

/**
 * Sets `text`'s font size to the largest in `range` at which `block` (the text with whatever
 * goes with it) fits the height of `box` and `text` its width. Words are kept whole when a size
 * in range allows it (class `is-fitting-words` turns off breaking inside words while measuring);
 * otherwise the text breaks anywhere, so a long unbreakable word wraps instead of overflowing.
 */
export function fitText(
  text: HTMLElement,
  block: HTMLElement,
  box: HTMLElement,
  range: FontRange,
): number {
  const min = vminPx(range.minVmin);
  const max = vminPx(range.maxVmin);
  const tallEnough = () => block.offsetHeight <= innerHeight(box);
  const trySize = (size: number) => {
    text.style.fontSize = `${size}px`;
    return tallEnough() && noWiderContent(text);
  };
  text.classList.add("is-fitting-words");
  let size = largestFitting(min, max, trySize);
  const wholeWords = trySize(size);
  text.classList.remove("is-fitting-words");
  if (!wholeWords) size = largestFitting(min, max, trySize);
  text.style.fontSize = `${size}px`;
  return size;
}

/**
 * Sets `text`'s font size to the largest in `range` that keeps it on one line (class
 * `is-fitting-line` keeps it from wrapping while measuring); at the minimum it wraps.
 */
export function fitOneLine(text: HTMLElement, range: FontRange): number {
  text.classList.add("is-fitting-line");
  const size = largestFitting(vminPx(range.minVmin), vminPx(range.maxVmin), (candidate) => {
    text.style.fontSize = `${candidate}px`;
    return noWiderContent(text);
  });
  text.classList.remove("is-fitting-line");
  text.style.fontSize = `${size}px`;
  return size;
}

/**
 * Runs `fit` before the first paint of each new `key` (the text shown), and again whenever the
 * box or the fitted block changes size (a late layout, the web fonts swapped in: they use
 * `font-display: optional`) or the fonts finish loading. Fitting is idempotent, so the resize
 * its own change causes settles after one more pass.
 */
export function useFit(
  box: RefObject<HTMLElement | null>,
  block: RefObject<HTMLElement | null>,
  key: string,
  fit: () => void,
): void {
  const refit = useEffectEvent(fit);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    refit();
    const observer = new ResizeObserver(() => refit());
    observer.observe(element);
    if (block.current) observer.observe(block.current);
    const onFonts = () => refit();
    document.fonts.addEventListener("loadingdone", onFonts);
    void document.fonts.ready.then(onFonts);
    return () => {
      observer.disconnect();
      document.fonts.removeEventListener("loadingdone", onFonts);
    };
  }, [box, block, key]);
}
