/**
 * A coarse description of the browser a staff member signed in with ("Firefox, Android"), for their
 * own list of sessions. Only this much is kept — never the User-Agent itself nor an address —
 * because it is enough to tell "my laptop" from "a phone I do not know" and says nothing more about
 * anyone.
 */

/** Checked in order: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|Chromium|CriOS)\//, "Chrome"],
  [/\bSafari\//, "Safari"],
];

/** Checked in order: Android also says "Linux", iPhones say "like Mac OS X". */
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bAndroid\b/, "Android"],
  [/\b(iPhone|iPod)\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (table: readonly (readonly [RegExp, string])[], text: string): string | undefined =>
  table.find(([pattern]) => pattern.test(text))?.[1];

/** "Browser, system" from a User-Agent header; null when there is none or nothing is known in it. */
export function describeDevice(userAgent: string | undefined): string | null {
  if (userAgent === undefined) return null;
  // A header is at most a few hundred characters; a longer one is no browser worth reading.
  const text = userAgent.slice(0, 512);
  const parts = [first(BROWSERS, text), first(SYSTEMS, text)].filter(
    (part): part is string => part !== undefined,
  );
  return parts.length === 0 ? null : parts.join(", ");
}
