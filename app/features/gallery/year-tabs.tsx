import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { rovingFocusTarget } from "../../components/roving-focus";
import "./year-tabs.css";

export interface YearTab {
  value: string;
  /** The tab's content (its accessible name). */
  tab: ReactNode;
  /**
   * The year's content; every year's is in the page, the unselected ones hidden. An element, not
   * a function: becoming tabs and choosing a year re-render the tabs only, and React skips an
   * element it has seen (the gallery's panels hold about 150 photos; rendering them again was
   * the longest task after /about loaded).
   */
  panel: ReactNode;
}

/**
 * The gallery's years, in two stages.
 *
 * In the prerendered HTML, and until the block has hydrated, the years are a radio group: each
 * tab is a label holding a visually hidden radio button, and CSS shows the panel of the checked
 * one. The browser switches years by itself, so a tap works the moment the HTML has painted,
 * before any script runs or while the page hydrates.
 *
 * Once hydrated, the same boxes become WAI-ARIA tabs: a labelled tablist, one tab stop (the
 * selected tab), ←/→ wrapping and Home/End moving focus and selecting at once (automatic
 * activation), and one tabpanel per tab labelled by it, focusable, hidden unless selected. The
 * year chosen before hydration stays chosen, and so does the keyboard focus.
 *
 * Written here rather than with Radix Tabs (decision 011): Radix's roving-focus collection and its
 * Presence check (getComputedStyle on every panel) forced style recalculation inside the
 * hydration commit of /about, one of the longest tasks after the first paint. Same markup
 * contract, data-state included.
 */
export function YearTabs({
  label,
  items,
  className,
  listClassName,
  tabClassName,
  panelClassName,
}: {
  label: string;
  items: readonly YearTab[];
  className?: string;
  listClassName?: string;
  tabClassName?: string;
  panelClassName?: string;
}) {
  const baseId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [selected, setSelected] = useState(items[0]?.value);
  const tabId = (value: string) => `${baseId}-tab-${value}`;
  const panelId = (value: string) => `${baseId}-panel-${value}`;

  useEffect(() => {
    // In a task of its own, not in this effect: React hydrates a block at once when a tap reaches
    // it, so this effect can run inside the very click that is about to check a radio button.
    // Read and replaced in one go (flushSync), so no tap can fall between the two.
    const timer = setTimeout(() => {
      const radios = root.current?.querySelectorAll<HTMLInputElement>("input[type=radio]") ?? [];
      let focused: string | undefined;
      flushSync(() => {
        for (const radio of radios) {
          if (radio.checked) setSelected(radio.value);
          if (radio === document.activeElement) focused = radio.value;
        }
        setEnhanced(true);
      });
      if (focused !== undefined) document.getElementById(tabId(focused))?.focus();
    });
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the block has hydrated
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = rovingFocusTarget(event.key, index, items.length, "horizontal");
    const item = target === undefined ? undefined : items[target];
    if (!item) return;
    event.preventDefault();
    setSelected(item.value);
    document.getElementById(tabId(item.value))?.focus();
  };

  const classes = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);
  const panels = items.map((item) => {
    const isSelected = item.value === selected;
    return (
      <div
        key={item.value}
        id={panelId(item.value)}
        className={classes("year-tabs__panel", panelClassName)}
        {...(enhanced && {
          role: "tabpanel",
          "aria-labelledby": tabId(item.value),
          tabIndex: 0,
          hidden: !isSelected,
          "data-state": isSelected ? "active" : "inactive",
        })}
      >
        {item.panel}
      </div>
    );
  });

  const name = `${baseId}-year`;
  const radios = items.map((item, index) => (
    <label key={item.value} className={classes("year-tabs__tab", tabClassName)}>
      <input
        type="radio"
        name={name}
        value={item.value}
        defaultChecked={index === 0}
        className="visually-hidden"
      />
      {item.tab}
    </label>
  ));
  const tabs = items.map((item, index) => {
    const isSelected = item.value === selected;
    return (
      <button
        key={item.value}
        type="button"
        role="tab"
        id={tabId(item.value)}
        aria-selected={isSelected}
        aria-controls={panelId(item.value)}
        tabIndex={isSelected ? 0 : -1}
        data-state={isSelected ? "active" : "inactive"}
        className={classes("year-tabs__tab", tabClassName)}
        onClick={() => setSelected(item.value)}
        onKeyDown={(event) => onKeyDown(event, index)}
      >
        {item.tab}
      </button>
    );
  });

  // One structure for both stages, so that the panels (and their pictures) stay in place.
  return (
    <div
      ref={root}
      className={classes(enhanced ? "year-tabs" : "year-tabs year-tabs--radios", className)}
    >
      {enhanced ? null : <style>{panelForCheckedRadio(items.length)}</style>}
      <div
        role={enhanced ? "tablist" : "radiogroup"}
        aria-label={label}
        aria-orientation={enhanced ? "horizontal" : undefined}
        className={listClassName}
      >
        {enhanced ? tabs : radios}
      </div>
      {panels}
    </div>
  );
}

/**
 * Before hydration, the panel shown is the one whose radio button is checked: one rule per
 * position, as CSS cannot pair the n-th label with the n-th panel in general.
 */
export function panelForCheckedRadio(count: number): string {
  return Array.from({ length: count }, (_, index) => {
    const position = index + 1;
    return (
      `.year-tabs--radios:has(> [role="radiogroup"] > :nth-child(${position}) > :checked)` +
      ` > .year-tabs__panel:nth-child(${position} of .year-tabs__panel) { display: block; }`
    );
  }).join("\n");
}
