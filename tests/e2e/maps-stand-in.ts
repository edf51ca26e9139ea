import type { BrowserContext, Page, Route } from "@playwright/test";
import venueTexts from "#app/texts/pl/venue";

/**
 * The FAQ's Google map (app/features/venue-map/README.md#what-the-visitor-sees) under test without
 * Google: the page as a build with a Maps key serves it, and a stand-in of the Maps JavaScript API
 * served by the test at Google's own addresses, so the page's real Content-Security-Policy decides
 * what may load. No request leaves the machine: every other address is refused and recorded.
 */

/** The key the test gives a build that has none (never a real one). */
export const MAPS_TEST_KEY = "e2e-maps-stand-in-key";

/** Addresses on this machine: our server and the test's own. */
const isLocal = (url: URL) => url.hostname === "127.0.0.1" || url.hostname === "localhost";

/** React's escaping of text (the prerendered HTML's). */
const escapeText = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[character]!,
  );

/** Where the default key sits in the built FAQ code: `apiKey:e=void 0` (Vite's `undefined`). */
const UNSET_KEY_DEFAULT = /apiKey:([\w$]+)=void 0/;

/**
 * The FAQ page as `npm run build` with VITE_GOOGLE_MAPS_API_KEY=`key` writes it, made from the
 * build at hand when that has no key: the key is a build-time constant (app/features/venue-map/
 * maps-config.ts), and CI builds without one. Two things differ between the builds, and only
 * these are changed, everything else (headers, the CSP among them) is the server's answer:
 *
 * - the prerendered HTML: the button before the Google Maps link, and the privacy line, as
 *   `VenueMap` renders them (app/features/venue-map/venue-map.tsx) — hydration must then find
 *   exactly what it renders, which the tests check by the absence of console errors;
 * - the module that holds `VenueMap`: its default key.
 *
 * Resolves to a function that says, once the page has loaded, whether it was changed (false: the
 * build has a key of its own), and throws when the build no longer looks as expected rather than
 * let the tests check something else.
 */
export async function serveFaqWithKey(page: Page, key = MAPS_TEST_KEY): Promise<() => boolean> {
  const { showMap, privacy } = venueTexts.map;
  // Without a key the actions hold only the Google Maps link.
  const linkOnly = '<a href="https://www.google.com/maps/';
  const button = `<button type="button" class="button">${escapeText(showMap)}</button>`;
  const problems: string[] = [];
  let keyedModules = 0;
  let keyedPage = false;

  const origin = new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1").origin;
  await page.route(
    (url) => url.origin === origin && /^\/faq\/?$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      let html = await response.text();
      const actions = /(<div class="venue-map__actions">)([\s\S]*?<\/div>)(<\/section>)/.exec(html);
      if (!actions) problems.push("the FAQ's venue map no longer ends with its actions");
      else if (actions[2]!.startsWith(linkOnly)) {
        html =
          html.slice(0, actions.index) +
          actions[1] +
          button +
          actions[2]! +
          `<p class="venue-map__privacy">${escapeText(privacy)}</p>` +
          actions[3] +
          html.slice(actions.index + actions[0].length);
        keyedPage = true;
      } else if (!actions[2]!.startsWith(button)) {
        problems.push(
          "the FAQ's venue map has neither the Google Maps link alone nor the map's button",
        );
      }
      await route.fulfill({ response, body: html, headers: plainHeaders(response.headers()) });
    },
  );
  await page.route(
    (url) => url.origin === origin && /^\/assets\/.+\.js$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      let code = await response.text();
      // Modules load after the page, which has said by then whether it needed the key.
      if (keyedPage && UNSET_KEY_DEFAULT.test(code)) {
        keyedModules += 1;
        code = code.replace(
          UNSET_KEY_DEFAULT,
          (_match, name: string) => `apiKey:${name}=${JSON.stringify(key)}`,
        );
      }
      await route.fulfill({ response, body: code, headers: plainHeaders(response.headers()) });
    },
  );
  return () => {
    if (keyedPage && keyedModules !== 1)
      problems.push(`the key went into ${keyedModules} modules of the FAQ, not one`);
    if (problems.length > 0) throw new Error(`a keyed FAQ cannot be made: ${problems.join("; ")}`);
    return keyedPage;
  };
}

/** A fetched answer's headers for a changed body: no encoding or length of the original. */
function plainHeaders(headers: Record<string, string>): Record<string, string> {
  const plain = { ...headers };
  delete plain["content-encoding"];
  delete plain["content-length"];
  return plain;
}

