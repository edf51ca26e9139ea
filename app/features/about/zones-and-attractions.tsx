import texts from "virtual:texts/about";
import type { About } from "#content-layer";

/** Thematic zones. */
export function Zones({ zones }: { zones: About["zones"] }) {
  return (
    <section className="about-section render-when-near" aria-labelledby="zones-title">
      <h2 id="zones-title" className="section-title">
        {texts.zonesTitle}
      </h2>
      <ul className="about-cards about-cards--zones">
        {zones.map((zone) => (
          <li key={zone.name} className="about-card">
            <h3 className="about-card__title">{zone.name}</h3>
            <p className="about-card__text">{zone.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Partner attractions, among them the Runmageddon course. */
export function PartnerAttractions({ attractions }: { attractions: About["partnerAttractions"] }) {
  return (
    <section className="about-section render-when-near" aria-labelledby="attractions-title">
      <h2 id="attractions-title" className="section-title">
        {texts.attractionsTitle}
      </h2>
      <ul className="about-cards about-cards--accent">
        {attractions.map((attraction) => (
          <li key={attraction.name} className="about-card">
            <h3 className="about-card__title">{attraction.name}</h3>
            <p className="about-card__text">{attraction.description}</p>
            {attraction.facts && (
              <ul className="about-card__facts">
                {attraction.facts.map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
