/** The words of the 404 page (app/README.md#not-found). */
export interface NotFoundTexts {
  /** The page title before " | Juwenalia Syrenki 2025". */
  title: string;
  /** `editionGenitive` is the Polish genitive ("Juwenaliów Syrenki 2025"). */
  description: (edition: string, editionGenitive: string) => string;
  heading: string;
  text: string;
  backHome: string;
}
