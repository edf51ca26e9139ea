import texts from "virtual:texts/home";
import { organisations } from "#content-layer";
import { PartnersMarquee } from "./partners-marquee";
import { SponsorGroup } from "./sponsor-group";
import "./sponsors.css";

/**
 * The sponsors block (README.md#what-the-visitor-sees; #organisers, linked from the footer). It is
 * rendered only as it nears the viewport (.render-when-near); what comes before it on the page
 * (line-up, events) is not deferred, so a jump to #organisers lands exactly.
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
