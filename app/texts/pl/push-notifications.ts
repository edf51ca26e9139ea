import type { PushNotificationsTexts } from "../push-notifications";

/** The plan's notifications in Polish (app/features/push-notifications/README.md). */
const texts: PushNotificationsTexts = {
  title: "Powiadomienia",
  intro:
    "Dostaniesz powiadomienie, gdy koncert z Twojego planu się przesunie albo zostanie odwołany, " +
    "przypomnienie przed jego początkiem i pilne komunikaty organizatorów – także przy " +
    "zamkniętej stronie.",
  switchLabel: "Powiadomienia na tym urządzeniu",
  privacy: (keptDays) =>
    "Przy włączonych powiadomieniach serwer festiwalu przechowuje adres powiadomień tej " +
    "przeglądarki, język strony, koncerty z Twojego planu i wybrane przypomnienie – tylko po " +
    "to, żeby je wysłać. Usuwa je, gdy wyłączysz powiadomienia albo wyczyścisz plan, a " +
    `najpóźniej ${keptDays}\u00a0dni po festiwalu.`,
  reminder: {
    label: "Przypomnienie przed koncertem",
    off: "wyłączone",
    minutesBefore: (minutes) => `${minutes}\u00a0min przed`,
  },
  state: {
    checking: "Sprawdzam, czy ta przeglądarka może dostawać powiadomienia…",
    on: "Powiadomienia są włączone. Wyłączysz je tutaj w każdej chwili.",
    off: "Powiadomienia są wyłączone.",
    working: "Chwileczkę…",
    unsupported:
      "Ta przeglądarka nie obsługuje powiadomień. Plan działa jak dotąd: zmiany zobaczysz tutaj, " +
      "gdy otworzysz stronę.",
    homeScreenNeeded:
      "Na iPhonie i iPadzie powiadomienia działają, gdy strona jest na ekranie początkowym " +
      "(iOS 16.4 lub nowszy):",
    homeScreenSteps: [
      "W Safari stuknij „Udostępnij” (kwadrat ze strzałką).",
      "Wybierz „Do ekranu początkowego”, potem „Dodaj”.",
      "Otwórz stronę z nowej ikony i włącz powiadomienia tutaj, w „Moim planie”.",
    ],
    denied:
      "Powiadomienia są zablokowane dla tej strony. Aby je włączyć, otwórz ustawienia strony " +
      "w przeglądarce (ikona obok adresu), zezwól na powiadomienia i wróć tutaj.",
    unavailable: "Powiadomienia są teraz niedostępne. Plan działa jak dotąd.",
    failedOn:
      "Nie udało się włączyć powiadomień. Sprawdź połączenie z internetem i spróbuj jeszcze raz.",
    failedOff:
      "Nie udało się wyłączyć powiadomień. Sprawdź połączenie z internetem i spróbuj jeszcze raz.",
  },
  bell: {
    turnOn: "Włącz powiadomienia",
    on: "Powiadomienia włączone – ustawienia",
    homeScreenNeeded: "Powiadomienia na iPhonie i iPadzie – jak je włączyć",
    denied: "Powiadomienia zablokowane – jak je odblokować",
    unavailable: "Powiadomienia niedostępne – dlaczego",
    turnedOn: (minutes) =>
      minutes === 0
        ? "Powiadomienia włączone: dowiesz się o zmianach w Twoim planie. Przypomnienie ustawisz " +
          "w „Moim planie”."
        : `Powiadomienia włączone: zmiany w Twoim planie i przypomnienie ${minutes}\u00a0min przed ` +
          "każdym koncertem. Zmienisz to w „Moim planie”.",
    turnedDown: "Przeglądarka zablokowała powiadomienia. Dzwonek pokaże, jak je odblokować.",
  },
};
export default texts;
