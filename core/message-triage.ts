// TEMP STUB (replaced by the triage branch)
export const TRIAGE_FLAGS = ["link", "phone", "email", "handle", "full_name", "shouting"] as const;
export type TriageFlag = (typeof TRIAGE_FLAGS)[number];
export const TRIAGE_FLAG_LABELS: Record<TriageFlag, string> = {
  link: "link",
  phone: "numer telefonu",
  email: "adres e-mail",
  handle: "@nazwa",
  full_name: "imię i nazwisko",
  shouting: "krzyk",
};
export const AUTO_REJECTED_FLAGS: readonly TriageFlag[] = ["link", "phone"];
export function triage(draft: { author: string; message: string }): TriageFlag[] {
  const flags: TriageFlag[] = [];
  if (/https?:\/\/|www\.|\.pl\b|\.com\b/i.test(draft.message)) flags.push("link");
  if (/(\d[\s-]?){9,}/.test(draft.message)) flags.push("phone");
  return flags;
}
