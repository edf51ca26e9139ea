import { describe, expect, it } from "vitest";

import {
  AUTO_REJECTED_FLAGS,
  isAutoRejected,
  TRIAGE_FLAG_LABELS,
  TRIAGE_FLAGS,
  triage,
  type TriageFlag,
} from "./message-triage";
import { isPolishFirstName, POLISH_FIRST_NAMES } from "./polish-first-names";

const AUTHOR = "Ania z B";
const flagsOf = (message: string, author: string = AUTHOR): TriageFlag[] =>
  triage({ author, message });

/** Messages that must get exactly this one flag, and near misses that must get none. */
const CASES: Record<TriageFlag, { flagged: string[]; clean: string[] }> = {
  link: {
    flagged: [
      "Wejdź na https://example.com teraz",
      "http : // juwenalia-syrenki.pl",
      "Zapraszam www.moj-sklep.pl",
      "Zapraszam WWW . sklep . pl",
      "Tu: x.pl/abc",
      "Kliknij bit.ly/xyz",
      "Pełna lista: JUWENALIA.PL",
      "Wpadaj na example .com",
      "Wpadaj na example . com",
      "Wpadaj na example[.]com",
      "Wpadaj na example (dot) com",
      "Wpadaj na mojsklep kropka pl",
      "Wpadaj na ｗｗｗ．ｓｋｌｅｐ．ｐｌ",
      "Pisz na ania@bit.ly/abc",
    ],
    clean: [
      "No i co.Ok",
      "Wynik 2.5 dla nas",
      "Było super. Pl górą",
      "Koniec.Kropka.",
      "Sektor B.Idziemy dalej",
    ],
  },
  phone: {
    flagged: [
      "Dzwoń +48 601 234 567",
      "Dzwoń 601-234-567",
      "Dzwoń 601234567",
      "Dzwoń 0048601234567",
      "Dzwoń 601.234.567",
      "Dzwoń (22) 123 45 67",
      "Dzwoń 6 0 1 2 3 4 5 6 7",
      "Dzwoń ６０１２３４５６７",
    ],
    clean: [
      "Juwenalia 2025",
      "Gramy o 21:30",
      "Sektor 12, rząd 5",
      "Koncert 25.05.2025 21:30",
      "Rocznik 2024 2025 2026",
      "Wynik 12345678",
    ],
  },
  email: {
    flagged: [
      "Pisz: ania.k@gmail.com",
      "Pisz: ania_k @ wp.pl",
      "Pisz: ania(at)gmail.com",
      "Pisz: ania[małpa]wp . pl",
      "Pisz: ania [małpa] wp.pl",
      "Pisz: ania (at) wp.pl",
    ],
    clean: ["Spotkajmy się @ 21:30", "Ania i Ola"],
  },
  handle: {
    flagged: [
      "Obserwuj @ania_k",
      "Dzięki @Kuba.Nowy!",
      "@syrenka2025 pozdro",
      "Mój ig: ania.k",
      "Snap : ania_k",
    ],
    clean: ["Spotkamy się przy @ scenie", "Lone @", "Cena 5@", "Insta story z koncertu"],
  },
  full_name: {
    flagged: [
      "Anna Kowalska",
      "Kuba Nowak jest najlepszy",
      "Pozdrowienia dla Małgorzaty Wiśniewskiej",
      "Widziałem Kubę Nowaka",
      "Anna Maria Mazur",
      "ANNA KOWALSKA NIE PRZYSZŁA",
      "Łukasz Żółtowski rządzi",
      "Anna Nowak-Kowalska",
      "Kasia Mazur to kłamczucha",
      "Dawid Podsiadło kocham Cię!",
    ],
    clean: [
      "Stadion Syrenki",
      "Juwenalia Syrenki",
      "Pozdro Ania!",
      "Ola Kuba Zosia",
      "Ania Kocham Cię",
      "Pozdrawiam Anię Z Sektora C",
      "Kuba, Nowak i reszta",
      "ANIA JESTEŚ NAJLEPSZA",
      "Sto Lat Kasia Kochana Pozdrawiamy",
    ],
  },
  shouting: {
    flagged: [
      "KOCHAMY WAS WSZYSTKICH",
      "STO LAT ANIA ❤️",
      "Sto lat!!!!!!",
      "Sto laaaaaaat",
      "Halo......",
      "AaAaAaAa",
    ],
    clean: ["Sto laaaat!!!", "Sto lat ANIA", "SUPER", "Dzięki!!!!!"],
  },
};

