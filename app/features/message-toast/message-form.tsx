import {
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
} from "react";
import texts from "virtual:texts/toast";
import { RESULT_CODES, type ToastResultCode } from "#core/codes";
import {
  AUTHOR_MAX_LENGTH,
  AUTHOR_MIN_LENGTH,
  checkSubmission,
  EMPTY_FIELD,
  hasForbiddenCharacters,
  isBlank,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
  visibleLength,
} from "#core/message-rules";
import { fieldToFix, type FieldName } from "./field-to-fix";
import { pageMessageWindow } from "../../page-window";
import type { ProofTicket } from "./proof-of-work";
import { sendMessage, type SendMessage, type SendOutcome } from "./send-message";
import { useOnlineStatus } from "./use-online-status";
import { useProofOfWork } from "./use-proof-of-work";

/**
 * What a submit attempt ended in: a client result code (core/README.md#result-codes), or the
 * server's answer.
 */
export type SubmitResult =
  | {
      readonly kind: "code";
      readonly code: ToastResultCode;
      /** The field to fix when the code alone does not say (76: the one holding the character). */
      readonly field?: FieldName;
    }
  | { readonly kind: "response"; readonly outcome: SendOutcome };

/** Lets the toast return focus to a field when the result dialog closes. */
export interface MessageFormHandle {
  focusField: (field: FieldName) => void;
}

interface MessageFormProps {
  /**
   * Called once per attempt that produced a result (an empty field produces none,
   * README.md#message-form).
   */
  onResult: (result: SubmitResult) => void;
  /** Sends the message; injectable for tests. */
  send?: SendMessage;
  /** Starts the proof of work for the next message; injectable for tests. */
  startProof?: () => ProofTicket;
  ref?: Ref<MessageFormHandle>;
}

type TooShortCode = typeof RESULT_CODES.AUTHOR_TOO_SHORT | typeof RESULT_CODES.MESSAGE_TOO_SHORT;

/** Messages are single-line on the big screen: pasted line breaks become spaces. */
function singleLine(value: string): string {
  return value.replace(/\r\n?|\n/g, " ");
}

/**
 * The message form (README.md#message-form): author and message, both required, submitted by
 * the button or Enter. Checks run in core's order; only a pass is posted (README.md#sending).
 * Validation display (red border, `aria-invalid`, error text) switches on at the first submit and
 * off after a result.
 */
