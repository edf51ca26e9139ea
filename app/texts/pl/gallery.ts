import { photoCount } from "#core/polish-plural";
import type { GalleryTexts } from "../gallery";

/** The gallery in Polish (app/features/gallery/README.md#what-the-visitor-sees). */
const texts: GalleryTexts = {
  title: "Poprzednie edycje",
  lead: (years) =>
    `Tak bawiliśmy się w latach ${years}. Wybierz rok i kliknij zdjęcie, żeby je powiększyć.`,
  yearTabsLabel: "Rok edycji",
  photoCount,
  photoNumber: (number, total) => `zdjęcie ${number} z ${total}`,
  lightbox: {
    edition: (year) => `Edycja ${year}`,
    close: "Zamknij",
    keyboardHelp: "Strzałki w lewo i w prawo przełączają zdjęcia, a klawisz Escape zamyka podgląd.",
    previous: "Poprzednie zdjęcie",
    next: "Następne zdjęcie",
  },
};
export default texts;
