import type { EditionInput } from "./schema";

/**
 * The facts of this year's edition (spec §9). Next year: change the values here.
 * Instants carry the Europe/Warsaw offset explicitly (+02:00 in May, CEST).
 */
export const edition = {
  name: "Juwenalia Syrenki",
  year: 2025,
  timeZone: "Europe/Warsaw",
  venue: {
    name: "Stadion Syrenki",
    /** Polish locative ("na Stadionie Syrenki") for running text. */
    nameLocative: "Stadionie Syrenki",
    streetAddress: "ul. Syrenia 1",
    postalCode: "00-001",
    city: "Warszawa",
    lat: 52.2395,
    lng: 21.0455,
  },
  days: [
    {
      date: "2025-05-16",
      opensAt: "2025-05-16T16:30:00+02:00",
      lastConcertEndsAt: "2025-05-16T23:30:00+02:00",
    },
    {
      date: "2025-05-17",
      opensAt: "2025-05-17T15:00:00+02:00",
      lastConcertEndsAt: "2025-05-17T23:45:00+02:00",
    },
  ],
  /** Spec §4/§9: the toast exists from 16 May 2025 16:30 to 17 May 2025 23:59:59. */
  messageWindow: {
    opensAt: "2025-05-16T16:30:00",
    closesAt: "2025-05-17T23:59:59",
  },
  minimumAge: 18,
  ticketPrices: [
    { id: "student-organiser", label: "Student uczelni organizującej", pricePln: 70 },
    { id: "student-other", label: "Student innej uczelni", pricePln: 80 },
    { id: "other", label: "Pozostałe osoby", pricePln: 100 },
  ],
  studentStageSchedule: {
    friday: ["17:30", "19:00", "20:15"],
    saturday: ["16:50", "18:30", "20:15"],
  },
} satisfies EditionInput;
