import type { NotFoundTexts } from "../not-found";

/** The 404 page in English. */
const texts: NotFoundTexts = {
  title: "Page not found",
  description: (edition) => `This page does not exist. Go back to the ${edition} home page.`,
  heading: "Page not found",
  text: "Syrenka looked everywhere, but this page isn’t here. Is there a typo in the address?",
  backHome: "Back to the home page",
};
export default texts;
