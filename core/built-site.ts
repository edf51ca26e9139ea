/**
 * Where the build puts what the server serves by name (docs/decisions/018): the English pages'
 * folder, and the app shell React Router writes for addresses it did not prerender, which the
 * server answers an unknown path with (status 404), in each language's folder.
 */
export const ENGLISH_FOLDER = "en";
export const SPA_FALLBACK_FILE = "__spa-fallback.html";
