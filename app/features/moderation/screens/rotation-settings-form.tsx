import { useId, useState, type FormEvent } from "react";
import { SCREEN_SETTING_BOUNDS, type ScreenBoard, type ScreenSettings } from "#core/contract";
import { screensApi } from "./screens-api";

type SettingName = keyof ScreenSettings;

/** Each setting as a lead reads it, with its unit. */
const FIELDS: readonly { name: SettingName; label: string; unit: string }[] = [
  { name: "paceSeconds", label: "Czas wiadomości, gdy nic nie czeka", unit: "s" },
  { name: "minimumSeconds", label: "Najkrótszy czas wiadomości, gdy czekają inne", unit: "s" },
  { name: "senderGapMinutes", label: "Odstęp między wiadomościami jednego nadawcy", unit: "min" },
  {
    name: "waitWarningMinutes",
    label: "Ostrzegaj, gdy na telebim czeka się dłużej niż",
    unit: "min",
  },
];

type Draft = Record<SettingName, string>;
type Problems = Partial<Record<SettingName, string>>;

const draftOf = (settings: ScreenSettings): Draft => ({
  paceSeconds: String(settings.paceSeconds),
  minimumSeconds: String(settings.minimumSeconds),
  senderGapMinutes: String(settings.senderGapMinutes),
  waitWarningMinutes: String(settings.waitWarningMinutes),
});

/**
 * The settings as typed, checked against the same bounds the server applies
 * (SCREEN_SETTING_BOUNDS) and the one rule between two of them: the shortest time cannot be
 * longer than the usual one. Either the settings to send or what is wrong with each field.
 */
export function checkSettings(
  draft: Draft,
): { settings: ScreenSettings; problems: null } | { settings: null; problems: Problems } {
  const problems: Problems = {};
  const values: Partial<ScreenSettings> = {};
  for (const { name, unit } of FIELDS) {
    const { min, max } = SCREEN_SETTING_BOUNDS[name];
    const text = draft[name].trim();
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max) {
      problems[name] = `Podaj liczbę całkowitą od ${min} do ${max} ${unit}.`;
    } else {
      values[name] = value;
    }
  }
  const { paceSeconds, minimumSeconds, senderGapMinutes, waitWarningMinutes } = values;
  if (
    paceSeconds !== undefined &&
    minimumSeconds !== undefined &&
    minimumSeconds > paceSeconds &&
    problems.minimumSeconds === undefined
  ) {
    problems.minimumSeconds = `Najkrótszy czas nie może być dłuższy niż zwykły (${paceSeconds} s).`;
  }
  if (
    Object.keys(problems).length > 0 ||
    paceSeconds === undefined ||
    minimumSeconds === undefined ||
    senderGapMinutes === undefined ||
    waitWarningMinutes === undefined
  ) {
    return { settings: null, problems };
  }
  return {
    settings: { paceSeconds, minimumSeconds, senderGapMinutes, waitWarningMinutes },
    problems: null,
  };
}

/**
 * The rotation's settings for a lead (server/screens/README.md#fair-rotation): how long a message
 * stays up, the shortest it may when others wait, how far apart one sender's messages are, and when
 * the panel warns that the screens fall behind. Starts from the board's settings.
 */
export function RotationSettingsForm({
  settings,
  onBoard,
}: {
  settings: ScreenSettings;
  onBoard: (board: ScreenBoard) => void;
}) {
  const baseId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [problems, setProblems] = useState<Problems>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setFailure(null);
    const checked = checkSettings(draft);
    if (checked.problems !== null) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    try {
      const board = await screensApi.saveSettings(checked.settings);
      setDraft(draftOf(board.settings));
      onBoard(board);
      setNotice("Zapisano ustawienia rotacji.");
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <section className="moderation-section" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="moderation-tabs__heading">
        Ustawienia rotacji
      </h2>
      <form className="moderation-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="moderation-settings">
          {FIELDS.map(({ name, label, unit }) => {
            const { min, max } = SCREEN_SETTING_BOUNDS[name];
            const id = `${baseId}-${name}`;
            const problem = problems[name];
            return (
              <div key={name} className="moderation-form__field">
                <label htmlFor={id}>
                  {label} ({unit})
                </label>
                <div className="moderation-form__number">
                  <input
                    id={id}
                    type="number"
                    inputMode="numeric"
                    min={min}
                    max={max}
                    step={1}
                    value={draft[name]}
                    aria-invalid={problem !== undefined || undefined}
                    aria-describedby={`${id}-hint${problem !== undefined ? ` ${id}-problem` : ""}`}
                    onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
                  />
                  <span aria-hidden="true">{unit}</span>
                </div>
                <p id={`${id}-hint`} className="moderation-form__hint">
                  od {min} do {max} {unit}
                </p>
                {problem !== undefined ? (
                  <p id={`${id}-problem`} className="moderation-form__error">
                    {problem}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
        {failure !== null ? (
          <p className="moderation-form__error" role="alert">
            {failure}
          </p>
        ) : Object.keys(problems).length > 0 ? (
          <p className="moderation-form__error" role="alert">
            Popraw zaznaczone pola.
          </p>
        ) : null}
        <button type="submit" className="button">
          Zapisz ustawienia
        </button>
        <p className="moderation-hint" aria-live="polite">
          {notice}
        </p>
      </form>
    </section>
  );
}
