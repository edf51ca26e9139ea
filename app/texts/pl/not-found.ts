import type { NotFoundTexts } from "../not-found";

/** The 404 page in Polish. */
const texts: NotFoundTexts = {
  title: "Nie znaleziono strony",
  description: (_edition, editionGenitive) =>
    `Ta strona nie istnieje. Wróć na stronę główną ${editionGenitive}.`,
  heading: "Nie znaleziono strony",
  text: "Syrenka szukała wszędzie, ale tej strony nie ma. Może adres ma literówkę?",
  backHome: "Wróć na stronę główną",
};
export default texts;
