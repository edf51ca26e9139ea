import { afterEach, describe, expect, it } from "vitest";
import { edition } from "#content-layer";
import {
  editionMessageWindow,
  formatWindowMeta,
  MESSAGE_WINDOW_META_NAME,
  messageWindowLocal,
} from "#core/message-window";
import { pageMessageWindow, readPageWindow } from "./page-window";

const CONTENT_WINDOW = messageWindowLocal(editionMessageWindow(edition));
const REHEARSAL = {
  opensAt: new Date("2031-06-10T16:00:00.000Z"),
  closesAt: new Date("2031-06-10T18:30:00.000Z"),
};

function addMeta(content: string): HTMLMetaElement {
  const meta = document.createElement("meta");
  meta.name = MESSAGE_WINDOW_META_NAME;
  meta.content = content;
  document.head.prepend(meta);
  return meta;
}

afterEach(() => {
  document.head.innerHTML = "";
});

describe("the page's message window", () => {
  it("is the content's, in the browser's local time, on a page without the meta", () => {
    expect(readPageWindow(document)).toEqual(CONTENT_WINDOW);
    expect(readPageWindow(undefined)).toEqual(CONTENT_WINDOW);
  });

  it("is the server's when the page carries the message-window meta (a rehearsal)", () => {
    addMeta(formatWindowMeta(REHEARSAL));
    expect(readPageWindow(document)).toEqual(REHEARSAL);
  });

  it("falls back to the content's when the meta is malformed", () => {
    addMeta("od jutra/do pojutrza");
    expect(readPageWindow(document)).toEqual(CONTENT_WINDOW);
  });

  it("is read once per page: the toast and its form agree for the whole visit", () => {
    const meta = addMeta(formatWindowMeta(REHEARSAL));
    expect(pageMessageWindow()).toEqual(REHEARSAL);
    meta.remove();
    expect(pageMessageWindow()).toEqual(REHEARSAL);
    expect(pageMessageWindow()).toBe(pageMessageWindow());
  });
});
