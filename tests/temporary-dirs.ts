import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

/**
 * A fresh folder under the system's temporary folder, removed after the test file that made
 * it: the unit tests beside their modules and the server tests share this one helper (Vitest
 * evaluates it once per test file, so each file removes only its own folders).
 */
const temporaryDirs: string[] = [];

export function temporaryDir(prefix = "juwenalia-test-"): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporaryDirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
