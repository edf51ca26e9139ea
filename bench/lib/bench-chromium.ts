import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_ARGS } from "../../playwright.config";

/**
 * The tests' self-signed certificate for localhost: benches serve the build over TLS, as a public
 * deployment does, so Chromium loads each page over HTTP/2.
 */
export const LOCALHOST_TLS_ENV = {
  TLS_CERT_FILE: "tests/fixtures/tls/localhost-cert.pem",
  TLS_KEY_FILE: "tests/fixtures/tls/localhost-key.pem",
} as const;

/** Debian's headless Chromium for Lighthouse, trusting that certificate. */
export function launchBenchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--ignore-certificate-errors", ...CHROMIUM_ARGS],
  });
}
