/**
 * Registers the Workbox service worker (README.md: the site works offline at the
 * venue after one visit). When a new deployment's worker takes over an already controlled page, the
 * page reloads once so it never runs a stale mix of old HTML and new assets.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloaded = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (!hadController || reloaded) return;
    reloaded = true;
    window.location.reload();
  });
  const register = () => {
    // Each language's worker (scripts/lib/service-worker.ts): /sw.js, or /en/sw.js scoped to /en/.
    navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => {
      // Offline support is an enhancement; the site works without it.
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
