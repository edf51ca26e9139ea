/**
 * A backup or restore problem a person can act on (a missing program, a damaged file, a database
 * that is not empty): said in Polish, printed as is by `npm run backup` / `npm run restore`.
 */
export class BackupError extends Error {}
