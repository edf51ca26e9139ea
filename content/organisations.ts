import type { Organisation, OrganisationGroups } from "./schema";

/** Spec §2 sponsors block. Every organisation and its address is fictional (.example domains). */
const org = (shortname: string, name: string, domain: string): Organisation => ({
  shortname,
  name,
  image: `organisations/${shortname}.png`,
  link: `https://${domain}.example/`,
});

export const organisations = {
  organisers: [
    org("samorzad-us", "Samorząd Studentów Uniwersytetu Syreniego", "samorzad-uniwersytet-syreni"),
    org(
      "samorzad-pn",
      "Samorząd Studentów Politechniki Nadwiślańskiej",
      "samorzad-politechnika-nadwislanska",
    ),
    org(
      "samorzad-asp",
      "Samorząd Studentów Akademii Sztuk Praskich",
      "samorzad-akademia-sztuk-praskich",
    ),
    org(
      "samorzad-sgm",
      "Samorząd Studentów Szkoły Głównej Mokotowskiej",
      "samorzad-szkola-glowna-mokotowska",
    ),
    org(
      "samorzad-ump",
      "Samorząd Studentów Uniwersytetu Medycznego Powiśla",
      "samorzad-umed-powisle",
    ),
  ],
  partners: [
    org("kawiarnia-ziarno", "Kawiarnia Ziarno", "kawiarnia-ziarno"),
    org("rowery-wir", "Rowery Miejskie Wir", "rowery-wir"),
    org("drukarnia-kreska", "Drukarnia Kreska", "drukarnia-kreska"),
    org("piekarnia-zloty-klos", "Piekarnia Złoty Kłos", "zloty-klos"),
    org("lody-babel", "Lodziarnia Bąbel", "lody-babel"),
    org("struna", "Sklep Muzyczny Struna", "struna-muzyka"),
    org("ksiegarnia-przecinek", "Księgarnia Przecinek", "ksiegarnia-przecinek"),
    org("silownia-forma", "Siłownia Forma", "silownia-forma"),
    org("pizzeria-na-rogu", "Pizzeria Na Rogu", "pizzeria-na-rogu"),
  ],
  mediaPatrons: [
    org("radio-fala", "Radio Fala Akademicka", "radio-fala-akademicka"),
    org("portal-indeks", "Portal Studencki Indeks", "portal-indeks"),
  ],
  honoraryPatrons: [
    org("rektor-us", "JM Rektor Uniwersytetu Syreniego", "uniwersytet-syreni"),
    org("rektor-pn", "JM Rektor Politechniki Nadwiślańskiej", "politechnika-nadwislanska"),
    org("fundacja-fenix", "Fundacja Kultury Studenckiej Fenix", "fundacja-fenix"),
    org("absolwenci-syrena", "Stowarzyszenie Absolwentów „Syrena”", "absolwenci-syrena"),
  ],
  sponsors: [org("bank-wislany", "Bank Wiślany", "bank-wislany")],
} satisfies OrganisationGroups;
