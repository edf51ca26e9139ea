import { useSyncExternalStore } from "react";
import { screenKeyFrom, screenNameFrom } from "../../../core/contract";

/** The name a screen follows when its address has no usable `?ekran=`. */
export const DEFAULT_SCREEN_NAME = "telebim";

export interface ScreenIdentity {
  /** The name whose mode the screen follows (the default without `?ekran=`). */
  name: string;
  /** Whether the address names the screen: only a named screen reports to the panel. */
  named: boolean;
  /** The key from the link's fragment (docs/product.md#screen-keys), or null. */
  key: string | null;
}

const subscribeToNothing = () => () => {};

/**
 * Who this screen is, from its address: `?ekran=` names it, `#klucz=` proves the name was given
 * by a lead. The prerendered HTML is the unnamed screen; the address is read after hydration.
 */
export function useScreenIdentity(): ScreenIdentity {
  const address = useSyncExternalStore(
    subscribeToNothing,
    () => `${window.location.search}\n${window.location.hash}`,
    () => "\n",
  );
  const [search = "", hash = ""] = address.split("\n");
  const given = screenNameFrom(new URLSearchParams(search).get("ekran"));
  return {
    name: given ?? DEFAULT_SCREEN_NAME,
    named: given !== null,
    key: given === null ? null : screenKeyFrom(hash),
  };
}
