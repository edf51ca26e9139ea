import { useLocation } from "react-router";
import language from "virtual:texts/language";

/** The same page in the other language: its path under the other base, with the anchor. */
export function otherLanguageHref(pathname: string, hash: string): string {
  return `${language.other.basePath}${pathname.slice(1)}${hash}`;
}

/**
 * "PL / EN" (the languages' codes, in capitals) in the navigation bar and the mobile menu (docs/decisions/018): the current
 * language, and a plain link to the same page in the other one. Each language is its own build, so
 * the link is a full page load; it never redirects by the browser's language. The anchor is the
 * one the address has when the link is followed: the prerendered link has none, and hydration
 * does not rewrite an attribute.
 */
export function LanguageSwitch({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <div className="language-switch" role="group" aria-label={language.switchName}>
      <span className="language-switch__current" aria-current="true">
        {language.code.toUpperCase()}
      </span>
      <span aria-hidden="true"> / </span>
      <a
        className="language-switch__other"
        href={otherLanguageHref(pathname, "")}
        hrefLang={language.other.code}
        lang={language.other.code}
        aria-label={language.other.name}
        onClick={(event) => {
          event.currentTarget.href = otherLanguageHref(pathname, window.location.hash);
          onNavigate?.();
        }}
      >
        {language.other.code.toUpperCase()}
      </a>
    </div>
  );
}
