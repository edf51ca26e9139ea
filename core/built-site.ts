/**
 * Where the build puts what the server serves by name (docs/decisions/018): the English pages'
 * folder, and the app shell React Router writes for addresses it did not prerender, which the
 * server answers an unknown path with (status 404), in each language's folder.
 */
export const ENGLISH_FOLDER = "en";
export const SPA_FALLBACK_FILE = "__spa-fallback.html";

/**
 * Marks a public page's stylesheet link whose rules the page carries inline, until the sheet has
 * loaded and applies (app/README.md#first-paint): the build writes it, the page's
 * script removes it, and the app waits for it before moving the view to a post-hydration block.
 */
export const DEFERRED_STYLE_ATTRIBUTE = "data-deferred-style";
