import { useId, useState } from "react";
import texts from "virtual:texts/festival-days";
import { EDITION_TITLE } from "../../edition";
import { ShareIcon } from "../../components/share-icon";
import { sharedPlanUrl } from "./shared-plan";

/** What became of a press of "Udostępnij plan", each with its own sentence. */
export type ShareOutcome = "shared" | "copied" | "cancelled" | "copyByHand";

/** The parts of `navigator` sharing uses, so a test can hand in its own. */
export type ShareNavigator = Pick<Navigator, "share" | "canShare" | "clipboard">;

/**
 * Hands the link to the phone's share sheet when the browser has one, else to the clipboard;
 * never throws. Nothing leaves the device unless the visitor sends it on from the sheet.
 */
export async function shareLink(
  url: string,
  title: string,
  browser: Partial<ShareNavigator> = navigator,
): Promise<ShareOutcome> {
  const data: ShareData = { title, url };
  if (typeof browser.share === "function" && (browser.canShare?.(data) ?? true)) {
    try {
      await browser.share(data);
      return "shared";
    } catch (error) {
      // The visitor closed the sheet; any other refusal falls back to the clipboard.
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
    }
  }
  try {
    if (browser.clipboard) {
      await browser.clipboard.writeText(url);
      return "copied";
    }
  } catch {
    // no permission, or the page lost focus: the link is on screen to copy by hand
  }
  return "copyByHand";
}

/**
 * "Udostępnij plan" (README.md, "Plan"): a link to this page carrying the
 * plan's set ids in its fragment (shared-plan.ts). After a press the link stays on screen, so it
 * can always be copied by hand, and a polite status says what happened.
 */
export function SharePlan({ setIds }: { setIds: readonly string[] }) {
  const [shown, setShown] = useState(false);
  const [status, setStatus] = useState("");
  const linkId = useId();
  const share = async () => {
    const link = sharedPlanUrl(window.location.href, setIds);
    setShown(true);
    // Emptied first, so the same sentence twice is announced twice.
    setStatus("");
    const outcome = await shareLink(link, texts.sharePlan.shareTitle(EDITION_TITLE));
    setStatus(texts.sharePlan[outcome]);
  };
  return (
    <div className="share-plan">
      <button type="button" className="button button--ghost share-plan__button" onClick={share}>
        <ShareIcon />
        {texts.sharePlan.button}
      </button>
      <p className="share-plan__status" role="status">
        {status}
      </p>
      {shown ? (
        <p className="share-plan__link">
          <label htmlFor={linkId}>{texts.sharePlan.linkLabel}</label>
          <input
            id={linkId}
            className="share-plan__url"
            type="url"
            readOnly
            value={sharedPlanUrl(window.location.href, setIds)}
            onFocus={(event) => event.currentTarget.select()}
          />
        </p>
      ) : null}
    </div>
  );
}
