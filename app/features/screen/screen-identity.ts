import { useSyncExternalStore } from "react";
import { screenKeyFrom, screenNameFrom } from "#core/screen-links";

/** The name a screen follows when its address has no usable `?ekran=`. */
const DEFAULT_SCREEN_NAME = "telebim";

export interface ScreenIdentity {
  /** The name whose mode the screen follows (the default without `?ekran=`). */
  name: string;
  /** Whether the address names the screen: only a named screen reports to the panel. */
  named: boolean;
  /** The key from the link's fragment (server/screens/README.md#screen-keys), or null. */
  key: string | null;
}

const subscribeToNothing = () => () => {};
/**
 * A lead's new link differs from the old one only in its fragment, and opening it in the same tab
 * does not reload the page: the screen takes the new key as it arrives.
 */
const subscribeToHash = (changed: () => void) => {
  window.addEventListener("hashchange", changed);
  return () => window.removeEventListener("hashchange", changed);
};
/** The prerendered HTML has no address of its own. */
const noAddress = () => "";

/**
 * Who this screen is, from its address: `?ekran=` names it, `#klucz=` proves the name was given
 * by a lead. The prerendered HTML is the unnamed screen; the address is read after hydration.
 */
export function useScreenIdentity(): ScreenIdentity {
  const search = useSyncExternalStore(subscribeToNothing, () => window.location.search, noAddress);
  const hash = useSyncExternalStore(subscribeToHash, () => window.location.hash, noAddress);
  const given = screenNameFrom(new URLSearchParams(search).get("ekran"));
  return {
    name: given ?? DEFAULT_SCREEN_NAME,
    named: given !== null,
    key: given === null ? null : screenKeyFrom(hash),
  };
}
