// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HydrateWhenNear, nearOrTouched } from "./hydrate-when-near";

/** A stand-in IntersectionObserver that the test drives. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  intersect(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

let nextId = 0;
/** A prerendered block in the document, with an id no other test has used. */
function prerenderedBlock(): HTMLElement {
  const block = document.createElement("section");
  block.id = `block-${(nextId += 1)}`;
  document.body.append(block);
  return block;
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await act(async () => {});
  return done;
};

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("nearOrTouched", () => {
  it("waits until the block comes within a screen of the viewport", async () => {
    const block = prerenderedBlock();
    const release = nearOrTouched(block.id);
    const [observer] = FakeObserver.instances;
    expect(observer!.observed).toEqual([block]);
    expect(observer!.options.rootMargin).toBe("100% 0px");
    observer!.intersect(false);
    expect(await settled(release)).toBe(false);
    observer!.intersect(true);
    expect(await settled(release)).toBe(true);
    expect(observer!.disconnected).toBe(true);
  });

  it.each(["pointerover", "pointerdown", "touchstart", "focusin"])(
    "is released at once by %s inside the block",
    async (type) => {
      const block = prerenderedBlock();
      const inner = document.createElement("a");
      block.append(inner);
      const release = nearOrTouched(block.id);
      inner.dispatchEvent(new Event(type, { bubbles: true }));
      expect(await settled(release)).toBe(true);
    },
  );

  it("does not wait for a block that is not in the document", async () => {
    expect(await settled(nearOrTouched("no-such-block"))).toBe(true);
  });

  it("gives every render of a block the same promise", () => {
    const block = prerenderedBlock();
    expect(nearOrTouched(block.id)).toBe(nearOrTouched(block.id));
  });
});

describe("HydrateWhenNear", () => {
  it("prerenders its content in place", () => {
    const html = renderToString(
      <HydrateWhenNear targetId="sponsors">
        <section id="sponsors">Partnerzy</section>
      </HydrateWhenNear>,
    );
    expect(html).toBe('<!--$--><section id="sponsors">Partnerzy</section><!--/$-->');
  });

  it("renders at once when the block is rendered anew rather than hydrated", async () => {
    await act(async () => {
      render(
        <HydrateWhenNear targetId="fresh-block">
          <section id="fresh-block">Partnerzy</section>
        </HydrateWhenNear>,
      );
    });
    expect(screen.getByText("Partnerzy")).toBeInTheDocument();
    expect(FakeObserver.instances).toHaveLength(0);
  });
});
