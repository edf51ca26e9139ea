import { qrCodeShape } from "#core/qr-code";
import { ScreenDisplay, type ScreenInvite } from "../features/screen/screen-display";
import { EDITION_TITLE_GENITIVE } from "../edition";
import { pageMeta } from "../seo";
import { HOME_PATH } from "#core/site-pages";
import { SITE_URL } from "../site";
import type { Route } from "./+types/screen";

export const meta = () =>
  pageMeta({
    title: "Telebim",
    description: `Wiadomości od publiczności na telebimie ${EDITION_TITLE_GENITIVE}.`,
    noindex: true,
  });

/**
 * Runs at build time (the page is prerendered, `ssr: false`): the QR code is drawn here with the
 * `qrcode` package, so the browser gets a ready SVG path and never loads the library.
 */
export function loader(): { invite: ScreenInvite } {
  const url = `${SITE_URL}${HOME_PATH}`;
  return { invite: { url, shortAddress: new URL(SITE_URL).host, qr: qrCodeShape(url) } };
}

/**
 * /telebim (app/features/screen/README.md): the LED wall. Not linked from the site; root.tsx leaves
 * out the chrome.
 */
export default function Screen({ loaderData }: Route.ComponentProps) {
  return <ScreenDisplay invite={loaderData.invite} />;
}
