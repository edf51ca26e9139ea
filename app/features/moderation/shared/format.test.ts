import { describe, expect, it } from "vitest";
import { flagsText, formatDuration, formatScreenWait, reasonText } from "./format";

describe("the panel's Polish wording", () => {
  it("says waits as people do", () => {
    expect(formatDuration(null)).toBe("–");
    expect(formatDuration(0)).toBe("0 s");
    expect(formatDuration(44.6)).toBe("45 s");
    expect(formatDuration(130)).toBe("2 min 10 s");
    expect(formatDuration(180)).toBe("3 min");
    expect(formatDuration(3600 + 5 * 60 + 20)).toBe("1 godz. 5 min");
    expect(formatDuration(7200)).toBe("2 godz.");
  });

  it("says the screens' wait in whole minutes, never zero", () => {
    expect(formatScreenWait(0)).toBe("ok. 1 min");
    expect(formatScreenWait(61)).toBe("ok. 2 min");
    expect(formatScreenWait(600)).toBe("ok. 10 min");
    expect(formatScreenWait(3900)).toBe("ok. 1 godz. 5 min");
  });

  it("names the flags to check and the server's own reasons", () => {
    expect(flagsText([])).toBe("");
    expect(flagsText(["link", "shouting"])).toBe("Sprawdź: link, krzyk");
    expect(reasonText("link")).toBe("automatycznie: link");
    expect(reasonText("phone")).toBe("automatycznie: numer telefonu");
    expect(reasonText("blocked")).toBe("zablokowany nadawca");
  });
});
