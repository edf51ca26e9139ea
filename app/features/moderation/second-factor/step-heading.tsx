import { useEffect, useRef, type ReactNode } from "react";

/**
 * The heading of a sign-in step, focused when the step appears: the form that had focus is gone,
 * and a screen reader then starts reading at the new step instead of the page's top.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h2 ref={heading} className="moderation-login__title" tabIndex={-1}>
      {children}
    </h2>
  );
}