describe("triage", () => {
  for (const flag of TRIAGE_FLAGS) {
    describe(flag, () => {
      it.each(CASES[flag].flagged)("flags %j", (message) => {
        expect(flagsOf(message)).toContain(flag);
      });
      it.each(CASES[flag].clean)("does not flag %j", (message) => {
        expect(flagsOf(message)).not.toContain(flag);
      });
    });
  }

  it.each([
    "Pozdrawiamy z sektora C! Juwenalia 2025 🔥",
    "Ola i Kuba, kochamy Was!",
    "Gramy o 21:30 na scenie głównej",
    "Sto lat, Ania! Wszystkiego najlepszego",
    "Dziękujemy Syrenki! Do zobaczenia za rok",
    "Kasia, Zosia i Bartek z Politechniki pozdrawiają",
  ])("gives an ordinary stadium message no flag: %j", (message) => {
    expect(flagsOf(message)).toEqual([]);
  });

  it("looks for contact details in the author too, but not for names or shouting", () => {
    expect(flagsOf("Pozdrawiam", "www.sklep.pl")).toEqual(["link"]);
    expect(flagsOf("Pozdrawiam", "tel 601234567")).toEqual(["phone"]);
    expect(flagsOf("Pozdrawiam", "ania@wp.pl")).toEqual(["email"]);
    expect(flagsOf("Pozdrawiam", "@ania_k")).toEqual(["handle"]);
    expect(flagsOf("Pozdrawiam", "Anna Kowalska")).toEqual([]);
    expect(flagsOf("Pozdrawiam", "KUBA Z SEKTORA B!!!!!!")).toEqual([]);
  });

  it("does not count an e-mail address as a link or a phone number", () => {
    expect(flagsOf("Pisz na ania@gmail.com")).toEqual(["email"]);
    expect(flagsOf("Pisz na 601234567@wp.pl")).toEqual(["email"]);
  });

  it("lists every flag once, in TRIAGE_FLAGS order", () => {
    const message = "ANNA KOWALSKA: WWW.X.PL, 601234567, A@WP.PL @ANIA!!!!!! bit.ly/a 500600700";
    expect(flagsOf(message, "www.y.pl")).toEqual([...TRIAGE_FLAGS]);
  });
});

describe("labels and automatic rejection", () => {
  it("labels every flag in Polish", () => {
    // The panel's wording restated on purpose, flag by flag: a changed label changes this test.
    const expected = [
      ["link", "link"],
      ["phone", "numer telefonu"],
      ["email", "adres e-mail"],
      ["handle", "@nazwa"],
      ["full_name", "imię i nazwisko"],
      ["shouting", "krzyk"],
    ];
    expect(TRIAGE_FLAG_LABELS).toEqual(Object.fromEntries(expected));
  });

  it("rejects links and phone numbers only", () => {
    expect(AUTO_REJECTED_FLAGS).toEqual(["link", "phone"]);
    expect(isAutoRejected(["email", "phone"])).toBe(true);
    expect(isAutoRejected(["link"])).toBe(true);
    expect(isAutoRejected(["email", "handle", "full_name", "shouting"])).toBe(false);
    expect(isAutoRejected([])).toBe(false);
  });
});

describe("isPolishFirstName", () => {
  it("holds about 150 distinct lower-case names of both genders", () => {
    expect(POLISH_FIRST_NAMES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(POLISH_FIRST_NAMES).size).toBe(POLISH_FIRST_NAMES.length);
    for (const name of POLISH_FIRST_NAMES) expect(name).toBe(name.toLocaleLowerCase("pl"));
    expect(POLISH_FIRST_NAMES).toEqual(expect.arrayContaining(["anna", "małgorzata", "jan"]));
  });

  it.each([
    "Anna",
    "ANIA",
    "Łukasz",
    "Anię",
    "Anną",
    "Anny",
    "Annie",
    "Ani",
    "Kuby",
    "Jana",
    "Janowi",
    "Tomka",
    "Pawła",
  ])("recognises %j", (word) => {
    expect(isPolishFirstName(word)).toBe(true);
  });

  it.each(["Stadion", "Syrenki", "Juwenalia", "Kowalska", "Sektor", "An"])(
    "does not take %j for a name",
    (word) => {
      expect(isPolishFirstName(word)).toBe(false);
    },
  );
});
