import type { ColumnBuilderCallback, CreateTableBuilder, Kysely } from "kysely";
import type { DatabaseKind } from "../connection";

/**
 * The migrations declare tables, columns and indexes as lists, so that a new migration states what
 * it adds and the builders below write every statement the same way. A column without a build
 * step is nullable; an index's columns are in the order it sorts by.
 */
export type Column = readonly [
  name: string,
  type: "text" | "integer",
  build?: ColumnBuilderCallback,
];
export type Index = readonly [name: string, columns: readonly string[]];

export const primaryKey: ColumnBuilderCallback = (col) => col.primaryKey();
export const required: ColumnBuilderCallback = (col) => col.notNull();
/** A required column added to a table that may hold rows: those rows get the empty text. */
export const requiredEmpty: ColumnBuilderCallback = (col) => col.notNull().defaultTo("");

/**
 * A new table whose first column is an auto-incrementing key: the only dialect difference of the
 * migrations. SQLite: INTEGER PRIMARY KEY AUTOINCREMENT never reuses an id; PostgreSQL: serial.
 */
export function autoKeyFor(kind: DatabaseKind) {
  return (db: Kysely<unknown>, table: string, column: string) =>
    kind === "sqlite"
      ? db.schema
          .createTable(table)
          .addColumn(column, "integer", (col) => col.primaryKey().autoIncrement())
      : db.schema.createTable(table).addColumn(column, "serial", (col) => col.primaryKey());
}

/** `primaryKeyOf`: a key of several columns, named `<table>_pk`, instead of a column's own. */
export async function createTable(
  table: CreateTableBuilder<string, string>,
  columns: readonly Column[],
  primaryKeyOf?: { table: string; columns: readonly string[] },
): Promise<void> {
  const withColumns = columns.reduce(
    (builder, [name, type, build]) => builder.addColumn(name, type, build),
    table,
  );
  await (
    primaryKeyOf
      ? withColumns.addPrimaryKeyConstraint(`${primaryKeyOf.table}_pk`, [...primaryKeyOf.columns])
      : withColumns
  ).execute();
}

/** One statement a column: SQLite's ALTER TABLE adds a single column. */
export async function addColumns(
  db: Kysely<unknown>,
  table: string,
  columns: readonly Column[],
): Promise<void> {
  for (const [name, type, build] of columns) {
    await db.schema.alterTable(table).addColumn(name, type, build).execute();
  }
}

export async function createIndexes(
  db: Kysely<unknown>,
  table: string,
  indexes: readonly Index[],
): Promise<void> {
  for (const [name, columns] of indexes) {
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
  }
}

/** Drops the tables in the order given: those that refer to others first. */
export async function dropTables(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).execute();
}
