import { organisations } from "../../../content";
import { PartnersMarquee } from "./partners-marquee";
import { SponsorGroup } from "./sponsor-group";
import "./sponsors.css";

/**
 * The sponsors block (docs/product.md#sponsors-block; #organisers, linked from the footer). It is
 * rendered only as it nears the viewport (.render-when-near); what comes before it on the page
 * (line-up, events) is not deferred, so a jump to #organisers lands exactly.
 * Groups in the product's order, spelled as docs/product.md#navigation-bar settles (ORGANIZATORZY).
 */
export function SponsorsSection() {
  return (
    <section
      id="organisers"
      className="sponsors render-when-near"
      aria-label="Organizatorzy, partnerzy i patroni"
    >
      <div className="sponsors__inner">
        <SponsorGroup
          title="ORGANIZATORZY"
          organisations={organisations.organisers}
          variant="wide"
        />
        <SponsorGroup title="PARTNERZY" organisations={organisations.partners}>
          <PartnersMarquee partners={organisations.partners} />
        </SponsorGroup>
        <SponsorGroup title="PATRONAT MEDIALNY" organisations={organisations.mediaPatrons} />
        <SponsorGroup title="PATRONAT HONOROWY" organisations={organisations.honoraryPatrons} />
        <SponsorGroup
          title="SPONSOR GŁÓWNY"
          organisations={organisations.sponsors}
          variant="hero"
        />
      </div>
    </section>
  );
}
