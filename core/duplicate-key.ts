// TEMP STUB (replaced by the triage branch)
export function duplicateKey(message: string): string {
  return message
    .toLocaleLowerCase("pl")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/ł/g, "l")
    .replace(/(\p{L})\1+/gu, "$1")
    .replace(/[^\p{L}\p{N}\s]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}
export function isNearDuplicate(a: string, b: string): boolean {
  return duplicateKey(a) === duplicateKey(b);
}
