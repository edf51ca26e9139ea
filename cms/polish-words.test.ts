import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  flatten,
  merge,
  polishMessages,
  PolishWordsError,
  variablesOf,
  type Messages,
} from "./polish-words";

const root = path.resolve(import.meta.dirname, "..");
const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8")) as Messages;
const english = json("node_modules/@sveltia/cms/locales/en-US.json");
const polish = json("node_modules/@sveltia/cms/locales/pl.json");
const ours = json("cms/polish-words.json");

describe("the CMS's Polish words as /admin serves them", () => {
  it("have every key of the installed Sveltia CMS's English words", () => {
    const merged = flatten(polishMessages(english, polish, ours));
    const missing = [...flatten(english).keys()].filter((key) => !merged.has(key));
    expect(missing).toEqual([]);
  });

  it("show the words organisers met in English in Polish", () => {
    const merged = flatten(polishMessages(english, polish, ours));
    expect(merged.get("show_errors")).toBe("Pokaż błędy");
    expect(merged.get("replace_image")).toBe("Zastąp obraz");
    expect(merged.get("sign_in_using_access_token_workflow_note")).not.toMatch(/Editorial/);
    expect(merged.get("saving_entry.error.description")).toBe("Wpis nie został zapisany.");
  });

  it("stop the build when an upgrade brings words Polish lacks", () => {
    const newer = merge(english, { brand_new: "Brand New Words" });
    expect(() => polishMessages(newer, polish, ours)).toThrow(PolishWordsError);
    expect(() => polishMessages(newer, polish, ours)).toThrow(/brand_new: no Polish words/);
  });

  it("refuse our words for a key the CMS dropped, or with other variables", () => {
    expect(() => polishMessages(english, polish, merge(ours, { gone_key: "Słowa" }))).toThrow(
      /gone_key: Sveltia CMS no longer has this key/,
    );
    expect(() =>
      polishMessages(english, polish, merge(ours, { select_item: "Zaznacz {$nazwa}" })),
    ).toThrow(/select_item: variables differ/);
  });

  it("keep every variable of the English words in ours", () => {
    const englishWords = flatten(english);
    for (const [key, word] of flatten(ours)) {
      expect(variablesOf(word).sort(), key).toEqual(
        variablesOf(englishWords.get(key) ?? "").sort(),
      );
    }
  });
});
