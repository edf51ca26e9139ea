import { Link } from "react-router";
import texts from "virtual:texts/shell";
import { edition, links } from "#content-layer";
import { ExternalLink } from "../components/external-link";
import { EDITION_DATE_RANGE_CAPITALS } from "../edition";
import { Logo } from "../components/logo";
import { HOME_PATH } from "#core/site-pages";
import { SHORTCUT_ITEMS } from "./nav-items";
import { NavItemLink } from "./nav-link";
import { FacebookIcon, InstagramIcon, LinkedInIcon } from "../components/social-icons";

const SOCIALS = [
  { label: "Facebook", href: links.facebook, Icon: FacebookIcon },
  { label: "Instagram", href: links.instagram, Icon: InstagramIcon },
  { label: "LinkedIn", href: links.linkedin, Icon: LinkedInIcon },
] as const;

const CONTACTS = [
  { heading: texts.footer.cooperation, ...links.contact.cooperation },
  { heading: texts.footer.support, ...links.contact.support },
] as const;

/** Logo, socials, NA SKRÓTY, date and place, KONTAKT. */
export function SiteFooter() {
  return (
    <footer id="footer" className="site-footer render-when-near">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Link to={HOME_PATH} className="site-footer__logo">
            <Logo className="site-footer__logo-mark" />
            <span className="visually-hidden">{`${edition.name} – ${texts.homeSuffix}`}</span>
          </Link>
          <ul className="site-footer__socials">
            {SOCIALS.map(({ label, href, Icon }) => (
              <li key={label}>
                <ExternalLink href={href} aria-label={`${label} (${texts.opensInNewTab})`}>
                  <Icon />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>

        <section className="site-footer__section" aria-labelledby="footer-shortcuts">
          <h2 id="footer-shortcuts" className="site-footer__heading">
            {texts.footer.shortcuts}
          </h2>
          <ul className="site-footer__links">
            {SHORTCUT_ITEMS.map((item) => (
              <li key={item.label}>
                <NavItemLink item={item} />
              </li>
            ))}
          </ul>
        </section>

        <section
          className="site-footer__section site-footer__when"
          aria-label={texts.footer.whenAndWhere}
        >
          <p className="site-footer__date">{EDITION_DATE_RANGE_CAPITALS}</p>
          <p className="site-footer__place">{edition.venue.name.toUpperCase()}</p>
        </section>

        <section className="site-footer__section" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {texts.footer.contact}
          </h2>
          <ul className="site-footer__links">
            {CONTACTS.map((contact) => (
              <li key={contact.email}>
                <span className="site-footer__contact-heading">{contact.heading}</span>
                <a href={`mailto:${contact.email}`} className="site-footer__mail">
                  <span className="site-footer__mail-long">{contact.email}</span>
                  <span className="site-footer__mail-short">{contact.shortLabel}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="site-footer__legal">
        {`© ${edition.year} ${edition.name} · ${texts.footer.adultsOnly(edition.minimumAge)}`}
      </p>
    </footer>
  );
}
