/**
 * The words of the gallery of past editions and its photo viewer
 * (app/features/gallery/README.md#what-the-visitor-sees).
 */
export interface GalleryTexts {
  title: string;
  /** Given the years, newest first, joined with commas. */
  lead: (years: string) => string;
  /** The accessible name of the year tabs. */
  yearTabsLabel: string;
  /** Under a year's tab: "25 zdjęć". */
  photoCount: (count: number) => string;
  /** A photo's place in its year, in its text alternative and the viewer's title: "zdjęcie 3 z 25". */
  photoNumber: (number: number, total: number) => string;
  lightbox: {
    /** The viewer's title, given the year: "Edycja 2019". */
    edition: (year: number) => string;
    /** The close button's accessible name. */
    close: string;
    /** Read when the viewer opens: how to move and close with the keyboard. */
    keyboardHelp: string;
    previous: string;
    next: string;
  };
}
