import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "#content-layer/load";
import { loadConfig } from "../config";

describe("the backup variables", () => {
  it("default to DATA_DIR/backups, every 15 minutes, 16 copies, pg_dump from PATH", () => {
    const config = loadConfig({ DATA_DIR: "/srv/juwenalia" }, PROJECT_ROOT);
    expect(config.backups).toEqual({ dir: "/srv/juwenalia/backups", everyMinutes: 15, keep: 16 });
    expect(config.pgBin).toBeUndefined();
    expect(loadConfig({}, PROJECT_ROOT).backups?.dir).toBe(path.join(PROJECT_ROOT, "data/backups"));
  });

  it("take BACKUP_DIR, BACKUP_EVERY_MINUTES (0: none), BACKUP_KEEP and PG_BIN", () => {
    const config = loadConfig(
      {
        BACKUP_DIR: "/mnt/kopie",
        BACKUP_EVERY_MINUTES: "0",
        BACKUP_KEEP: "48",
        PG_BIN: "/usr/lib/postgresql/15/bin",
      },
      PROJECT_ROOT,
    );
    expect(config.backups).toEqual({ dir: "/mnt/kopie", everyMinutes: 0, keep: 48 });
    expect(config.pgBin).toBe("/usr/lib/postgresql/15/bin");
  });

  it.each([
    ["BACKUP_EVERY_MINUTES", "-5"],
    ["BACKUP_EVERY_MINUTES", "kwadrans"],
    ["BACKUP_EVERY_MINUTES", "1.5"],
    ["BACKUP_EVERY_MINUTES", "20000"],
    ["BACKUP_KEEP", "0"],
    ["BACKUP_KEEP", "dużo"],
  ])("refuse %s=%s with an error naming the variable", (variable, value) => {
    expect(() => loadConfig({ [variable]: value }, PROJECT_ROOT)).toThrow(
      new RegExp(`^Invalid environment:\\n  ${variable}: `),
    );
  });
});
