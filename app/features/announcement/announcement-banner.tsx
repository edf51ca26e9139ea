import { useHydratedPublicPage } from "../../hooks/use-hydrated-public-page";
import { useLazyModule } from "../../hooks/use-lazy-module";
import { useProgrammeHours } from "../../festival-sets";

const loadLiveAnnouncement = () => import("./live-announcement");

/**
 * The announcement banner's mount point, at the top of every public page's content
 * (README.md#what-the-visitor-sees). Nothing renders until hydration, so the prerendered HTML
 * stays as built; outside the programme's hours (core/programme-hours.ts) nothing more happens:
 * no request, not even the banner's code is loaded. Within them the small chunk that asks for the
 * announcement and the late changes, and shows the banner, is loaded after hydration.
 */
export function AnnouncementBanner() {
  // The screen and the moderation panel have announcements of their own (or none).
  const publicPage = useHydratedPublicPage();
  if (!publicPage) return null;
  return <BannerDuringProgrammeHours />;
}

function BannerDuringProgrammeHours() {
  const during = useProgrammeHours();
  const live = useLazyModule(loadLiveAnnouncement, during);
  if (!live || !during) return null;
  return <live.LiveAnnouncement />;
}
