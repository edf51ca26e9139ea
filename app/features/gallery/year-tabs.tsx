import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { rovingFocusTarget } from "../../components/roving-focus";

export interface YearTab {
  value: string;
  /** The tab's content (its accessible name). */
  tab: ReactNode;
  /** Rendered only while the tab is selected, so hidden years cost nothing. */
  panel: () => ReactNode;
}

/**
 * The gallery's years as WAI-ARIA tabs: a labelled tablist, one tab stop (the selected tab), ←/→
 * wrapping and Home/End moving focus and selecting at once (automatic activation), and one
 * tabpanel per tab labelled by it, focusable, hidden unless selected.
 *
 * Written here rather than with Radix Tabs (decision 008): Radix's roving-focus collection and its
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
  const [selected, setSelected] = useState(items[0]?.value);
  const tabId = (value: string) => `${baseId}-tab-${value}`;
  const panelId = (value: string) => `${baseId}-panel-${value}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = rovingFocusTarget(event.key, index, items.length, "horizontal");
    const item = target === undefined ? undefined : items[target];
    if (!item) return;
    event.preventDefault();
    setSelected(item.value);
    document.getElementById(tabId(item.value))?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={listClassName}
      >
        {items.map((item, index) => {
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
              className={tabClassName}
              onClick={() => setSelected(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.tab}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const isSelected = item.value === selected;
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(item.value)}
            aria-labelledby={tabId(item.value)}
            tabIndex={0}
            hidden={!isSelected}
            data-state={isSelected ? "active" : "inactive"}
            className={panelClassName}
          >
            {isSelected && item.panel()}
          </div>
        );
      })}
    </div>
  );
}
