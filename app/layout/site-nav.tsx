import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import texts from "virtual:texts/shell";
import { edition } from "#content-layer";
import { Logo } from "../components/logo";
import { useHydrated } from "../hooks/use-hydrated";
import { HOME_PATH, isStaffPath } from "#core/site-pages";
import { LanguageSwitch } from "./language-switch";
import { NAV_ITEMS } from "./nav-items";
import { NavItemLink } from "./nav-link";

/**
 * Absolute over the banner on the home route; on narrow screens a
 * hamburger toggles the menu, and choosing an item, the logo, or pressing Escape closes it.
 *
 * The menu is a popover the hamburger opens (`popovertarget`): the browser opens and closes it
 * itself, Escape and a tap outside included, so the hamburger works the moment the HTML has
 * painted, before any script runs or while the page hydrates. Which of the two labels is read
 * follows the popover in CSS. Hydration adds only what needs a script: closing the menu on a
 * client-side move, and `aria-expanded` mirrored from the popover (the browser already exposes
 * the state; the attribute keeps it explicit once it cannot go stale).
 */
export function SiteNav() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const menu = useRef<HTMLUListElement>(null);
  const close = () => {
    if (menu.current && isPopoverOpen(menu.current)) menu.current.hidePopover();
  };

  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    // The visitor may have opened the menu before the scripts ran.
    setOpen(isPopoverOpen(element));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    element.addEventListener("toggle", onToggle);
    return () => element.removeEventListener("toggle", onToggle);
  }, []);

  const overlay = pathname === HOME_PATH;
  return (
    <header className={`site-nav${overlay ? " site-nav--overlay" : ""}`}>
      <nav className="site-nav__bar" aria-label={texts.mainNavigation}>
        <Link to={HOME_PATH} className="site-nav__logo" onClick={close}>
          <Logo className="site-nav__logo-mark" />
          <span className="visually-hidden">{`${edition.name} – ${texts.homeSuffix}`}</span>
        </Link>
        <button
          type="button"
          className="site-nav__toggle"
          popoverTarget={menuId}
          aria-controls={menuId}
          aria-expanded={hydrated ? open : undefined}
        >
          <span className="site-nav__toggle-icon" aria-hidden="true" />
          <span className="visually-hidden site-nav__toggle-label--closed">{texts.openMenu}</span>
          <span className="visually-hidden site-nav__toggle-label--open">{texts.closeMenu}</span>
        </button>
        <ul id={menuId} ref={menu} className="site-nav__menu" popover="auto">
          {NAV_ITEMS.map((item) => (
            <li key={item.label}>
              <NavItemLink item={item} onNavigate={close} />
            </li>
          ))}
          {isStaffPath(pathname) ? null : (
            <li className="site-nav__language">
              <LanguageSwitch onNavigate={close} />
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}

/** Whether the popover is showing; false where the browser has no popovers (the selector throws). */
function isPopoverOpen(element: HTMLElement): boolean {
  try {
    return element.matches(":popover-open");
  } catch {
    return false;
  }
}
