import type { SideEvent } from "./schema";

/** Spec §2 events scroller: 9 side events before the festival days. */
export const sideEvents = [
  {
    name: "Karaoke Night",
    date: "12.05",
    image: "events/karaoke-night.jpg",
    link: "https://www.facebook.com/events/juwenaliasyrenki-karaoke",
  },
  {
    name: "Wrotki",
    date: "12.05",
    image: "events/wrotki.jpg",
    link: "https://www.facebook.com/events/juwenaliasyrenki-wrotki",
  },
  {
    name: "Puppy Joga",
    date: "13.05",
    image: "events/puppy-joga.jpg",
    link: "https://www.facebook.com/events/juwenaliasyrenki-puppy-joga",
  },
  {
    name: "Kino pod chmurką",
    date: "13.05",
    image: "events/kino-pod-chmurka.jpg",
    link: "https://www.facebook.com/events/juwenaliasyrenki-kino",
  },
  {
    name: "Gra Terenowa",
    date: "14.05",
    image: "events/gra-terenowa.jpg",
    link: "https://www.facebook.com/events/juwenaliasyrenki-gra-terenowa",
  },
  {
    name: "Familiada",
    date: "14.05",
    image: "events/familiada.jpg",
    link: "https://www.facebook.com/events/juwenaliasyrenki-familiada",
  },
  {
    name: "Krwiobus",
    date: "15.05",
    image: "events/krwiobus.jpg",
    link: "https://www.facebook.com/events/juwenaliasyrenki-krwiobus",
  },
  {
    name: "Dzień na Ściance",
    date: "15.05",
    image: "events/dzien-na-sciance.jpg",
    link: "https://www.facebook.com/events/juwenaliasyrenki-scianka",
  },
  {
    name: "Silent Disco",
    date: "15.05",
    image: "events/silent-disco.jpg",
    link: "https://www.facebook.com/events/juwenaliasyrenki-silent-disco",
  },
] satisfies SideEvent[];
