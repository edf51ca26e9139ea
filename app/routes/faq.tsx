import { faq } from "../../content";
import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: "FAQ – najczęściej zadawane pytania",
    description:
      "Bilety i ceny przy bramie, godziny otwarcia, wejścia, dojazd, płatności kartą i zasady wejścia na Juwenalia Syrenki 2025.",
  });

export default function Faq() {
  return (
    <article className="page">
      <h1 id="faq" className="page__title">
        Najczęściej zadawane pytania
      </h1>
      <ul className="plain-list faq-list">
        {faq.map((item) => (
          <li key={item.question}>
            <h2 className="faq-list__question">{item.question}</h2>
            <p>{item.answer}</p>
          </li>
        ))}
      </ul>
    </article>
  );
}
