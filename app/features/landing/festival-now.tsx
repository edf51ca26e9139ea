import { useEffect } from "react";
import { FESTIVAL_NOW_ATTRIBUTE } from "#core/festival-now";
import { duringFestivalDays, PROGRAMME_SPANS } from "../../festival-sets";

/** From the first day's programme hours to the last day's end: when now/next shows. */
const FROM = PROGRAMME_SPANS[0]?.from ?? Infinity;
const UNTIL = PROGRAMME_SPANS.at(-1)?.until ?? -Infinity;

/**
 * Marks `<html>` while the festival is on, before the first paint (README.md#on-the-festival-days):
 * the prerendered page is the same on every day, so a few inline lines read the visitor's clock as
 * the HTML is parsed, at the banner's start, and its rules shorten the banner before anything is
 * drawn. The CSP allows the script by its hash (app/README.md#first-paint). A client-side move to
 * the page runs no inline script, so hydration marks it as well.
 */
export function FestivalNowMark() {
  useEffect(() => {
    if (duringFestivalDays(Date.now())) {
      document.documentElement.setAttribute(FESTIVAL_NOW_ATTRIBUTE, "");
    }
  }, []);
  const script = `(function(){var n=Date.now();if(n>=${FROM}&&n<${UNTIL})document.documentElement.setAttribute(${JSON.stringify(FESTIVAL_NOW_ATTRIBUTE)},"")})()`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
