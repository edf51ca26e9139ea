import texts from "virtual:texts/about";
import type { About, Edition } from "#content-layer";
import { EntranceList } from "../../components/entrance-list";

/** Entrances and card-only payment, with the gate prices. */
export function EntrancesAndPayment({
  entrances,
  payment,
  ticketPrices,
}: {
  entrances: About["entrances"];
  payment: string;
  ticketPrices: Edition["ticketPrices"];
}) {
  return (
    <section className="about-section render-when-near" aria-labelledby="entry-title">
      <h2 id="entry-title" className="section-title">
        {texts.entry.title}
      </h2>
      <div className="entry">
        <div className="entry__block">
          <h3 className="entry__title">{texts.entry.entrances}</h3>
          <p>{entrances.summary}</p>
          <EntranceList
            entrances={entrances.items}
            listClassName="entry__entrances"
            badgeClassName="entry__badge"
          />
        </div>
        <div className="entry__block entry__block--payment">
          <h3 className="entry__title">{texts.entry.cardOnly}</h3>
          <p>{payment}</p>
          <h4 className="entry__subtitle">{texts.entry.gatePrices}</h4>
          <ul className="entry__prices">
            {ticketPrices.map((price) => (
              <li key={price.id}>
                <span>{price.label}</span>
                <strong>{texts.entry.price(price.pricePln)}</strong>
              </li>
            ))}
          </ul>
          <p className="entry__note">{texts.entry.passesSoldOut}</p>
        </div>
      </div>
    </section>
  );
}
