import { useId, useState } from "react";
import { formatDay } from "../shared/format";

/** The text file of the codes: what they are for, whose they are and when they were made. */
function codesFile(account: string, codes: readonly string[]): string {
  return [
    `Kody zapasowe konta ${account} – panel moderacji ${window.location.origin}/moderacja`,
    `Wygenerowano: ${formatDay(new Date().toISOString())}`,
    "Każdy kod działa tylko raz. Nowy zestaw unieważnia ten.",
    "",
    ...codes,
    "",
  ].join("\n");
}

/**
 * The recovery codes, shown once (app/features/moderation/README.md#second-factor): after the
 * first factor is added and after a new set is asked for. The server keeps only their hashes, so
 * the person copies or downloads them now; each one signs in once without a passkey or the app.
 */
export function RecoveryCodes({
  account,
  codes,
  doneLabel,
  onDone,
}: {
  account: string;
  codes: readonly string[];
  doneLabel: string;
  onDone: () => void;
}) {
  const titleId = useId();
  const [notice, setNotice] = useState("");

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setNotice("Skopiowano kody.");
    } catch {
      setNotice("Nie udało się skopiować – zaznacz kody i skopiuj je ręcznie albo pobierz plik.");
    }
  };

  const download = () => {
    const url = URL.createObjectURL(
      new Blob([codesFile(account, codes)], { type: "text/plain;charset=utf-8" }),
    );
    const link = document.createElement("a");
    link.href = url;
    link.download = `kody-zapasowe-${account}.txt`;
    link.click();
    // The click has started the download by the time the next task runs.
    setTimeout(() => URL.revokeObjectURL(url), 0);
    setNotice("Pobrano plik z kodami.");
  };

  return (
    <section className="moderation-recovery" aria-labelledby={titleId}>
      <h3 id={titleId} className="moderation-recovery__title">
        Kody zapasowe
      </h3>
      <p className="moderation-recovery__text">
        Gdy nie masz pod ręką klucza dostępu ani aplikacji, zalogujesz się jednym z tych kodów.
        Każdy działa tylko raz. <strong>Widać je tylko teraz</strong> – zapisz je w menedżerze haseł
        albo pobierz plik i trzymaj go poza tym urządzeniem.
      </p>
      <ol className="plain-list moderation-recovery__codes" aria-label="Kody zapasowe">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="moderation-recovery__actions">
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          Kopiuj kody
        </button>
        <button type="button" className="button button--ghost" onClick={download}>
          Pobierz plik .txt
        </button>
      </div>
      <p className="moderation-hint moderation-recovery__notice" aria-live="polite">
        {notice}
      </p>
      <button type="button" className="button" onClick={onDone}>
        {doneLabel}
      </button>
    </section>
  );
}