export function MessageForm({ onResult, send = sendMessage, startProof, ref }: MessageFormProps) {
  const [author, setAuthor] = useState("");
  const [message, setMessage] = useState("");
  const [validated, setValidated] = useState(false);
  const [sending, setSending] = useState(false);
  // The length code (71/72) shown under its field (`fieldToFix`), until the visitor edits it.
  const [tooShort, setTooShort] = useState<TooShortCode | null>(null);
  const tooShortField = tooShort === null ? null : fieldToFix(tooShort);
  const sendingRef = useRef(false);
  const online = useOnlineStatus();
  // Solved while the visitor types, attached to the send (docs/decisions/010).
  const proof = useProofOfWork(startProof);
  const authorRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const ids = {
    author: `${id}-author`,
    authorCount: `${id}-author-count`,
    authorError: `${id}-author-error`,
    message: `${id}-message`,
    messageCount: `${id}-message-count`,
    messageError: `${id}-message-error`,
  };

  useImperativeHandle(ref, () => ({
    focusField: (field) => (field === "author" ? authorRef : messageRef).current?.focus(),
  }));

  const errorFor = (field: FieldName, value: string): string | null => {
    if (!validated) return null;
    if (isBlank(value)) return texts.form.required;
    return tooShort !== null && tooShortField === field ? texts.results[tooShort].body : null;
  };
  const authorError = errorFor("author", author);
  const messageError = errorFor("message", message);

  const onAuthorChange = (event: ChangeEvent<HTMLInputElement>) => {
    proof.prepare();
    setAuthor(event.target.value);
    if (tooShortField === "author") setTooShort(null);
  };
  const onMessageChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    proof.prepare();
    setMessage(singleLine(event.target.value));
    if (tooShortField === "message") setTooShort(null);
  };

  // Enter submits, as the button does (README.md#message-form); Shift+Enter does nothing,
  // because a screen message is one line. Enter that confirms an IME composition is left alone.
  const onMessageKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!event.shiftKey) event.currentTarget.form?.requestSubmit();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return; // no double sends (README.md#message-form)
    setValidated(true);
    const check = checkSubmission({ author, message }, new Date(), pageMessageWindow());
    if (!check.ok) {
      if (check.code === EMPTY_FIELD) {
        // Submit does nothing (core/README.md#validation-order); like a native form, point at the
        // first empty field.
        (isBlank(author) ? authorRef : messageRef).current?.focus();
        return;
      }
      if (
        check.code === RESULT_CODES.AUTHOR_TOO_SHORT ||
        check.code === RESULT_CODES.MESSAGE_TOO_SHORT
      ) {
        setTooShort(check.code);
      }
      if (check.code === RESULT_CODES.FORBIDDEN_CHARACTERS) {
        const field = hasForbiddenCharacters(author) ? "author" : "message";
        onResult({ kind: "code", code: check.code, field });
        return;
      }
      onResult({ kind: "code", code: check.code });
      return;
    }
    sendingRef.current = true;
    setSending(true);
    const outcome = await send(check.value, { proof: await proof.take() });
    sendingRef.current = false;
    setSending(false);
    // After any server response both fields are cleared and validation display resets
    // (README.md#sending).
    setAuthor("");
    setMessage("");
    setValidated(false);
    setTooShort(null);
    onResult({ kind: "response", outcome });
  };

  return (
    <form
      className="message-form"
      noValidate
      data-validated={validated ? "" : undefined}
      aria-busy={sending}
      onFocus={proof.prepare}
      onSubmit={(event) => void onSubmit(event)}
    >
      <p className="message-form__offline" role="status">
        {online ? "" : texts.form.offline}
      </p>
      <div className="message-form__field">
        <label className="message-form__label" htmlFor={ids.author}>
          {texts.form.author}{" "}
          <span className="message-form__hint">
            {texts.form.lengthHint(AUTHOR_MIN_LENGTH, AUTHOR_MAX_LENGTH)}
          </span>
        </label>
        <input
          ref={authorRef}
          id={ids.author}
          className="message-form__input"
          name="author"
          type="text"
          autoComplete="nickname"
          enterKeyHint="next"
          required
          maxLength={AUTHOR_MAX_LENGTH}
          value={author}
          onChange={onAuthorChange}
          aria-invalid={authorError ? true : undefined}
          aria-describedby={`${ids.authorCount}${authorError ? ` ${ids.authorError}` : ""}`}
        />
        <FieldFooter
          countId={ids.authorCount}
          errorId={ids.authorError}
          count={visibleLength(author)}
          min={AUTHOR_MIN_LENGTH}
          max={AUTHOR_MAX_LENGTH}
          error={authorError}
        />
      </div>
      <div className="message-form__field">
        <label className="message-form__label" htmlFor={ids.message}>
          {texts.form.message}{" "}
          <span className="message-form__hint">
            {texts.form.lengthHint(MESSAGE_MIN_LENGTH, MESSAGE_MAX_LENGTH)}
          </span>
        </label>
        <textarea
          ref={messageRef}
          id={ids.message}
          className="message-form__input message-form__input--message"
          name="message"
          rows={3}
          enterKeyHint="send"
          required
          maxLength={MESSAGE_MAX_LENGTH}
          value={message}
          onChange={onMessageChange}
          onKeyDown={onMessageKeyDown}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={`${ids.messageCount}${messageError ? ` ${ids.messageError}` : ""}`}
        />
        <FieldFooter
          countId={ids.messageCount}
          errorId={ids.messageError}
          count={visibleLength(message)}
          min={MESSAGE_MIN_LENGTH}
          max={MESSAGE_MAX_LENGTH}
          error={messageError}
        />
      </div>
      <button type="submit" className="button message-form__submit" disabled={sending}>
        {sending ? texts.form.sending : texts.form.send}
      </button>
    </form>
  );
}

interface FieldFooterProps {
  countId: string;
  errorId: string;
  count: number;
  min: number;
  max: number;
  error: string | null;
}

/** The error text (when validation display is on) and the live count of visible characters. */
function FieldFooter({ countId, errorId, count, min, max, error }: FieldFooterProps) {
  return (
    <div className="message-form__meta">
      <p id={errorId} className="message-form__error">
        {error}
      </p>
      <p id={countId} className="message-form__count" data-short={count < min ? "" : undefined}>
        <span aria-hidden="true">
          {count}/{max}
        </span>
        <span className="visually-hidden">{texts.form.count(count, max)}</span>
      </p>
    </div>
  );
}
