import shell from "virtual:texts/shell";
import type { Organisation } from "#content-layer";
import { ExternalLink } from "../../components/external-link";
import { Picture } from "../../components/picture";

interface OrganisationLogoProps {
  organisation: Organisation;
  sizes: string;
  /** -1 for the marquee's duplicate copy, which keyboard users must not meet twice. */
  tabIndex?: number;
}

/**
 * A logo (alt = the organisation's name) linking to its site in a new tab
 * (README.md#what-the-visitor-sees).
 */
export function OrganisationLogo({ organisation, sizes, tabIndex }: OrganisationLogoProps) {
  return (
    <ExternalLink href={organisation.link} className="org-logo" tabIndex={tabIndex}>
      <Picture
        src={organisation.image}
        alt={organisation.name}
        sizes={sizes}
        className="org-logo__image"
      />
      <span className="visually-hidden">{` (${shell.opensInNewTab})`}</span>
    </ExternalLink>
  );
}
