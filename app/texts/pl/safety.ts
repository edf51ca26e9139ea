import type { SafetyTexts } from "../safety";

/** The safety section's own words in Polish. */
const texts: SafetyTexts = {
  heading: "Bezpieczeństwo",
  intro: "Co zrobić, gdy coś się stanie: zapisz te numery i sprawdź, gdzie jest pomoc.",
  call: (number) => `Zadzwoń pod ${number}`,
  onThePlan: " na planie terenu",
};
export default texts;
