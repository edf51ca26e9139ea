import { ModerationPanel } from "../features/moderation/moderation-panel";
import { EDITION_TITLE_GENITIVE } from "../edition";
import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: "Moderacja telebimu",
    description: `Panel moderatorów wiadomości na telebim ${EDITION_TITLE_GENITIVE}.`,
    noindex: true,
  });

/**
 * /moderacja (app/features/moderation/README.md): the moderators' panel. Not linked from the site,
 * and framed by nothing of it (app/root.tsx): the panel's own night theme, header and tabs.
 */
export default function Moderation() {
  return (
    <main id="main" className="staff-panel" tabIndex={-1}>
      <ModerationPanel />
    </main>
  );
}
