import { describe, expect, it } from "vitest";
import { cmsConfig } from "./cms-config.ts";
import { accusative, addButtonMessage, listEntryNames } from "./cms-fields.ts";

describe("the lists' add buttons in Polish", () => {
  it("name every list's entry in the accusative: Dodaj organizację, Dodaj wykonawcę", () => {
    // Every list of the configuration: a new list's name fails here until its form is checked.
    const names = listEntryNames(cmsConfig());
    expect(Object.fromEntries(names.map((name) => [name, accusative(name)]))).toEqual({
      Scena: "scenę",
      Dzień: "dzień",
      "Grupa wykonawców": "grupę wykonawców",
      Wykonawca: "wykonawcę",
      Występ: "występ",
      "Cena biletu": "cenę biletu",
      "Wydarzenie towarzyszące": "wydarzenie towarzyszące",
      Organizacja: "organizację",
      Akapit: "akapit",
      Strefa: "strefę",
      "Atrakcja partnera": "atrakcję partnera",
      Fakt: "fakt",
      "Opis sceny": "opis sceny",
      Wejście: "wejście",
      Punkt: "punkt",
      Pytanie: "pytanie",
      Osoba: "osobę",
      Znacznik: "znacznik",
    });
  });

  it("writes one MessageFormat 2 variant per list and keeps the CMS's form for any other", () => {
    expect(addButtonMessage(["Organizacja", "Cena biletu"])).toBe(
      ".input {$name :string} .match $name |Organizacja| {{Dodaj organizację}} " +
        "|Cena biletu| {{Dodaj cenę biletu}} * {{Dodaj {$name}}}",
    );
    expect(addButtonMessage(["a|b{c}"])).toContain("|a\\|b{c}| {{Dodaj a|b\\{c\\}}}");
  });
});
