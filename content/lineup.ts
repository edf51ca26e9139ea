import type { Lineup } from "./schema";

/** Spec §2 line-up: Friday 4 artists; Saturday 4 main artists and 2 afterparty acts. Fictional. */
export const lineup = {
  day_1: [
    {
      name: "Mira Wolna",
      image_large: "artists/mira-wolna-large.jpg",
      image_small: "artists/mira-wolna-small.jpg",
    },
    {
      name: "Kwadra Świtu",
      image_large: "artists/kwadra-switu-large.jpg",
      image_small: "artists/kwadra-switu-small.jpg",
    },
    {
      name: "DJ Pogłos",
      image_large: "artists/dj-poglos-large.jpg",
      image_small: "artists/dj-poglos-small.jpg",
    },
    {
      name: "Zorza i Mgła",
      image_large: "artists/zorza-i-mgla-large.jpg",
      image_small: "artists/zorza-i-mgla-small.jpg",
    },
  ],
  day_2_1: [
    {
      name: "Latarnia",
      image_large: "artists/latarnia-large.jpg",
      image_small: "artists/latarnia-small.jpg",
    },
    {
      name: "Ola Zefir",
      image_large: "artists/ola-zefir-large.jpg",
      image_small: "artists/ola-zefir-small.jpg",
    },
    {
      name: "Brzask Kolektyw",
      image_large: "artists/brzask-kolektyw-large.jpg",
      image_small: "artists/brzask-kolektyw-small.jpg",
    },
    {
      name: "Młody Piorun",
      image_large: "artists/mlody-piorun-large.jpg",
      image_small: "artists/mlody-piorun-small.jpg",
    },
  ],
  // Afterparty acts use the small image for both sizes (spec §2).
  day_2_2: [
    {
      name: "Nocny Tramwaj",
      image_large: "artists/nocny-tramwaj-small.jpg",
      image_small: "artists/nocny-tramwaj-small.jpg",
      header: "AFTERPARTY",
    },
    {
      name: "Akustyczni z Dziekanatu",
      image_large: "artists/akustyczni-z-dziekanatu-small.jpg",
      image_small: "artists/akustyczni-z-dziekanatu-small.jpg",
      header: "ZESPÓŁ STUDENCKI",
    },
  ],
} satisfies Lineup;
