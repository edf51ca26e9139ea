import type { FastifyPluginAsync } from "fastify";

/**
 * A line on the CMS's sign-in page saying what the server lacks, when GitHub is the git host and
 * the server has no OAuth app (CMS_GITHUB_CLIENT_ID / _SECRET): the CMS then hides its GitHub
 * button (server/cms/cms-host.ts), and without a word an organiser would not know why, or whom
 * to ask. The CMS has no place for our own text on that page, so /admin's page loads this script
 * (cms/index.html), which shows the line in a strip of its own while the sign-in page is up,
 * recognised by its token button. tests/e2e/cms-github-sign-in.spec.ts checks that it covers
 * none of the page's controls, and fails if an upgrade of the CMS moves them under it.
 */

export const SIGN_IN_NOTE_PATH = "/admin/sign-in-note.js";
export const SIGN_IN_NOTE_ID = "logowanie-uwaga";

export const GITHUB_APP_MISSING =
  "Przycisku „Zaloguj się przez GitHub” nie ma, bo serwer nie ma jeszcze aplikacji GitHuba " +
  "(zmienne CMS_GITHUB_CLIENT_ID i CMS_GITHUB_CLIENT_SECRET). Zaloguj się tokenem dostępu " +
  "albo poproś osobę techniczną o ustawienie aplikacji (docs/redakcja.md, „Podłączenie " +
  "repozytorium”).";

/** The CMS's token button in Polish and, if an organiser switched the language, in English. */
const TOKEN_BUTTON = ["Zaloguj się za pomocą tokenu dostępu", "Sign In Using Access Token"];

/**
 * The note's look, and room for it: a strip along the bottom of the window, and the CMS's shell
 * (fixed to the whole window in Sveltia CMS 0.221, as cms/release-info.ts found too) ending above
 * it, so the sign-in page, centred in the shell, moves up instead of under the note; the CMS's
 * "Obsługiwane przez Sveltia CMS" line at the shell's foot gives the note its place.
 */
const STYLE = `
#${SIGN_IN_NOTE_ID} {
  position: fixed; inset: auto 0 0 0; z-index: 1; box-sizing: border-box; margin: 0;
  padding: 8px 16px; font: 14px/1.45 system-ui, sans-serif; text-align: center;
  background: #fff4d6; color: #3b2f00; border-top: 1px solid #e0c77a;
}
@media (prefers-color-scheme: dark) {
  #${SIGN_IN_NOTE_ID} { background: #3b3220; color: #fff4d6; border-color: #6b5a2e; }
}
html.z-uwaga-logowania body > .sui.app-shell {
  bottom: var(--uwaga-logowania-wysokosc, 0px); height: auto;
}
html.z-uwaga-logowania .powered-by { display: none; }
`;

/** The script: the note while the sign-in page is up, or nothing when nothing is missing. */
export function signInNoteScript(note: string | undefined): string {
  if (!note) return "// Nothing is missing for signing in.\n";
  return `"use strict";
(() => {
  const labels = ${JSON.stringify(TOKEN_BUTTON)};
  const root = document.documentElement;
  const style = document.createElement("style");
  style.textContent = ${JSON.stringify(STYLE)};
  const note = document.createElement("p");
  note.id = ${JSON.stringify(SIGN_IN_NOTE_ID)};
  note.setAttribute("role", "note");
  note.textContent = ${JSON.stringify(note)};
  const fit = () => root.style.setProperty("--uwaga-logowania-wysokosc", note.offsetHeight + "px");
  const signInPageShown = () =>
    [...document.querySelectorAll("button")].some((button) =>
      labels.some((label) => (button.textContent || "").includes(label)),
    );
  const update = () => {
    const shown = signInPageShown();
    if (shown && !note.isConnected) {
      document.body.append(note);
      root.classList.add("z-uwaga-logowania");
      fit();
    }
    if (!shown && note.isConnected) {
      note.remove();
      root.classList.remove("z-uwaga-logowania");
    }
  };
  const start = () => {
    document.head.append(style);
    new ResizeObserver(fit).observe(note);
    new MutationObserver(update).observe(document.body, { childList: true, subtree: true });
    update();
  };
  if (document.body) start();
  else document.addEventListener("DOMContentLoaded", start);
})();
`;
}

export interface SignInNoteOptions {
  /** What the sign-in page should say is missing; unset: nothing. */
  note?: string;
}

const signInNote: FastifyPluginAsync<SignInNoteOptions> = async (app, options) => {
  const script = signInNoteScript(options.note);
  app.get(SIGN_IN_NOTE_PATH, (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").send(script),
  );
};

export default signInNote;
