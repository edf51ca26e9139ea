import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { useAnchorScroll } from "./hooks/use-anchor-scroll";
import { PageTransition } from "./layout/page-transition";
import { SiteFooter } from "./layout/site-footer";
import { SiteNav } from "./layout/site-nav";
import "./styles/fonts.css";
import "./styles/tokens.css";
import "./styles/global.css";
import "./styles/layout.css";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="pl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1437" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useAnchorScroll();
  useEffect(() => {
    // Lets tests (and scripts) know the prerendered page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        Przejdź do treści
      </a>
      <SiteNav />
      <main id="main" tabIndex={-1}>
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <SiteFooter />
    </>
  );
}
