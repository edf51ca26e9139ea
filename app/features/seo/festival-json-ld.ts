import type { Edition } from "../../../content";
import { dayCount } from "../../../core/polish-dates";
import { festivalDayInstants } from "../../../core/warsaw-time";

/**
 * schema.org Festival data for search engines: dates with the Warsaw offset, the venue's address,
 * every act of every day, the gate prices in PLN, the minimum age.
 */
export function festivalJsonLd(edition: Edition, siteUrl: string) {
  const first = edition.days[0];
  const last = edition.days.at(-1);
  const performers = edition.days
    .flatMap((day) => day.lineup.flatMap((group) => group.acts))
    .map((artist) => ({ "@type": "PerformingGroup", name: artist.name }));
  return {
    "@context": "https://schema.org",
    "@type": ["Festival", "MusicEvent"],
    name: `${edition.name} ${edition.year}`,
    description: `Studenckie juwenalia w Warszawie: ${dayCount(edition.days.length)} koncertów na ${edition.venue.nameLocative}. Wydarzenie dla osób pełnoletnich.`,
    startDate: first && festivalDayInstants(first).opensAt,
    endDate: last && festivalDayInstants(last).lastConcertEndsAt,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    isAccessibleForFree: false,
    typicalAgeRange: `${edition.minimumAge}+`,
    url: `${siteUrl}/homepage`,
    image: [`${siteUrl}/generated/images/site/share-1200.jpg`],
    location: {
      "@type": "Place",
      name: edition.venue.name,
      address: {
        "@type": "PostalAddress",
        streetAddress: edition.venue.streetAddress,
        postalCode: edition.venue.postalCode,
        addressLocality: edition.venue.city,
        addressCountry: "PL",
      },
      geo: { "@type": "GeoCoordinates", latitude: edition.venue.lat, longitude: edition.venue.lng },
    },
    organizer: { "@type": "Organization", name: edition.name, url: siteUrl },
    performer: performers,
    offers: edition.ticketPrices.map((price) => ({
      "@type": "Offer",
      name: price.label,
      price: price.pricePln.toFixed(2),
      priceCurrency: "PLN",
      url: `${siteUrl}/faq`,
      availability: "https://schema.org/InStock",
    })),
  };
}
