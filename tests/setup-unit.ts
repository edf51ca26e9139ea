import "@testing-library/jest-dom/vitest";

// Test files share their worker's jsdom page (vitest.config.ts, `isolate: false`): each starts
// on a fresh one, as a visitor's first page load would, whatever the file before it left there.
if (typeof window !== "undefined") {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, "", "/");
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.documentElement.removeAttribute("lang");
}
