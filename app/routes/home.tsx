import { EventsScroller } from "../features/events/events-scroller";
import { useFestivalLive } from "../features/festival-days/use-festival-live";
import { FillerSpacer } from "../features/landing/filler-spacer";
import { LandingBanner } from "../features/landing/landing-banner";
import { SyrenkaFinale } from "../features/landing/syrenka-finale";
import { LineupSection } from "../features/lineup/lineup-section";
import { SponsorsSection } from "../features/sponsors/sponsors-section";
import texts from "virtual:texts/home";
import { HOME_PATH } from "#core/site-pages";
import { edition } from "#content-layer";
import { EDITION_DATE_RANGE_WITHOUT_YEAR, EDITION_TITLE } from "../edition";
import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: texts.title,
    path: HOME_PATH,
    description: texts.description(EDITION_TITLE, EDITION_DATE_RANGE_WITHOUT_YEAR, edition),
  });

/**
 * app/README.md#home-page, top to bottom: banner, now/next on the festival's days, spacer,
 * line-up, events, sponsors, Syrenka. While the festival is on the banner is short, so now/next
 * is on the first screen (app/features/landing/README.md#on-the-festival-days); its slot keeps
 * that room from the first paint, so nothing below moves when it arrives.
 */
export default function Home() {
  // Now/next and the line-up's late changes, loaded only while the festival is on.
  const live = useFestivalLive();
  return (
    <div className="home">
      <LandingBanner />
      <div className="home__now-next">{live ? <live.NowAndNext /> : null}</div>
      <FillerSpacer />
      <LineupSection liveSet={live?.LiveArtistSet} />
      <EventsScroller />
      <SponsorsSection />
      <SyrenkaFinale />
    </div>
  );
}
