// The CMS speaks the browser's language; organisers read Polish whatever their browser's
// language (docs/redakcja.md). A language chosen in the CMS's settings is kept.
try {
  const key = "sveltia-cms.prefs";
  const prefs = JSON.parse(localStorage.getItem(key) || "{}") || {};
  if (!prefs.locale) localStorage.setItem(key, JSON.stringify({ ...prefs, locale: "pl" }));
} catch {
  // Storage blocked: the CMS falls back to the browser's language.
}
