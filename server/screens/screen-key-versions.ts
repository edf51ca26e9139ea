import { TRAIL_TEXTS } from "../texts/trail-texts";
import type { ScreenKeyVersionsRepository } from "../db/screen-key-versions-repo";

/**
 * The screens' key versions as the routes use them: the heartbeats read a copy at most
 * KEY_VERSIONS_FRESH_MS old, a lead's link reads afresh, and a lead's new link moves a screen's
 * version on with the trail's line worded here.
 */
export class ScreenKeyVersions {
  constructor(private readonly store: ScreenKeyVersionsRepository) {}

  /** The version of `screen` as every instance knew it a moment ago (a heartbeat's check). */
  recent(screen: string): Promise<number> {
    return this.store.recent(screen);
  }

  /** The version of `screen` in the database now: what a lead's link is made with. */
  current(screen: string): Promise<number> {
    return this.store.current(screen);
  }

  /** Retires the links of `screen` made so far; resolves to the new version. */
  renew(actor: string, screen: string): Promise<number> {
    return this.store.renew(actor, screen, (version) => ({
      action: "screen_key",
      detail: TRAIL_TEXTS.screenKey(screen, version),
    }));
  }
}
