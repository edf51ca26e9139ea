import { useState } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "../../hooks/use-hydrated";
import { useLazyModule } from "../../hooks/use-lazy-module";
import { pageMessageWindow } from "../../page-window";
import { isStaffPath } from "../../route-paths";
import { useDuringEditionDays } from "./announcement-days";

const loadLiveAnnouncement = () => import("./live-announcement");

/**
 * The announcement banner's mount point, at the top of every public page's content
 * (docs/product.md#announcements). Nothing renders until hydration, so the prerendered HTML
 * stays as built; outside the edition's days (announcement-days.ts) nothing more happens: no
 * request, no timer, not even the banner's code is loaded. During them the small chunk that asks
 * for the announcement and shows it is loaded after hydration.
 */
export function AnnouncementBanner() {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  // The screen and the moderation panel have announcements of their own (or none).
  if (!hydrated || isStaffPath(pathname)) return null;
  return <BannerDuringEditionDays />;
}

function BannerDuringEditionDays() {
  // The page's message window: the content's in local time, or the server's in a rehearsal.
  const [messageWindow] = useState(pageMessageWindow);
  const during = useDuringEditionDays(messageWindow);
  const live = useLazyModule(loadLiveAnnouncement, during);
  if (!live || !during) return null;
  return <live.LiveAnnouncement />;
}
