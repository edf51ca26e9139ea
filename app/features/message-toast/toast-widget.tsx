import { useEffect, useId, useRef, useState } from "react";
import texts from "virtual:texts/toast";
import { edition } from "#content-layer";
import { isResultCode, RESULT_CODES, SUCCESS_STATUSES, type ResultText } from "#core/codes";
import { ChevronIcon } from "../../components/chevron-icon";
import { ScreenIcon } from "../../components/screen-icon";
import { fieldToFix, type FieldName } from "./field-to-fix";
import { MessageForm, type MessageFormHandle, type SubmitResult } from "./message-form";
import { RECEIPT_PREFIX, receiptText } from "./message-receipt";
import { ResultDialog } from "./result-dialog";
import type { ProofTicket } from "./proof-of-work";
import type { SendMessage } from "./send-message";
import { useMessageReceipt, type LoadReceipt } from "./use-message-receipt";
import "./message-toast.css";

export const TOAST_TITLE = texts.title;

/**
 * The line under the form (server/operations/README.md#privacy): who reads a message and when it is
 * deleted, with the number of days the server deletes it after (`messageRetentionDays` of
 * edition.yaml).
 */
export function privacyNotice(retentionDays: number): string {
  return texts.privacyNotice(retentionDays);
}

type FocusTarget = "header" | FieldName;

interface DialogState {
  readonly open: boolean;
  readonly result: ResultText | null;
  readonly returnFocusTo: FocusTarget;
}

/**
 * The dictionary's texts for a number, in core's order (`resultTextsFor` of core/codes.ts):
 * 200/201 → success, a known code (69-78) → its entry, any other status → the error.
 */
function resultTextsFor(statusOrCode: number): ResultText {
  if (SUCCESS_STATUSES.includes(statusOrCode)) return texts.results.success;
  if (isResultCode(statusOrCode)) return texts.results[statusOrCode];
  return texts.results.error;
}

/**
 * A client code or an HTTP status picks the texts; no status at all
 * is the error. A server-only code of a 422 (74-78, e.g. 78 for stacked marks) picks its own
 * texts: the answer's `error` field is never shown, since it is Polish whatever the page's
 * language.
 */
function textsFor(result: SubmitResult): ResultText {
  if (result.kind === "code") return resultTextsFor(result.code);
  const { status, code } = result.outcome;
  if (code !== undefined) return resultTextsFor(code);
  return status === null ? texts.results.error : resultTextsFor(status);
}

/**
 * Any server response, 69 and 70 collapse the toast; 71-73 leave the form to fix
 * (README.md#sending).
 */
function collapses(result: SubmitResult): boolean {
  return (
    result.kind === "response" ||
    result.code === RESULT_CODES.BEFORE_START ||
    result.code === RESULT_CODES.AFTER_END
  );
}

/** SUKCES: the server took the message, so the toast follows its receipt. */
function accepted(result: SubmitResult): boolean {
  return result.kind === "response" && SUCCESS_STATUSES.includes(result.outcome.status ?? 0);
}

/** After 71-73 the visitor fixes a field, so focus returns there; otherwise to the header. */
function focusTargetFor(result: SubmitResult): FocusTarget {
  if (result.kind === "response") return "header";
  return result.field ?? fieldToFix(result.code) ?? "header";
}

interface MessageToastWidgetProps {
  /**
   * Whether the message window is open (core/README.md#message-window); the toast exists only
   * then.
   */
  visible: boolean;
  /** Sends the message; injectable for tests. */
  send?: SendMessage;
  /** Starts the proof of work for the next message; injectable for tests. */
  startProof?: () => ProofTicket;
  /** Asks for the receipt of the visitor's last message; injectable for tests. */
  loadReceipt?: LoadReceipt;
}

/**
 * The message toast (README.md#message-toast): a floating card, shown only while the message
 * window is open, collapsed by default, its header a disclosure button; the form inside; the result
 * dialog beside it (it stays until closed even if the window ends meanwhile).
 */
export function MessageToastWidget({
  visible,
  send,
  startProof,
  loadReceipt,
}: MessageToastWidgetProps) {
  const [expanded, setExpanded] = useState(false);
  // Messages the server took in this visit; the receipt follows the last one.
  const [sent, setSent] = useState(0);
  const receipt = useMessageReceipt(sent, loadReceipt);
  const [dialog, setDialog] = useState<DialogState>({
    open: false,
    result: null,
    returnFocusTo: "header",
  });
  const toastRef = useRef<HTMLElement>(null);
  const headerRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<MessageFormHandle>(null);
  const panelId = useId();
  const titleId = useId();

  const onResult = (result: SubmitResult) => {
    if (collapses(result)) setExpanded(false);
    if (accepted(result)) setSent((count) => count + 1);
    setDialog({ open: true, result: textsFor(result), returnFocusTo: focusTargetFor(result) });
  };

  const returnFocus = () => {
    if (dialog.returnFocusTo === "header") headerRef.current?.focus();
    else formRef.current?.focusField(dialog.returnFocusTo);
  };

  // Escape inside the open toast collapses it, like the header button does.
  useEffect(() => {
    const toast = toastRef.current;
    if (!expanded || !visible || !toast) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setExpanded(false);
      headerRef.current?.focus();
    };
    toast.addEventListener("keydown", onKeyDown);
    return () => toast.removeEventListener("keydown", onKeyDown);
  }, [expanded, visible]);
  return (
    <>
      {visible && (
        <>
          <aside
            ref={toastRef}
            className="message-toast"
            data-expanded={expanded ? "" : undefined}
            aria-labelledby={titleId}
          >
            <h2 className="message-toast__heading">
              <button
                ref={headerRef}
                type="button"
                className="message-toast__toggle"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setExpanded((value) => !value)}
              >
                <ScreenIcon className="message-toast__icon" />
                <span id={titleId} className="message-toast__title">
                  {TOAST_TITLE}
                </span>
                <ChevronIcon className="message-toast__chevron" />
              </button>
            </h2>
            {/* Where the last message stands, collapsed or not; announced politely. */}
            <p className="message-toast__receipt" aria-live="polite">
              {receipt ? RECEIPT_PREFIX + receiptText(receipt, edition.timeZone) : ""}
            </p>
            <div id={panelId} className="message-toast__panel" hidden={!expanded}>
              <p className="message-toast__intro">{texts.intro}</p>
              <MessageForm ref={formRef} onResult={onResult} send={send} startProof={startProof} />
              <p className="message-toast__notice">{privacyNotice(edition.messageRetentionDays)}</p>
            </div>
          </aside>
        </>
      )}
      <ResultDialog
        open={dialog.open}
        result={dialog.result}
        onClose={() => setDialog((state) => ({ ...state, open: false }))}
        onReturnFocus={returnFocus}
      />
    </>
  );
}
