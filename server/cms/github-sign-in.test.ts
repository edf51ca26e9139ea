import { describe, expect, it } from "vitest";
import {
  allowedScope,
  handoffPage,
  SIGN_IN_TEXTS,
  STATE_MAX_AGE_MS,
  stateCookieValue,
  stateMatches,
} from "./github-sign-in";

describe("the state that binds GitHub's callback to the browser that started the sign-in", () => {
  const issuedAt = Date.parse("2026-05-15T12:00:00Z");
  const cookie = stateCookieValue("abc_DEF-123", issuedAt);

  it("matches the same state within ten minutes", () => {
    expect(stateMatches(cookie, "abc_DEF-123", issuedAt + 1000)).toBe(true);
    expect(stateMatches(cookie, "abc_DEF-123", issuedAt + STATE_MAX_AGE_MS)).toBe(true);
  });

  it("refuses another state, a missing one, a missing cookie and an old one", () => {
    expect(stateMatches(cookie, "abc_DEF-124", issuedAt + 1000)).toBe(false);
    expect(stateMatches(cookie, "abc_DEF-12", issuedAt + 1000)).toBe(false);
    expect(stateMatches(cookie, undefined, issuedAt + 1000)).toBe(false);
    expect(stateMatches(null, "abc_DEF-123", issuedAt + 1000)).toBe(false);
    expect(stateMatches(cookie, "abc_DEF-123", issuedAt + STATE_MAX_AGE_MS + 1)).toBe(false);
    expect(stateMatches(cookie, "abc_DEF-123", issuedAt - 1)).toBe(false);
    expect(stateMatches("abc_DEF-123.nonsense", "abc_DEF-123", issuedAt)).toBe(false);
  });
});

describe("the scopes our server asks GitHub for", () => {
  it("passes the CMS's scopes on, space-separated", () => {
    expect(allowedScope("repo,user")).toBe("repo user");
    expect(allowedScope("public_repo,user")).toBe("public_repo user");
    expect(allowedScope(undefined)).toBe("repo user");
  });

  it("refuses any scope beyond the repository and the profile", () => {
    expect(allowedScope("repo,admin:org")).toBeNull();
    expect(allowedScope("delete_repo")).toBeNull();
    expect(allowedScope(",")).toBeNull();
  });
});

describe("the popup's last page", () => {
  it("carries the token in a JSON block its <script> cannot be broken out of", () => {
    const page = handoffPage({ token: "gho_</script><script>alert(1)</script>" });
    expect(page).not.toContain("</script><script>alert(1)");
    const json = /<script type="application\/json" id="sign-in-result">(.*?)<\/script>/.exec(page);
    expect(JSON.parse(json![1]!)).toMatchObject({
      token: "gho_</script><script>alert(1)</script>",
    });
    expect(page).toContain(SIGN_IN_TEXTS.handingOver);
    expect(page).toContain('<script src="/admin/sign-in/github/handoff.js" defer></script>');
  });

  it("shows an error in Polish, with no token", () => {
    const page = handoffPage({ error: SIGN_IN_TEXTS.wrongState });
    expect(page).toContain("Logowanie przerwane");
    expect(page).not.toContain('"token"');
  });
});
