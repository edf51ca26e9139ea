import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { nextIsoDate, warsawIsoDate, warsawTimeOfDay } from "#core/warsaw-time";

/**
 * The edition `bench:push` runs on: the test edition of tests/fixtures/edition-2031 moved to
 * today in Warsaw, with two sets of its first day moved to the electronic tent at times relative
 * to now — one whose reminders fall due during the bench, one the lead delays — so the server's
 * own clock meets them (it has no clock a bench could move).
 */

const FIXTURE = path.resolve(import.meta.dirname, "../../tests/fixtures/edition-2031");
const MINUTE = 60_000;

export interface PushBenchEdition {
  /** The CONTENT_DIR to start the server with. */
  dir: string;
  /** The set whose reminders fall due, and when its start is (ms since the epoch). */
  reminded: { id: string; startsAt: number };
  /** The set the lead delays during the fan-out. */
  delayed: { id: string };
}

/** "HH:MM" in Warsaw of `at`, the minute rounded up; an end stays before midnight. */
const hourMinute = (at: number) =>
  warsawTimeOfDay(new Date(Math.ceil(at / MINUTE) * MINUTE).toISOString());

function moveSet(yaml: string, act: string, start: string, end: string): string {
  const pattern = new RegExp(
    `(- name: ${act}\\n(?:\\s+[^\\n]*\\n)*?\\s+stage: )\\w+(\\n\\s+startsAt: )[0-9:]+(\\n\\s+endsAt: )[0-9:]+`,
  );
  if (!pattern.test(yaml)) throw new Error(`bench edition: no set of ${act}`);
  return yaml.replace(pattern, `$1tent$2${start}$3${end}`);
}

/**
 * Writes the edition. `remindedInMs`: how far from now the reminded set starts; it must leave
 * the bench time to subscribe its phones before the reminders fall due.
 */
export function pushBenchEdition(remindedInMs: number): PushBenchEdition {
  const now = Date.now();
  const today = warsawIsoDate(new Date(now).toISOString());
  const tomorrow = nextIsoDate(today);
  const dayAfter = nextIsoDate(tomorrow);
  const remindedAt = Math.ceil((now + remindedInMs) / MINUTE) * MINUTE;
  const delayedAt = remindedAt + 75 * MINUTE;
  // Both sets end before midnight in Warsaw: a festival day's times wrap past it otherwise.
  if (hourMinute(delayedAt + 60 * MINUTE) < hourMinute(now)) {
    throw new Error("bench:push needs its sets to fit in today (Warsaw): run it before 21:30");
  }
  const lastMinute = hourMinute;
  const dir = mkdtempSync(path.join(tmpdir(), "juwenalia-bench-push-"));
  cpSync(FIXTURE, dir, { recursive: true });
  const announced = warsawIsoDate(new Date(now - 30 * 24 * 60 * MINUTE).toISOString());
  let yaml = readFileSync(path.join(FIXTURE, "edition.yaml"), "utf8")
    .replace(/^year: 2031$/m, `year: ${today.slice(0, 4)}`)
    .replace(/^announcedAt: \S+$/m, `announcedAt: ${announced}T10:00:00Z`)
    .replaceAll("2031-06-11", today)
    .replaceAll("2031-06-12", tomorrow)
    .replaceAll("2031-06-13", dayAfter)
    .replace("opensAt: 17:00", "opensAt: 00:00")
    .replace("lastConcertEndsAt: 23:00", "lastConcertEndsAt: 23:59");
  yaml = moveSet(
    yaml,
    "Kora i Kompas",
    hourMinute(remindedAt),
    lastMinute(remindedAt + 45 * MINUTE),
  );
  yaml = moveSet(
    yaml,
    "Szklany Wrzesień",
    hourMinute(delayedAt),
    lastMinute(delayedAt + 60 * MINUTE),
  );
  writeFileSync(path.join(dir, "edition.yaml"), yaml);
  return {
    dir,
    reminded: { id: `${today}-kora-i-kompas`, startsAt: remindedAt },
    delayed: { id: `${today}-szklany-wrzesien` },
  };
}
