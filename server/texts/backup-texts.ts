/**
 * What `npm run backup` and `npm run restore` tell the person running them when they cannot go on:
 * printed as is, in Polish like the rest of the commands.
 */
export const BACKUP_TEXTS = {
  noSettings: "Brak ustawień kopii (BACKUP_DIR).",
  /** PostgreSQL exported no snapshot for pg_dump to read. */
  noSnapshot: "PostgreSQL nie wyeksportował migawki.",
  noDatabase: (file: string) => `Nie ma bazy ${file}.`,
  noFile: (file: string) => `Nie ma pliku ${file}.`,
  cannotOpenSqlite: (file: string, error: unknown) =>
    `Nie da się otworzyć ${file} jako bazy SQLite (${String(error)}).`,
  notSqlite: (file: string, error: unknown) => `${file} nie jest bazą SQLite (${String(error)}).`,
  damaged: (file: string, verdict: string) =>
    `${file} jest uszkodzony (PRAGMA integrity_check: ${verdict}).`,
  notOurs: (file: string, missing: readonly string[]) =>
    `${file} nie jest kopią bazy Juwenaliów: brak tabel ${missing.join(", ")}.`,
  openElsewhere: (file: string) =>
    `Baza ${file} jest otwarta przez inny proces (działający serwer?). ` +
    `Zatrzymaj serwer i spróbuj ponownie.`,
  /** `replaced`: what --force does to the records there. */
  holdsRecords: (database: string, replaced: "kept_aside" | "dropped") =>
    `Baza ${database} zawiera już wiadomości lub wpisy dziennika; nic nie zmieniono. ` +
    (replaced === "kept_aside"
      ? `Aby ją zastąpić (zostanie odłożona obok), dodaj --force.`
      : `Aby ją zastąpić (jej tabele zostaną usunięte), dodaj --force.`),
  programMissing: (program: string) =>
    `Nie znaleziono programu ${program}. Zainstaluj klienta PostgreSQL ` +
    `(apt-get install postgresql-client) albo wskaż jego folder w PG_BIN.`,
  programFailed: (tool: string, how: string, said: string) =>
    `${tool} zakończył się błędem (${how}):\n${said || "(bez komunikatu)"}`,
  exitCode: (code: number | null) => `kod ${code}`,
  counts: (counts: {
    messages: number;
    decidedMessages: number;
    screenEvents: number;
    auditEntries: number;
  }) =>
    `wiadomości ${counts.messages} (z decyzją ${counts.decidedMessages}), ` +
    `zdarzenia telebimów ${counts.screenEvents}, wpisy dziennika ${counts.auditEntries}.`,
} as const;
