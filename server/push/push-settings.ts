import { z } from "zod";
import { readContentSources, readEnglishContent } from "#content-layer/load";
import type { PushLanguage } from "#core/contract";
import type { WorkerTiming } from "./push-worker";

/** How the phones' notifications run, as the config assembles it (server/config/). */
export interface PushSettings {
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY; unset: generated on first start, kept in the database. */
  vapidKeys?: { publicKey: string; privateKey: string };
  /** VAPID_SUBJECT: the contact the push services see (mailto: or https:). */
  subject: string;
  /** PUSH_ALLOWED_TEST_ORIGINS: loopback origins the tests' stand-in push service runs on. */
  allowedTestOrigins: readonly string[];
  /** The stages' names by id, per language, for the notices' texts. */
  stageNames: Record<PushLanguage, Readonly<Record<string, string>>>;
  /** When the edition ends: PUSH_SUBSCRIPTIONS_KEPT_DAYS later every subscription is deleted. */
  editionEndsAt: Date;
  /** The stand-in push service's certificate (PEM), trusted by the sender; tests only. */
  testCa?: string;
  /** The sending loop's batch, concurrency, lease and pause; tests and benchmarks. */
  timing?: Partial<WorkerTiming>;
  /** Subscription writes per minute from one address; unset: the new-devices limit. */
  perAddressPerMinute?: number;
}

const StagesSchema = z.object({
  stages: z.array(z.object({ id: z.string().optional(), name: z.string() })),
});

/**
 * The stages' names of the edition in `dir` in both languages: the English overlay's names in
 * the order of the Polish ones (an overlay that cannot be read leaves the Polish names).
 */
export function stageNamesOf(
  dir: string,
  stages: readonly { id: string; name: string }[],
): PushSettings["stageNames"] {
  const pl = Object.fromEntries(stages.map((stage) => [stage.id, stage.name]));
  let en: Record<string, string> = pl;
  try {
    const { sources } = readContentSources(dir, ["edition"]);
    const parsed = StagesSchema.safeParse(readEnglishContent(dir, sources).data.edition);
    if (parsed.success) {
      en = Object.fromEntries(
        stages.map((stage, index) => [stage.id, parsed.data.stages[index]?.name ?? stage.name]),
      );
    }
  } catch {
    // The Polish names, then: a notice still names its stage.
  }
  return { pl, en };
}
