import {
  ScreenBoardSchema,
  ScreenLinkSchema,
  ScreensOverviewSchema,
  type AnnouncementBody,
  type ScreenBoard,
  type ScreenLink,
  type ScreenModeBody,
  type ScreenSettings,
  type ScreensOverview,
} from "#core/contract";
import { call, change, read } from "../shared/moderation-api";

/**
 * The screens' part of the moderation API (server/screens/README.md#screens-on-the-night): every
 * moderator reads the list of screens; a lead's changes each answer with the whole board the
 * screens follow (403 for other moderators).
 */
export const screensApi = {
  async overview(): Promise<ScreensOverview> {
    return read(await call("/screens"), ScreensOverviewSchema);
  },

  /** The link (with its key) a named screen opens; leads only. */
  async link(screen: string): Promise<ScreenLink> {
    const query = new URLSearchParams({ screen });
    return read(await call(`/screens/link?${query.toString()}`), ScreenLinkSchema);
  },

  /** A new link for the screen: its old links stop working on every instance; leads only. */
  async renewLink(screen: string): Promise<ScreenLink> {
    return read(await call("/screens/link", change("POST", { screen })), ScreenLinkSchema);
  },

  /** One screen by name, or every screen (`screen: null`, which also drops per-screen modes). */
  async setMode(body: ScreenModeBody): Promise<ScreenBoard> {
    return read(await call("/screens/mode", change("PUT", body)), ScreenBoardSchema);
  },

  async saveSettings(settings: ScreenSettings): Promise<ScreenBoard> {
    return read(await call("/screens/settings", change("PUT", settings)), ScreenBoardSchema);
  },

  async announce(body: AnnouncementBody): Promise<ScreenBoard> {
    return read(await call("/announcement", change("POST", body)), ScreenBoardSchema);
  },

  async clearAnnouncement(): Promise<ScreenBoard> {
    return read(await call("/announcement", change("DELETE")), ScreenBoardSchema);
  },
};
