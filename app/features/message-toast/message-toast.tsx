import { useState } from "react";
import { useHydratedPublicPage } from "../../hooks/use-hydrated-public-page";
import { pageMessageWindow } from "../../page-window";
import { useLazyModule } from "../../hooks/use-lazy-module";
import { useMessageWindowPhase } from "./use-message-window-phase";

const loadWidget = () => import("./toast-widget");

/**
 * The message toast's mount point (README.md#message-toast: on every page). Nothing renders
 * until hydration: the toast depends on the visitor's clock (the browser's local time,
 * core/README.md#message-window), so it must never be in the static HTML. Then the page's message
 * window (app/page-window.ts) is checked against the browser's clock.
 */
export function MessageToast() {
  // Organiser pages (the big screen, moderation) are not for visitors' messages.
  const publicPage = useHydratedPublicPage();
  if (!publicPage) return null;
  return <ToastDuringWindow />;
}

/**
 * Only while the window is open is the toast — its form, the message rules and the profanity
 * matcher — loaded, as a separate chunk: outside the window a visit costs nothing. Once loaded
 * it stays mounted (hidden after the end) so a result dialog that is open at the end stays.
 * The toast is fixed-position, so appearing shifts no content.
 */
function ToastDuringWindow() {
  // The content's window in the browser's local time, or the server's in a rehearsal.
  const [messageWindow] = useState(pageMessageWindow);
  const phase = useMessageWindowPhase(messageWindow);
  const widget = useLazyModule(loadWidget, phase === "open");
  if (!widget) return null;
  return <widget.MessageToastWidget visible={phase === "open"} />;
}
