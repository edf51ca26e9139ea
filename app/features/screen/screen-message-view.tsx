import { useRef, type RefObject } from "react";
import { fitOneLine, fitText, useFit, type FontRange } from "./fit-text";
import type { ScreenMessage } from "#core/contract";

/**
 * The message's letters: never smaller than 6.2 vmin — 67 px at 1920 × 1080, capitals 44 px
 * tall (Bricolage Grotesque's cap height is 0.66 em) — and at most 16 vmin for a word or two
 * (README.md). The worst case, 128 wide capitals, still gets about 90 px.
 */
export const MESSAGE_FONT: FontRange = { minVmin: 6.2, maxVmin: 16 };
/** The author line: one line when it can, never under 3.4 vmin (37 px at 1080 px). */
export const AUTHOR_FONT: FontRange = { minVmin: 3.4, maxVmin: 5.6 };

/**
 * One visitor's message and its author, each at the largest size that fits: the author first,
 * on its own width, then the message in the height left on the stage. Both are text nodes.
 */
export function ScreenMessageView({
  message,
  stage,
}: {
  message: ScreenMessage;
  stage: RefObject<HTMLElement | null>;
}) {
  const figure = useRef<HTMLElement>(null);
  const text = useRef<HTMLParagraphElement>(null);
  const author = useRef<HTMLElement>(null);

  useFit(stage, figure, `${message.id}\n${message.author}\n${message.message}`, () => {
    if (!stage.current || !figure.current || !text.current || !author.current) return;
    fitOneLine(author.current, AUTHOR_FONT);
    fitText(text.current, figure.current, stage.current, MESSAGE_FONT);
  });

  return (
    <figure ref={figure} className="screen-message">
      <blockquote className="screen-message__text">
        <p ref={text}>{message.message}</p>
      </blockquote>
      <figcaption className="screen-message__byline">
        <span ref={author} className="screen-message__author">
          {message.author}
        </span>
      </figcaption>
    </figure>
  );
}
