import texts from "virtual:texts/home";
import { organisations } from "#content-layer";
import { PartnersMarquee } from "./partners-marquee";
import { SponsorGroup } from "./sponsor-group";
import "./sponsors.css";

/**
 * The sponsors block (#organisers, linked from the footer). It is rendered only as it nears the
 * viewport (.render-when-near), like the line-up and the events above it; a jump to #organisers is
 * held in place while they take their real height (app/README.md#anchor-links-and-page-fade).
 * Groups in the product's order, spelled as app/README.md#navigation-bar settles (ORGANIZATORZY).
 */
export function SponsorsSection() {
  return (
    <section
      id="organisers"
      className="sponsors render-when-near"
      aria-label={texts.sponsors.label}
    >
      <div className="sponsors__inner">
        <SponsorGroup
          title={texts.sponsors.organisers}
          organisations={organisations.organisers}
          variant="wide"
        />
        <SponsorGroup title={texts.sponsors.partners} organisations={organisations.partners}>
          <PartnersMarquee partners={organisations.partners} />
        </SponsorGroup>
        <SponsorGroup
          title={texts.sponsors.mediaPatrons}
          organisations={organisations.mediaPatrons}
        />
        <SponsorGroup
          title={texts.sponsors.honoraryPatrons}
          organisations={organisations.honoraryPatrons}
        />
        <SponsorGroup
          title={texts.sponsors.mainSponsor}
          organisations={organisations.sponsors}
          variant="hero"
        />
      </div>
    </section>
  );
}