/** What the stand-in served and what it refused, for the test to check. */
export interface MapsTraffic {
  /** Requests to Google's hosts the stand-in answered, in order. */
  readonly served: string[];
  /** Requests to anywhere else off this machine: refused, and a test failure. */
  readonly outside: string[];
}

/** A 1×1 PNG: a map tile, a marker's icon. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M/wHwAEBgIApD5fRAAAAABJRU5ErkJggg==",
  "base64",
);

/** The stand-in's second script, as Google's loader fetches the API's code after itself. */
const MAIN_PATH = "/maps-api-v3/api/js/stand-in/main.js";

/**
 * Serves the Maps JavaScript API's stand-in at Google's addresses for every page of `context`
 * and refuses every other request that would leave the machine. `loader` replaces the loader's
 * code (a rejected key, say).
 */
export async function serveMapsStandIn(
  context: BrowserContext,
  loader: string = `(${standInLoader.toString()})(${JSON.stringify(MAIN_PATH)});`,
): Promise<MapsTraffic> {
  const traffic: MapsTraffic = { served: [], outside: [] };
  const answer = async (route: Route, contentType: string, body: string | Buffer) => {
    traffic.served.push(route.request().url());
    await route.fulfill({
      status: 200,
      contentType,
      body,
      // As Google answers the API's requests: from any page.
      headers: { "access-control-allow-origin": "*" },
    });
  };
  await context.route(
    (url) => !isLocal(url) && !url.protocol.startsWith("data") && !url.protocol.startsWith("blob"),
    async (route) => {
      const url = new URL(route.request().url());
      const google = url.hostname === "maps.googleapis.com";
      if (google && url.pathname === "/maps/api/js")
        return answer(route, "text/javascript", loader);
      if (google && url.pathname === MAIN_PATH)
        return answer(route, "text/javascript", `(${standInApi.toString()})();`);
      if (google && url.pathname === "/maps/vt") return answer(route, "image/png", PIXEL);
      if (google && url.pathname === "/maps/api/mapsjs/gen_204")
        return answer(route, "text/plain", "");
      if (url.hostname === "maps.gstatic.com" && url.pathname.startsWith("/mapfiles/"))
        return answer(route, "image/png", PIXEL);
      traffic.outside.push(url.href);
      await route.abort("blockedbyclient");
    },
  );
  return traffic;
}

/**
 * Google's loader, as far as the page can tell: it loads the API's code from the same host,
 * passing on its own query (the key, the language, the callback).
 */
function standInLoader(mainPath: string): void {
  const self = document.currentScript as HTMLScriptElement;
  const main = document.createElement("script");
  main.src = `https://maps.googleapis.com${mainPath}${new URL(self.src).search}`;
  document.head.append(main);
}

/**
 * The part of the Maps JavaScript API that @vis.gl/react-google-maps calls for a `Map` with
 * `Marker`s, drawing into the map's element what it was given: the camera and options as data
 * attributes, a tile (an image from maps.googleapis.com), each marker as an element with its
 * title, position and label over an icon (an image from maps.gstatic.com), and the request to
 * maps.googleapis.com the real API makes at start. All three kinds of request are what the CSP
 * must allow. Runs in the page: no imports, nothing from outside this function.
 */
