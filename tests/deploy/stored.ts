import pg from "pg";

/** Every message text in the shared database: what an acknowledged (201) submission must be. */
export async function storedMessages(databaseUrl: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ message: string }>("select message from submissions");
    return new Set(rows.map((row) => row.message));
  } finally {
    await client.end();
  }
}
