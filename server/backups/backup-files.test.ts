import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { temporaryDir } from "#tests/temporary-dirs";
import { describe, expect, it } from "vitest";
import {
  backupFileName,
  backupStamp,
  listBackups,
  newestBackupTime,
  parseBackupName,
  parseStamp,
  writeAtomically,
} from "./backup-files";

const folder = () => temporaryDir("juwenalia-backup-files-");

describe("backup names", () => {
  it("stamp the UTC second the backup started, and read back", () => {
    const at = new Date("2025-05-16T21:15:00.734Z");
    expect(backupStamp(at)).toBe("20250516T211500Z");
    expect(backupFileName(at, "sqlite")).toBe("juwenalia-20250516T211500Z.sqlite");
    expect(backupFileName(at, "dump")).toBe("juwenalia-20250516T211500Z.dump");
    expect(parseStamp("20250516T211500Z")).toEqual(new Date("2025-05-16T21:15:00.000Z"));
    expect(parseBackupName("juwenalia-20250516T211500Z.dump")).toEqual({
      name: "juwenalia-20250516T211500Z.dump",
      format: "dump",
      takenAt: new Date("2025-05-16T21:15:00.000Z"),
    });
  });

  it("refuse what is not a backup of ours", () => {
    for (const name of [
      "juwenalia-20250231T211500Z.sqlite", // no 31 February
      "juwenalia-20250516T211500Z.sqlite.bak",
      "juwenalia-20250516T2115Z.sqlite",
      ".juwenalia-20250516T211500Z.sqlite.partial-0a1b2c3d",
      "juwenalia.sqlite",
      "inna-20250516T211500Z.sqlite",
    ]) {
      expect(parseBackupName(name), name).toBeUndefined();
    }
  });
});

describe("the backup folder", () => {
  it("lists complete backups newest first, leaving out temporary and foreign files", async () => {
    const dir = folder();
    for (const name of [
      "juwenalia-20250516T201500Z.sqlite",
      "juwenalia-20250516T211500Z.dump",
      "juwenalia-20250516T203000Z.sqlite",
      ".juwenalia-20250516T214500Z.sqlite.partial-0a1b2c3d",
      "notatki.txt",
    ]) {
      writeFileSync(path.join(dir, name), "x");
    }
    expect((await listBackups(dir)).map((backup) => backup.name)).toEqual([
      "juwenalia-20250516T211500Z.dump",
      "juwenalia-20250516T203000Z.sqlite",
      "juwenalia-20250516T201500Z.sqlite",
    ]);
    expect(await newestBackupTime(dir)).toEqual(new Date("2025-05-16T21:15:00Z"));
    expect(await listBackups(path.join(dir, "nie-ma"))).toEqual([]);
    expect(await newestBackupTime(path.join(dir, "nie-ma"))).toBeUndefined();
  });

  it("writes through a temporary file: the final name appears only complete, owner-only", async () => {
    const dir = path.join(folder(), "backups");
    const name = "juwenalia-20250516T211500Z.sqlite";
    let seenWhileWriting: string[] = [];
    const file = await writeAtomically(dir, name, async (temporary) => {
      writeFileSync(temporary, "kopia");
      seenWhileWriting = readdirSync(dir);
    });
    expect(seenWhileWriting).toHaveLength(1);
    expect(seenWhileWriting[0]).toMatch(/^\.juwenalia-20250516T211500Z\.sqlite\.partial-/);
    expect(file).toBe(path.join(dir, name));
    expect(readdirSync(dir)).toEqual([name]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it("leaves nothing behind when the write fails", async () => {
    const dir = folder();
    await expect(
      writeAtomically(dir, "juwenalia-20250516T211500Z.dump", async (temporary) => {
        writeFileSync(temporary, "pół kopii");
        throw new Error("dysk pełny");
      }),
    ).rejects.toThrow("dysk pełny");
    expect(readdirSync(dir)).toEqual([]);
    expect(existsSync(path.join(dir, "juwenalia-20250516T211500Z.dump"))).toBe(false);
  });
});
