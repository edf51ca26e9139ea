import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, useLocation, type LinksFunction } from "react-router";
import displayFontUrl from "./styles/fonts/unbounded-latin.woff2?url";
import bodyFontUrl from "./styles/fonts/bricolage-grotesque-latin.woff2?url";
import displayPolishFontUrl from "./styles/fonts/unbounded-polish.woff2?url";
import bodyPolishFontUrl from "./styles/fonts/bricolage-grotesque-polish.woff2?url";
import { registerServiceWorker } from "./features/offline/register-service-worker";
import { AnnouncementBanner } from "./features/announcement/announcement-banner";
import { useAnchorScroll } from "./hooks/use-anchor-scroll";
import { PageTransition } from "./layout/page-transition";
import { ScrollRestorationAfterHydration } from "./boot/scroll-restoration-after-hydration";
import { BottomBar } from "./layout/bottom-bar";
import { SiteFooter } from "./layout/site-footer";
import { SiteNav } from "./layout/site-nav";
import { isStaffPath } from "#core/site-pages";
import texts from "virtual:texts/shell";
import faviconUrl from "virtual:image-url/site/favicon.svg";
import appleTouchIconUrl from "virtual:image-url/site/apple-touch-icon.png";
import language from "virtual:texts/language";
import "./styles/fonts.css";
import "./styles/tokens.css";
import "./styles/global.css";
import "./styles/layout.css";

const fontPreload = (href: string) =>
  ({ rel: "preload", href, as: "font", type: "font/woff2", crossOrigin: "anonymous" }) as const;

export const links: LinksFunction = () => [
  // All four font files are preloaded and `font-display: optional` (fonts.css): the fonts either
  // arrive in time for the first paint or the page keeps its metric-matched fallback, so text
  // never re-flows (or mixes fonts within a word) while the visitor reads (decision 002).
  fontPreload(displayFontUrl),
  fontPreload(bodyFontUrl),
  fontPreload(displayPolishFontUrl),
  fontPreload(bodyPolishFontUrl),
  { rel: "icon", href: faviconUrl, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: appleTouchIconUrl },
  // Each language's own (scripts/postbuild.ts): installed, the site opens in the visitor's language.
  { rel: "manifest", href: `${import.meta.env.BASE_URL}manifest.webmanifest` },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={language.code}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1437" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestorationAfterHydration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useAnchorScroll();
  const { pathname } = useLocation();
  useEffect(() => {
    // Lets tests (and scripts) know the prerendered page is interactive.
    document.documentElement.dataset.hydrated = "true";
    registerServiceWorker();
  }, []);
  // The staff pages bring their own frame, without the site's nav, footer or bottom bar: /telebim
  // is the LED wall (app/features/screen/README.md), /moderacja the panel in its night theme
  // (app/features/moderation/README.md).
  if (isStaffPath(pathname)) return <Outlet />;
  return (
    <>
      <a className="skip-link" href="#main">
        {texts.skipToContent}
      </a>
      <SiteNav />
      <main id="main" className="site-main" tabIndex={-1}>
        {/* Outside the page fade: an announcement stays put while the visitor navigates. */}
        <AnnouncementBanner />
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <SiteFooter />
      <BottomBar />
    </>
  );
}
