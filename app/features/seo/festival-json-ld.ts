import type { Edition, Lineup } from "../../../content";

/**
 * schema.org Festival data for search engines (issue 7): dates with the Warsaw offset, the
 * venue's address, performers, the three gate prices in PLN, 18+.
 */
export function festivalJsonLd(edition: Edition, lineup: Lineup, siteUrl: string) {
  const first = edition.days[0];
  const last = edition.days[edition.days.length - 1];
  const performers = [...lineup.day_1, ...lineup.day_2_1, ...lineup.day_2_2].map((artist) => ({
    "@type": "PerformingGroup",
    name: artist.name,
  }));
  return {
    "@context": "https://schema.org",
    "@type": ["Festival", "MusicEvent"],
    name: `${edition.name} ${edition.year}`,
    description: `Studenckie juwenalia w Warszawie: ${edition.days.length} dni koncertów na ${edition.venue.nameLocative}. Wydarzenie dla osób pełnoletnich.`,
    startDate: first?.opensAt,
    endDate: last?.lastConcertEndsAt,
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
