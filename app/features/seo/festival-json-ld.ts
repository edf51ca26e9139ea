import texts from "virtual:texts/seo";
import type { Edition } from "#content-layer";
import type { EditionSchedule } from "#content-layer/schedule";
import { dayCount, dateWords } from "virtual:texts/dates";
import { setTitle } from "../../festival-sets";
import { SHARE_IMAGE_PATH } from "../../site";

/**
 * schema.org Festival data for search engines: dates with the Warsaw offset, the venue's address,
 * every act of every day, each set as a performance on its stage (`subEvent`), the gate prices in
 * PLN, the minimum age; in the page's language, whose pages its links name (docs/decisions/018).
 */
export function festivalJsonLd(
  edition: Edition,
  schedule: EditionSchedule,
  siteUrl: string,
  language: { code: string; basePath: string } = { code: "pl", basePath: "/" },
) {
  const performers = edition.days
    .flatMap((day) => day.lineup.flatMap((group) => group.acts))
    .map((artist) => ({ "@type": "PerformingGroup", name: artist.name }));
  const stageNames = new Map(edition.stages.map((stage) => [stage.id, stage.name]));
  const performances = schedule.sets.map((set) => ({
    "@type": "MusicEvent",
    name: setTitle(set),
    startDate: set.startsAt,
    endDate: set.endsAt,
    location: {
      "@type": "Place",
      name: `${stageNames.get(set.stage) ?? set.stage}, ${edition.venue.name}`,
    },
    ...(set.act ? { performer: { "@type": "PerformingGroup", name: set.act } } : {}),
  }));
  return {
    "@context": "https://schema.org",
    "@type": ["Festival", "MusicEvent"],
    name: `${edition.name} ${edition.year}`,
    description: texts.festivalDescription({
      days: dayCount(dateWords, edition.days.length),
      venue: edition.venue.name,
      venueLocative: edition.venue.nameLocative,
    }),
    // The sets and the festival's start and end as the build worked them out (content-layer/schedule.ts).
    startDate: schedule.startsAt,
    endDate: schedule.endsAt,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    isAccessibleForFree: false,
    typicalAgeRange: `${edition.minimumAge}+`,
    url: `${siteUrl}${language.basePath}homepage`,
    inLanguage: language.code,
    image: [`${siteUrl}${SHARE_IMAGE_PATH}`],
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
    subEvent: performances,
    offers: edition.ticketPrices.map((price) => ({
      "@type": "Offer",
      name: price.label,
      price: price.pricePln.toFixed(2),
      priceCurrency: "PLN",
      url: `${siteUrl}${language.basePath}faq`,
      availability: "https://schema.org/InStock",
    })),
  };
}
