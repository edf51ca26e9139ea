import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { imageSources } from "#content-layer/image-variants";
import { Picture } from "./picture";

afterEach(cleanup);

describe("Picture", () => {
  it("offers AVIF and WebP sources with the given sizes", () => {
    const { container } = render(
      <Picture
        src="artists/latarnia-large.jpg"
        alt="Latarnia"
        sizes="(min-width: 768px) 19rem, 72vw"
      />,
    );
    const [avif, webp] = container.querySelectorAll("picture > source");
    expect(avif).toHaveAttribute("type", "image/avif");
    expect(avif).toHaveAttribute(
      "srcset",
      "/generated/images/artists/latarnia-large-320.avif 320w, " +
        "/generated/images/artists/latarnia-large-640.avif 640w, " +
        "/generated/images/artists/latarnia-large-960.avif 960w",
    );
    expect(avif).toHaveAttribute("sizes", "(min-width: 768px) 19rem, 72vw");
    expect(webp).toHaveAttribute("type", "image/webp");
    expect(webp?.getAttribute("srcset")).toContain(
      "/generated/images/artists/latarnia-large-640.webp 640w",
    );
    expect(webp).toHaveAttribute("sizes", "(min-width: 768px) 19rem, 72vw");
  });

  it("renders a lazy, async img with alt and intrinsic size (4:5 artist portrait)", () => {
    render(<Picture src="artists/latarnia-large.jpg" alt="Latarnia" className="card__image" />);
    const img = screen.getByRole("img", { name: "Latarnia" });
    expect(img).toHaveAttribute("src", "/generated/images/artists/latarnia-large-960.webp");
    expect(img).toHaveAttribute("width", "960");
    expect(img).toHaveAttribute("height", "1200");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).not.toHaveAttribute("fetchpriority");
    expect(img).toHaveClass("card__image");
  });

  it("loads eagerly with high fetch priority when priority is set", () => {
    render(<Picture src="site/banner.jpg" alt="" sizes="100vw" priority />);
    const img = document.querySelector("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    // The banner's fallback is capped at 1280 px; width/height keep its 16:9 ratio.
    expect(img).toHaveAttribute("src", "/generated/images/site/banner-1280.webp");
    expect(img).toHaveAttribute("width", "2400");
    expect(img).toHaveAttribute("height", "1350");
  });

  it("names gallery variants after their year folder", () => {
    const sources = imageSources("gallery/2019/2019-007.jpg");
    expect(sources.webp).toBe(
      "/generated/images/gallery/2019/2019-007-320.webp 320w, " +
        "/generated/images/gallery/2019/2019-007-640.webp 640w, " +
        "/generated/images/gallery/2019/2019-007-1200.webp 1200w",
    );
    expect(sources.width / sources.height).toBe(1.5);
  });

  it("keeps the aspect ratio of every kind of source", () => {
    expect(imageSources("artists/nocny-tramwaj-small.jpg")).toMatchObject({
      width: 600,
      height: 600,
    });
    expect(imageSources("events/wrotki.jpg")).toMatchObject({ width: 640, height: 480 });
    expect(imageSources("organisations/bank-wislany.png")).toMatchObject({
      width: 480,
      height: 320,
    });
    expect(imageSources("team/zespol.jpg")).toMatchObject({ width: 1600, height: 900 });
    expect(imageSources("team/julia.pawlowska.jpg")).toMatchObject({ width: 480, height: 480 });
  });

  it("fails loudly for an image the pipeline does not know", () => {
    expect(() => imageSources("misc/unknown.jpg")).toThrow(/No responsive-image rule/);
    expect(() => imageSources("site/share.jpg")).toThrow(/not built for <picture>/);
  });
});
