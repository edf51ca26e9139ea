import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState } from "react";
import texts from "virtual:texts/gallery";
import type { GalleryYear } from "#content-layer/gallery";
import { Picture } from "../../components/picture";
import { galleryImagePath, galleryYears } from "./gallery-files";
import { photoAlt } from "./photo-alt";
import { YearTabs } from "./year-tabs";
import "./gallery.css";

// Radix Dialog and the viewer load on the first open, not with the page.
const Lightbox = lazy(() => import("./lightbox"));

interface Viewing {
  year: number;
  index: number;
  open: boolean;
}

/**
 * "Poprzednie edycje" (README.md#what-the-visitor-sees): one tab per year found in the gallery's
 * file names (YearTabs), lazy thumbnails, and a lightbox that opens on click or Enter.
 */
export function Gallery({ years = galleryYears }: { years?: readonly GalleryYear[] }) {
  const [viewing, setViewing] = useState<Viewing | null>(null);
  const thumbnails = useRef(new Map<string, HTMLButtonElement>());
  const titleId = useId();

  const focusThumbnail = useCallback((year: number, index: number) => {
    thumbnails.current.get(`${year}/${index}`)?.focus();
  }, []);

  // Built once per list of years: opening the lightbox re-renders the gallery, and the ~150
  // photos inside the tabs stay as they are.
  const tabs = useMemo(
    () =>
      years.map((entry) => ({
        value: String(entry.year),
        tab: (
          <>
            <span className="gallery__tab-year">{entry.year}</span>
            <span className="gallery__tab-count">{texts.photoCount(entry.files.length)}</span>
          </>
        ),
        panel: (
          <ul className="gallery__grid">
            {entry.files.map((file, index) => (
              <li key={file} className="gallery__item">
                <button
                  type="button"
                  className="gallery__thumb"
                  ref={(element) => {
                    const key = `${entry.year}/${index}`;
                    if (element) thumbnails.current.set(key, element);
                    else thumbnails.current.delete(key);
                  }}
                  onClick={() => setViewing({ year: entry.year, index, open: true })}
                >
                  <Picture
                    src={galleryImagePath(file)}
                    alt={photoAlt(entry.year, index, entry.files.length)}
                    sizes="(min-width: 1100px) 220px, (min-width: 600px) 30vw, 50vw"
                    className="gallery__thumb-image"
                  />
                </button>
              </li>
            ))}
          </ul>
        ),
      })),
    [years],
  );

  const first = years[0];
  if (!first) return null;
  const viewedYear = viewing ? years.find((entry) => entry.year === viewing.year) : undefined;

  return (
    <section id="gallery" className="gallery render-when-near" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {texts.title}
      </h2>
      <p className="gallery__lead">{texts.lead(years.map((entry) => entry.year).join(", "))}</p>
      <YearTabs
        label={texts.yearTabsLabel}
        className="gallery__tabs"
        listClassName="gallery__tab-list"
        tabClassName="gallery__tab"
        panelClassName="gallery__panel"
        items={tabs}
      />
      {viewing && viewedYear && (
        <Suspense fallback={null}>
          <Lightbox
            year={viewedYear.year}
            files={viewedYear.files}
            index={viewing.index}
            open={viewing.open}
            onIndexChange={(index) => setViewing({ ...viewing, index })}
            onClose={() => setViewing({ ...viewing, open: false })}
            onReturnFocus={() => focusThumbnail(viewing.year, viewing.index)}
          />
        </Suspense>
      )}
    </section>
  );
}