function standInApi(): void {
  type LatLngLiteral = { lat: number; lng: number };
  type Listener = { name: string; handler: (...args: unknown[]) => void };
  const script = document.currentScript as HTMLScriptElement;
  const query = new URL(script.src).searchParams;
  const listeners = new Map<object, Listener[]>();
  const event = {
    addListener(target: object, name: string, handler: (...args: unknown[]) => void) {
      const entry = { name, handler };
      listeners.set(target, [...(listeners.get(target) ?? []), entry]);
      return {
        remove: () =>
          listeners.set(
            target,
            (listeners.get(target) ?? []).filter((listener) => listener !== entry),
          ),
      };
    },
    clearInstanceListeners(target: object) {
      listeners.delete(target);
    },
    trigger(target: object, name: string) {
      for (const listener of listeners.get(target) ?? [])
        if (listener.name === name) listener.handler();
    },
  };
  class LatLng {
    private readonly literal: LatLngLiteral;
    constructor(literal: LatLngLiteral) {
      this.literal = literal;
    }
    lat() {
      return this.literal.lat;
    }
    lng() {
      return this.literal.lng;
    }
    toJSON() {
      return { ...this.literal };
    }
  }
  const image = (src: string, className: string) => {
    const element = document.createElement("img");
    element.alt = "";
    element.className = className;
    element.src = src;
    element.style.width = "16px";
    element.style.height = "16px";
    return element;
  };
  class StandInMap {
    readonly options: Record<string, unknown> = {};
    readonly controls: Record<string, unknown[]> = {};
    readonly surface: HTMLElement;
    private readonly div: HTMLElement;
    constructor(div: HTMLElement, options: Record<string, unknown>) {
      this.div = div;
      this.surface = document.createElement("div");
      this.surface.dataset.standIn = "map";
      this.surface.append(
        image(`https://maps.googleapis.com/maps/vt?pb=stand-in&key=${query.get("key")}`, "tile"),
      );
      div.append(this.surface);
      this.setOptions(options);
      // The real API's first request after start.
      fetch("https://maps.googleapis.com/maps/api/mapsjs/gen_204?csp_test=true").then(
        () => (this.surface.dataset.connect = "ok"),
        () => (this.surface.dataset.connect = "refused"),
      );
      setTimeout(() => {
        event.trigger(this, "bounds_changed");
        event.trigger(this, "idle");
      });
    }
    setOptions(options: Record<string, unknown>) {
      Object.assign(this.options, options);
      const center = this.options.center as LatLngLiteral | undefined;
      if (center) {
        this.surface.dataset.lat = String(center.lat);
        this.surface.dataset.lng = String(center.lng);
      }
      this.surface.dataset.zoom = String(this.options.zoom);
      // The plain options (the library passes its React props along too: children, className).
      const plain = Object.entries(this.options).filter(([, value]) =>
        ["string", "number", "boolean"].includes(typeof value),
      );
      this.surface.dataset.options = JSON.stringify(Object.fromEntries(plain));
    }
    moveCamera(camera: { center?: LatLngLiteral; zoom?: number }) {
      this.setOptions({
        ...(camera.center ? { center: camera.center } : {}),
        ...(camera.zoom !== undefined ? { zoom: camera.zoom } : {}),
      });
    }
    fitBounds() {}
    getDiv() {
      return this.div;
    }
    getCenter() {
      return new LatLng(this.options.center as LatLngLiteral);
    }
    getZoom() {
      return this.options.zoom as number;
    }
    getHeading() {
      return 0;
    }
    getTilt() {
      return 0;
    }
    getBounds() {
      return undefined;
    }
    addListener(name: string, handler: () => void) {
      return event.addListener(this, name, handler);
    }
  }
  class StandInMarker {
    private options: Record<string, unknown> = {};
    private readonly element = document.createElement("div");
    constructor(options: Record<string, unknown>) {
      this.element.dataset.standIn = "marker";
      this.setOptions(options);
    }
    setOptions(options: Record<string, unknown>) {
      Object.assign(this.options, options);
      const { title, position, label } = this.options as {
        title?: string;
        position?: LatLngLiteral;
        label?: { text: string; color?: string; fontWeight?: string };
      };
      this.element.replaceChildren(
        image("https://maps.gstatic.com/mapfiles/api-3/images/spotlight-poi3.png", "icon"),
      );
      if (title !== undefined) this.element.title = title;
      if (position) {
        this.element.dataset.lat = String(position.lat);
        this.element.dataset.lng = String(position.lng);
      }
      if (label) {
        const text = document.createElement("span");
        text.className = "label";
        text.textContent = label.text;
        text.style.color = label.color ?? "";
        text.style.fontWeight = label.fontWeight ?? "";
        this.element.append(text);
      }
    }
    setPosition(position: LatLngLiteral) {
      this.setOptions({ position });
    }
    setDraggable(draggable: boolean) {
      this.element.dataset.draggable = String(draggable);
    }
    setMap(map: StandInMap | null) {
      if (map) map.surface.append(this.element);
      else this.element.remove();
    }
    addListener(name: string, handler: () => void) {
      return event.addListener(this, name, handler);
    }
  }
  const maps = {
    version: "3.60.0",
    event,
    LatLng,
    Map: StandInMap,
    Marker: StandInMarker,
    Settings: { getInstance: () => ({}) },
    importLibrary: async () => maps,
  };
  const global = window as unknown as {
    google: { maps: Record<string, unknown> };
  };
  // The loader's google.maps object stays: the callback it asked for is on it.
  Object.assign(global.google.maps, maps);
  const callback = (query.get("callback") ?? "")
    .split(".")
    .reduce<unknown>(
      (scope, name) => (scope as Record<string, unknown> | undefined)?.[name],
      window,
    );
  if (typeof callback === "function") callback();
}
