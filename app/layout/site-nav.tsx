import { useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { edition } from "../../content";
import { Logo } from "../components/logo";
import { HOME_PATH } from "../route-paths";
import { NAV_ITEMS } from "./nav-items";
import { NavItemLink } from "./nav-link";

/**
 * docs/product.md#navigation-bar: absolute over the banner on the home route; on narrow screens a
 * hamburger toggles the menu, and choosing an item, the logo, or pressing Escape closes it.
 */
export function SiteNav() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const overlay = pathname === HOME_PATH;
  return (
    <header className={`site-nav${overlay ? " site-nav--overlay" : ""}${open ? " is-open" : ""}`}>
      <nav className="site-nav__bar" aria-label="Główna nawigacja">
        <Link to={HOME_PATH} className="site-nav__logo" onClick={close}>
          <Logo className="site-nav__logo-mark" />
          <span className="visually-hidden">{edition.name} – strona główna</span>
        </Link>
        <button
          type="button"
          className="site-nav__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="site-nav__toggle-icon" aria-hidden="true" />
          <span className="visually-hidden">{open ? "Zamknij menu" : "Otwórz menu"}</span>
        </button>
        <ul id={menuId} className="site-nav__menu">
          {NAV_ITEMS.map((item) => (
            <li key={item.label}>
              <NavItemLink item={item} onNavigate={close} />
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
