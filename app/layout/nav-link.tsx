import { Link } from "react-router";
import texts from "virtual:texts/shell";
import { ExternalLink } from "../components/external-link";
import type { NavItem } from "./nav-items";

export function NavItemLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  if (item.kind === "external") {
    return (
      <ExternalLink href={item.href} onClick={onNavigate}>
        {item.label}
        <span className="visually-hidden"> ({texts.opensInNewTab})</span>
      </ExternalLink>
    );
  }
  return (
    <Link to={item.to} onClick={onNavigate}>
      {item.label}
    </Link>
  );
}
