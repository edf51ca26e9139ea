/**
 * What the preview host answers besides the live API (docs/operations/publishing.md#previews):
 * plain text, for the organiser who opened a preview's address.
 */
export const PREVIEW_TEXTS = {
  passwordNeeded: "Podgląd zmian jest chroniony hasłem. Hasło dostaniesz od zespołu technicznego.",
  tooManyGuesses:
    "Za dużo prób z błędnym hasłem. Spróbuj ponownie za kilka minut albo poproś zespół techniczny o hasło.",
  noPreview:
    "Nie ma takiego podglądu. Mógł zostać usunięty po scaleniu lub zamknięciu zmiany.\n" +
    "Otwórz adres z numerem zmiany, np. /12/ – dostaniesz go razem z propozycją zmiany.",
  /** Staff pages, the service worker, a path climbing out of the site. */
  notServed: "Nie znaleziono strony w podglądzie.",
} as const;
