import { imageSources } from "#content-layer/image-variants";

export interface PictureProps {
  /** Path relative to content/images ("artists/latarnia-large.jpg") or "gallery/<year>/<file>". */
  src: string;
  /** Empty for decorative images. */
  alt: string;
  /** The `sizes` of both sources: how wide the image is shown at each breakpoint. */
  sizes?: string;
  /** Above the fold (the banner, an open lightbox): load eagerly with high fetch priority. */
  priority?: boolean;
  /** Class of the `<img>`, which carries the layout (object-fit, aspect, radius). */
  className?: string;
}

/**
 * A responsive picture from the image pipeline (content-layer/image-variants.ts): AVIF and WebP
 * sources at every built width, and an `<img>` with the intrinsic width and height so the page
 * reserves the space before the file arrives (no layout shift).
 */
export function Picture({ src, alt, sizes = "100vw", priority = false, className }: PictureProps) {
  const sources = imageSources(src);
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        src={sources.fallback}
        alt={alt}
        width={sources.width}
        height={sources.height}
        className={className}
        decoding="async"
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
