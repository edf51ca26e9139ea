import { describe, expect, it } from "vitest";
import { generatePassword } from "../config";
import { MIN_PASSWORD_LENGTH, passwordProblem } from "./password-policy";

const FESTIVAL = { festivalName: "Juwenalia Syrenki" };

describe("staff password rules", () => {
  it.each([
    ["CHANGE-ME", /wzór z przykładowej konfiguracji \(CHANGE-ME\)/],
    ["change-me-before-the-night", /wzór z przykładowej konfiguracji/],
    ["Changeme2026!x", /wzór z przykładowej konfiguracji/],
    ["Zmień-Mnie-Teraz", /wzór z przykładowej konfiguracji/],
    ["juwenalia-syrenki-2031", /nazwę festiwalu \(„juwenalia”\)/],
    ["SuperSyrenki!!77", /nazwę festiwalu \(„syrenki”\)/],
    ["krótkie", /za krótkie \(znaków: 7\): musi mieć co najmniej 12/],
    ["żółw-1", /za krótkie \(znaków: 6\)/],
    ["password1234", /zbyt łatwe do odgadnięcia \(zawiera często używane hasło „password”/],
    ["qwertyuiop123", /zbyt łatwe do odgadnięcia/],
    ["iloveyou12345", /często używane hasło „iloveyou”/],
    ["koordynator123", /słowo z tej strony „koordynator”/],
    ["aaaaaaaaaaaaaaaa", /powtórzenia/],
  ])("refuses %s, saying why in Polish", (password, why) => {
    expect(passwordProblem(password, FESTIVAL)).toMatch(why);
  });

  it.each([
    "haslo-testowe-moderatora",
    "correct horse battery staple",
    "Koordynator-Zmiany-7",
    "deploy-e65c835c2c34cf26",
    "żółta-łódź-pod-mostem",
  ])("accepts %s", (password) => {
    expect(passwordProblem(password, FESTIVAL)).toBeUndefined();
  });

  it("counts characters, not bytes: Polish letters are one each", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12);
    expect(passwordProblem("źdźbło-ćma-x", FESTIVAL) ?? "").not.toMatch(/za krótkie/);
  });

  it("passes every generated password (npm run moderators, npm start)", () => {
    for (let index = 0; index < 30; index += 1) {
      expect(passwordProblem(generatePassword(), FESTIVAL)).toBeUndefined();
    }
  });
});
