import * as Dialog from "@radix-ui/react-dialog";
import type { KeyboardEvent } from "react";
import texts from "virtual:texts/gallery";
import { CloseIcon } from "../../components/close-icon";
import { Picture } from "../../components/picture";
import { galleryImagePath } from "./gallery-files";
import { photoAlt } from "./photo-alt";
import { stepIndex } from "./step-index";
import "./lightbox.css";

export interface LightboxProps {
  year: number;
  files: readonly string[];
  index: number;
  open: boolean;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Called instead of Radix's default focus return: focus goes to the photo last shown. */
  onReturnFocus: () => void;
}

/**
 * The gallery's photo viewer (README.md#what-the-visitor-sees): a Radix dialog (focus trapped,
 * Escape closes), ← and → move between photos, focus returns to the thumbnail of the photo being
 * shown.
 */
export default function Lightbox({
  year,
  files,
  index,
  open,
  onIndexChange,
  onClose,
  onReturnFocus,
}: LightboxProps) {
  const file = files[index];
  const total = files.length;
  const go = (step: number) => onIndexChange(stepIndex(index, step, total));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(-1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      go(1);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="lightbox__overlay" />
        <Dialog.Content
          className="lightbox"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onReturnFocus();
          }}
        >
          <div className="lightbox__header">
            <Dialog.Title className="lightbox__title">
              {texts.lightbox.edition(year)}
              <span className="lightbox__counter">
                {` · ${texts.photoNumber(index + 1, total)}`}
              </span>
            </Dialog.Title>
            <Dialog.Close className="lightbox__close" aria-label={texts.lightbox.close}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="visually-hidden">
            {texts.lightbox.keyboardHelp}
          </Dialog.Description>
          <figure className="lightbox__figure">
            {file && (
              <Picture
                key={file}
                src={galleryImagePath(file)}
                alt={photoAlt(year, index, total)}
                sizes="(min-width: 1200px) 1100px, 100vw"
                priority
                className="lightbox__image"
              />
            )}
          </figure>
          <div className="lightbox__nav">
            <button
              type="button"
              className="lightbox__step lightbox__step--prev"
              onClick={() => go(-1)}
            >
              <span aria-hidden="true">←</span>
              <span className="lightbox__step-label">{texts.lightbox.previous}</span>
            </button>
            <button
              type="button"
              className="lightbox__step lightbox__step--next"
              onClick={() => go(1)}
            >
              <span className="lightbox__step-label">{texts.lightbox.next}</span>
              <span aria-hidden="true">→</span>
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
