import type { Team, TeamMember } from "./schema";

/** Spec §2 team page: 16 organisers. All people are fictional. */
const member = (name: string, position: string, login: string): TeamMember => ({
  name,
  position,
  email: `${login}@juwenalia-syrenki.pl`,
  image: `team/${login.replace(".", "-")}.jpg`,
});

export const team = {
  groupPhoto: "team/zespol.jpg",
  members: [
    member("Zuzanna Wiśniewska", "Koordynatorka główna", "zuzanna.wisniewska"),
    member(
      "Prof. Tadeusz Malinowski",
      "Prorektor ds. studenckich, Uniwersytet Syreni",
      "tadeusz.malinowski",
    ),
    member(
      "Dr Ewa Kaczmarczyk",
      "Pełnomocniczka rektora, Politechnika Nadwiślańska",
      "ewa.kaczmarczyk",
    ),
    member("Mgr Jan Borowiecki", "Opiekun samorządu, Akademia Sztuk Praskich", "jan.borowiecki"),
    member("Michał Lewandowicz", "Koordynator ds. logistyki", "michal.lewandowicz"),
    member("Natalia Sobczyk", "Koordynatorka ds. logistyki", "natalia.sobczyk"),
    member("Kacper Zieliński", "Koordynator ds. koncertów", "kacper.zielinski"),
    member("Julia Pawłowska", "Koordynatorka ds. promocji", "julia.pawlowska"),
    member("Bartosz Kowalczuk", "Koordynator ds. marketingu", "bartosz.kowalczuk"),
    member("Aleksandra Dąbek", "Koordynatorka ds. partnerów", "aleksandra.dabek"),
    member("Filip Jasiński", "Koordynator ds. partnerów", "filip.jasinski"),
    member("Maja Górecka", "Koordynatorka ds. kreatywnych", "maja.gorecka"),
    member("Oskar Wróblewski", "Koordynator ds. projektu strony", "oskar.wroblewski"),
    member("Weronika Mazurek", "Koordynatorka ds. IT", "weronika.mazurek"),
    member("Igor Sadowski", "Koordynator ds. IT", "igor.sadowski"),
    member("Hanna Kwiatkowska", "Koordynatorka ds. wolontariuszy", "hanna.kwiatkowska"),
  ],
} satisfies Team;
