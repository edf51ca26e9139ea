import {
  editionMessageWindow,
  messageWindowInstants,
  type MessageWindow,
} from "../core/message-window";

/**
 * The message windows a server runs by, as instants: the edition's (its wall-clock times in its
 * time zone) with SUBMISSIONS_OPEN_AT / _CLOSE_AT overriding either end.
 */
export interface MessageWindows {
  /** When POST /api/submissions accepts messages. */
  submissions: MessageWindow;
  /**
   * The window the served pages are told to follow (the `message-window` meta), only when it was
   * moved; otherwise undefined and the pages keep the content's window in the browser's time.
   */
  pages?: MessageWindow;
}

/** Every instant a Date can hold: SUBMISSIONS_ANY_TIME's window. */
const ANY_TIME: MessageWindow = { opensAt: new Date(-8.64e15), closesAt: new Date(8.64e15) };

/** Either end of the edition's message window moved (SUBMISSIONS_OPEN_AT / _CLOSE_AT). */
export interface WindowOverride {
  opensAt?: Date;
  closesAt?: Date;
}

/** The one place that decides which window the API and the pages follow. */
export function messageWindows(config: {
  edition: Parameters<typeof editionMessageWindow>[0];
  submissionWindow: WindowOverride;
  submissionsAnyTime: boolean;
}): MessageWindows {
  if (config.submissionsAnyTime) return { submissions: ANY_TIME };
  const edition = messageWindowInstants(editionMessageWindow(config.edition));
  const { opensAt, closesAt } = config.submissionWindow;
  const window = { opensAt: opensAt ?? edition.opensAt, closesAt: closesAt ?? edition.closesAt };
  const moved = opensAt !== undefined || closesAt !== undefined;
  return { submissions: window, pages: moved ? window : undefined };
}
