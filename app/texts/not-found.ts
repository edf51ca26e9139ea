/** The words of the 404 page (docs/product.md#routes). */
export interface NotFoundTexts {
  /** The page title before " | Juwenalia Syrenki 2025". */
  title: string;
  /** `editionGenitive` is the Polish genitive ("Juwenaliów Syrenki 2025"). */
  description: (edition: string, editionGenitive: string) => string;
  heading: string;
  text: string;
  backHome: string;
}
