import { Link } from "react-router";
import texts from "virtual:texts/about";
import type { About } from "#content-layer";
import { imageVariants } from "#content-layer/image-variants";
import { SITE_PLAN_PATH } from "#core/site-plan";
import { Picture } from "../../components/picture";

/** The largest built variant, for reading the plan's small print on a phone. */
function fullSizeUrl(image: string): string | undefined {
  return imageVariants(image)
    .filter((variant) => variant.format === "webp")
    .sort((a, b) => b.width - a.width)[0]?.url;
}

/**
 * The site map image, with what it shows in the caption, and the way to the site plan's page,
 * where the same grounds have their points, filters and list (app/features/site-plan/README.md).
 */
export function SiteMapFigure({ siteMap }: { siteMap: About["siteMap"] }) {
  const fullSize = fullSizeUrl(siteMap.image);
  return (
    <section className="about-section render-when-near" aria-labelledby="site-map-title">
      <h2 id="site-map-title" className="section-title">
        {texts.siteMap.title}
      </h2>
      <figure className="about-figure">
        <Picture
          src={siteMap.image}
          alt={siteMap.alt}
          sizes="(min-width: 1200px) 72rem, 100vw"
          className="about-figure__image"
        />
        <figcaption className="about-figure__caption">
          <span>{texts.siteMap.caption}</span>
          {fullSize && <a href={fullSize}>{texts.siteMap.openFullSize}</a>}
        </figcaption>
      </figure>
      <p className="about-figure__more">
        <Link className="button button--ghost" to={SITE_PLAN_PATH}>
          {texts.siteMap.toSitePlan}
          <span aria-hidden="true">→</span>
        </Link>
      </p>
    </section>
  );
}
