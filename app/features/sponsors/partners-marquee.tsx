import { useState } from "react";
import texts from "virtual:texts/home";
import type { Organisation } from "#content-layer";
import { OrganisationLogo } from "./organisation-logo";

const LOGO_SIZES = "(min-width: 768px) 12rem, 40vw";

/**
 * PARTNERZY as an endlessly looping strip, the list rendered twice
 * so the loop is seamless. Only the first copy is for assistive technology: the second is
 * aria-hidden and inert and its links leave the tab order. The loop pauses on hover, on focus and
 * with the button (WCAG 2.2.2), and stands still under prefers-reduced-motion (sponsors.css).
 */
export function PartnersMarquee({ partners }: { partners: readonly Organisation[] }) {
  const [paused, setPaused] = useState(false);
  return (
    <div className={`marquee${paused ? " is-paused" : ""}`}>
      <button
        type="button"
        className="marquee__toggle"
        aria-pressed={paused}
        onClick={() => setPaused((value) => !value)}
      >
        <span className="marquee__toggle-icon" aria-hidden="true" />
        <span className="visually-hidden">{texts.sponsors.pausePartners}</span>
      </button>
      <div className="marquee__viewport">
        <div className="marquee__track">
          <ul className="marquee__list">
            {partners.map((partner) => (
              <li key={partner.shortname} className="marquee__item">
                <OrganisationLogo organisation={partner} sizes={LOGO_SIZES} />
              </li>
            ))}
          </ul>
          <ul className="marquee__list marquee__list--copy" aria-hidden="true" inert>
            {partners.map((partner) => (
              <li key={partner.shortname} className="marquee__item">
                <OrganisationLogo organisation={partner} sizes={LOGO_SIZES} tabIndex={-1} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
