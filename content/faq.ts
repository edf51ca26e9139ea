import type { FaqItem } from "./schema";

/**
 * Spec §2 FAQ: 23 questions. Facts come only from spec §9; where the spec is silent the answer
 * points to the rules (REGULAMIN) instead of inventing a fact a visitor could act on wrongly.
 */
export const faq = [
  {
    question: "Kiedy odbywają się Juwenalia Syrenki?",
    answer:
      "Juwenalia Syrenki 2025 odbywają się w piątek 16 maja i w sobotę 17 maja 2025 roku na Stadionie Syrenki w Warszawie.",
  },
  {
    question: "O której godzinie otwierane są bramy?",
    answer:
      "W piątek wydarzenie startuje o 16:30, a w sobotę o 15:00. Warto przyjść wcześniej, żeby spokojnie przejść kontrolę przy wejściu.",
  },
  {
    question: "O której kończą się koncerty?",
    answer: "Ostatni koncert kończy się o 23:30 w piątek i o 23:45 w sobotę.",
  },
  {
    question: "Czy osoby niepełnoletnie mogą wejść na wydarzenie?",
    answer:
      "Nie. Wydarzenie jest wyłącznie dla osób pełnoletnich (18+). Przy wejściu przygotuj dokument tożsamości ze zdjęciem potwierdzający wiek.",
  },
  {
    question: "Ile kosztuje bilet przy bramie?",
    answer:
      "Bilet przy bramie kosztuje 70 zł dla studentów uczelni organizujących wydarzenie, 80 zł dla studentów innych uczelni i 100 zł dla pozostałych osób.",
  },
  {
    question: "Jak udowodnić, że jestem studentem uczelni organizującej?",
    answer:
      "Zniżka dla studentów uczelni organizujących przysługuje za okazaniem ważnej legitymacji studenckiej jednej z tych uczelni. Szczegóły znajdziesz w regulaminie.",
  },
  {
    question: "Czy można jeszcze kupić karnet?",
    answer:
      "Nie, karnety zostały wyprzedane. Ceny biletów przy bramie znajdziesz w pytaniu o koszt biletu.",
  },
  {
    question: "Czy z karnetem mogę wyjść i wrócić?",
    answer: "Tak. Karnety wielodniowe uprawniają do ponownego wejścia na teren wydarzenia.",
  },
  {
    question: "Czy mogę zapłacić gotówką?",
    answer: "Nie. Na terenie wydarzenia, także przy bramie, płatności przyjmujemy wyłącznie kartą.",
  },
  {
    question: "Czy na terenie będzie dostępna woda pitna?",
    answer:
      "Tak, woda pitna jest dostępna bezpłatnie. Pamiętaj, żeby pić regularnie, zwłaszcza pod sceną.",
  },
  {
    question: "Czy mogę wnieść własne jedzenie lub napoje?",
    answer:
      "Nie. Wnoszenie własnego jedzenia i napojów jest zabronione. Na miejscu działa strefa gastronomiczna.",
  },
  {
    question: "Czy mogę przyjść z psem lub innym zwierzęciem?",
    answer: "Nie. Zwierzęta nie mogą wejść na teren wydarzenia.",
  },
  {
    question: "Czy jest szatnia lub przechowalnia rzeczy?",
    answer:
      "Nie, na wydarzeniu nie ma szatni ani przechowalni. Zabierz tylko to, co zmieścisz przy sobie.",
  },
  {
    question: "Którędy wejść na stadion?",
    answer:
      "Na teren prowadzą dwa wejścia: Wejście 1 od północno-zachodniej strony stadionu i Wejście 2 od strony południowo-wschodniej. Oba zaznaczyliśmy na mapie powyżej.",
  },
  {
    question: "Jak dojechać komunikacją miejską?",
    answer:
      "Najwygodniej komunikacją miejską. Skorzystaj z wyszukiwarki połączeń powyżej (przycisk „Pokaż wyszukiwarkę połączeń”) albo z planera Jakdojade: wpisz swój przystanek początkowy, a wyszukiwarka zaplanuje trasę na Stadion Syrenki.",
  },
  {
    question: "Czy przy stadionie jest parking?",
    answer:
      "Zachęcamy do przyjazdu komunikacją miejską. Informacje o dojeździe i ewentualnych utrudnieniach publikujemy w AKTUALNOŚCIACH, a zasady obowiązujące na terenie wydarzenia opisuje regulamin.",
  },
  {
    question: "Jakie rzeczy są zakazane na terenie wydarzenia?",
    answer:
      "Poza własnym jedzeniem, napojami i zwierzętami zakazane są m.in. przedmioty niebezpieczne. Pełną listę znajdziesz w regulaminie wydarzenia.",
  },
  {
    question: "Kto wystąpi na Juwenaliach?",
    answer:
      "Pełny line-up na piątek i sobotę znajdziesz na stronie głównej, a harmonogram sceny studenckiej na stronie O WYDARZENIU.",
  },
  {
    question: "Ile jest scen?",
    answer:
      "Są dwie sceny: scena główna z gwiazdami wieczoru oraz scena studencka, na której w piątek grają zespoły o 17:30, 19:00 i 20:15, a w sobotę o 16:50, 18:30 i 20:15.",
  },
  {
    question: "Jak wysłać wiadomość na telebim?",
    answer:
      "W trakcie wydarzenia (od 16 maja, godz. 16:30, do końca 17 maja) na każdej stronie pojawia się okienko „Wyślij wiadomość na telebim”. Wpisz autora (3–32 znaki) i wiadomość (5–128 znaków). Każdą wiadomość przed wyświetleniem sprawdza moderator, a wulgaryzmy są odrzucane.",
  },
  {
    question: "Co to jest Runmageddon na Juwenaliach?",
    answer:
      "To tor przeszkód przygotowany przez partnera wydarzenia: cztery rodzaje przeszkód, w tym drewniana ściana o wysokości około 2,5 m. Szczegóły znajdziesz na stronie O WYDARZENIU.",
  },
  {
    question: "Jak mogę dołączyć do zespołu organizacyjnego?",
    answer:
      "Szukamy wolontariuszy i członków zespołu na kolejne edycje. Wypełnij formularz w zakładce REKRUTACJA w menu.",
  },
  {
    question: "Gdzie znajdę regulamin i kontakt do organizatorów?",
    answer:
      "Regulamin jest dostępny w stopce strony (REGULAMIN). Tam też znajdziesz adresy e-mail do współpracy i wsparcia technicznego.",
  },
] satisfies FaqItem[];
