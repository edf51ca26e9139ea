import { useEffect, useState } from "react";
import type { NightFigures } from "#core/contract";
import { moderationApi } from "./shared/moderation-api";

/** The figures are read again this often while the panel is open. */
const POLL_MS = 5000;

/**
 * How the night is going (server/moderation/README.md#live-figures): the queue, the waits, the
 * screens and who is working, read every 5 s. Null until the first answer; a failed read keeps the
 * last figures (the connection indicator already tells the moderator when the server is away).
 */
export function useNightFigures(): NightFigures | null {
  const [figures, setFigures] = useState<NightFigures | null>(null);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const fresh = await moderationApi.figures();
        if (!stopped) setFigures(fresh);
      } catch {
        // Kept as they were; the next poll tries again.
      }
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);
  return figures;
}
