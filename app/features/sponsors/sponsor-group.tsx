import { useId, type ReactNode } from "react";
import type { Organisation } from "#content-layer";
import { OrganisationLogo } from "./organisation-logo";

interface SponsorGroupProps {
  title: string;
  organisations: readonly Organisation[];
  /** Layout variant: "wide" tiles for organisers, "hero" for the main sponsor. */
  variant?: "default" | "wide" | "hero";
  /** Replaces the plain grid (the partners' marquee). */
  children?: ReactNode;
}

/** How wide each variant's logos are drawn (sponsors.css): on phones, two columns or one. */
const SIZES = {
  default: "(min-width: 768px) 13rem, calc(50vw - 1.5rem)",
  wide: "(min-width: 768px) 16rem, calc(50vw - 1.5rem)",
  hero: "(min-width: 768px) 24rem, calc(100vw - 2rem)",
} as const;

/**
 * One titled group of the sponsors block (README.md#what-the-visitor-sees), its logos as a list.
 */
export function SponsorGroup({
  title,
  organisations,
  variant = "default",
  children,
}: SponsorGroupProps) {
  const titleId = useId();
  return (
    <section className={`sponsor-group sponsor-group--${variant}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="sponsor-group__title">
        {title}
      </h2>
      {children ?? (
        <ul className="sponsor-group__list">
          {organisations.map((organisation) => (
            <li key={organisation.shortname} className="sponsor-group__item">
              <OrganisationLogo organisation={organisation} sizes={SIZES[variant]} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
