import { describe, expect, it } from "vitest";
import { RUNTIME_CACHING } from "./service-worker";

type Matcher = (options: { url: URL; sameOrigin: boolean }) => boolean;

const SITE = "https://juwenalia.example.pl";

/**
 * The rule of each runtime cache as sw.js gets it: workbox-build writes a `urlPattern` function
 * into the worker as its source text, so it is rebuilt from that text here (anything it borrowed
 * from the module would be missing, as in the worker).
 */
const rules = RUNTIME_CACHING.map((rule) => {
  if (typeof rule.urlPattern !== "function") throw new Error("every rule here is a function");
  const matches = new Function(`return (${rule.urlPattern.toString()})`)() as Matcher;
  return { ...rule, matches };
});

/** The rules that take a request for `address`, made from a page of SITE. */
function rulesFor(address: string) {
  const url = new URL(address, SITE);
  return rules.filter((rule) => rule.matches({ url, sameOrigin: url.origin === SITE }));
}

describe("the service worker's runtime caches", () => {
  it("keeps the last announcement: network first, the cached answer when offline", () => {
    const [rule, ...others] = rulesFor("/api/announcement");
    expect(others).toEqual([]);
    expect(rule?.handler).toBe("NetworkFirst");
    expect(rule?.options?.cacheName).toBe("announcement");
    expect(rule?.options?.expiration?.maxEntries).toBe(1);
    expect(rule?.options?.cacheableResponse?.statuses).toEqual([200]);
    // A separate API host (VITE_API_HOST) is kept the same way.
    expect(rulesFor("https://api.example.pl/api/announcement").map((r) => r.handler)).toEqual([
      "NetworkFirst",
    ]);
  });

  it("caches no other API path", () => {
    for (const path of [
      "/api/submissions",
      "/api/submissions/receipt",
      "/api/submissions/challenge",
      "/api/screen/messages",
      "/api/screen/stream",
      "/api/moderation/announcement",
      "/api/announcement/extra",
      "/api/announcements",
    ]) {
      expect(rulesFor(path), path).toEqual([]);
    }
  });

  it("keeps the site's images as they are seen and answers from that cache (they are named by their content)", () => {
    expect(rulesFor("/generated/images/team/ala-320.1a2b3c4d.avif").map((r) => r.handler)).toEqual([
      "CacheFirst",
    ]);
    expect(rulesFor("https://cdn.example.pl/generated/x.avif")).toEqual([]);
  });
});
