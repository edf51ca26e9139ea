/**
 * The git host the browser CMS at /admin saves to
 * (docs/redakcja.md#podłączenie-repozytorium-dla-osoby-technicznej): the `backend` section of its
 * configuration and the origins its page may talk to, from the CMS_* variables. Pure, so both are
 * testable without a server.
 */

export const CMS_BACKENDS = ["github", "gitlab", "gitea"] as const;
export type CmsBackendName = (typeof CMS_BACKENDS)[number];

export interface CmsHostSettings {
  backend: CmsBackendName;
  /** `owner/name`; unset: only the local repository works (on localhost). */
  repo?: string;
  branch: string;
  /** A self-hosted GitLab or Forgejo/Gitea (`https://git.example.org`); unset: the public host. */
  hostUrl?: string;
  /** The OAuth application's client id (GitLab, Forgejo/Gitea: sign-in with PKCE). */
  appId?: string;
  /**
   * The folder the server runs from, the checkout's own name: without `repo` only the local
   * repository works, and the CMS's sign-in page names this folder as the one to pick.
   */
  localFolder?: string;
}

/**
 * Our own server as GitHub's OAuth helper (server/cms/github-sign-in.ts): the site's origin as
 * the browser reached /admin, and the helper's path there. Without it GitHub takes tokens only.
 */
export interface GitHubSignInHelper {
  siteOrigin: string;
  endpoint: string;
}

/**
 * The repository the CMS is given without CMS_REPO. It names the last part on its local sign-in
 * page ("wybierz katalog główny repozytorium “…”"), so that part is the checkout's folder.
 */
export function localRepository(settings: CmsHostSettings): string {
  return `lokalnie/${settings.localFolder ?? "repozytorium"}`;
}

const PUBLIC_HOSTS: Readonly<Record<CmsBackendName, string>> = {
  github: "https://github.com",
  gitlab: "https://gitlab.com",
  gitea: "https://codeberg.org",
};

const API_PATHS: Readonly<Record<CmsBackendName, string>> = {
  github: "/api/v3",
  gitlab: "/api/v4",
  gitea: "/api/v1",
};

/** The host's web address (sign-in pages), without a trailing slash. */
export function hostWebUrl(settings: CmsHostSettings): string {
  return (settings.hostUrl ?? PUBLIC_HOSTS[settings.backend]).replace(/\/+$/, "");
}

/** Where the CMS calls the host's API. */
export function apiRoot(settings: CmsHostSettings): string {
  if (settings.backend === "github" && !settings.hostUrl) return "https://api.github.com";
  const host = (settings.hostUrl ?? PUBLIC_HOSTS[settings.backend]).replace(/\/+$/, "");
  return `${host}${API_PATHS[settings.backend]}`;
}

/**
 * The `backend` section. GitHub and GitLab get the editorial workflow (each edit a branch and a
 * pull request); Forgejo/Gitea saves to the branch, and the pipeline checks every push.
 */
export function cmsBackend(
  settings: CmsHostSettings,
  githubSignIn?: GitHubSignInHelper,
): Record<string, unknown> {
  const backend: Record<string, unknown> = {
    name: settings.backend,
    repo: settings.repo ?? localRepository(settings),
    branch: settings.branch,
  };
  if (settings.hostUrl || settings.backend !== "github") backend.api_root = apiRoot(settings);
  if (settings.backend === "github") {
    if (githubSignIn) {
      backend.base_url = githubSignIn.siteOrigin;
      backend.auth_endpoint = githubSignIn.endpoint;
    } else {
      // No OAuth app on the server: the CMS hides its GitHub button and offers the token.
      backend.auth_methods = ["token"];
    }
  } else {
    backend.base_url = (settings.hostUrl ?? PUBLIC_HOSTS[settings.backend]).replace(/\/+$/, "");
    if (settings.appId) backend.app_id = settings.appId;
    if (settings.backend === "gitlab") backend.auth_type = "pkce";
  }
  return backend;
}

export function publishMode(settings: CmsHostSettings): string | undefined {
  return settings.backend === "gitea" ? undefined : "editorial_workflow";
}

const origin = (url: string) => new URL(url).origin;

/** The origins /admin's page may connect to: the host's API and sign-in, nothing else. */
export function hostOrigins(settings: CmsHostSettings): string[] {
  const origins = new Set<string>([origin(apiRoot(settings))]);
  if (settings.backend === "github") origins.add("https://www.githubstatus.com");
  else origins.add(origin(settings.hostUrl ?? PUBLIC_HOSTS[settings.backend]));
  return [...origins].sort();
}

/**
 * Avatars of the signed-in organiser, from the git host's own origins only: /admin names no third
 * party (docs/decisions/028-the-staff-side-on-a-host-of-its-own.md), so gitlab.com's Gravatar
 * fallback stays out and such an avatar is not shown.
 */
function avatarOrigins(settings: CmsHostSettings): string[] {
  if (settings.backend === "github") return ["https://avatars.githubusercontent.com"];
  return [origin(settings.hostUrl ?? PUBLIC_HOSTS[settings.backend])];
}

/**
 * /admin's Content-Security-Policy: the CMS's own files only, its inline styles (Svelte sets
 * them), the images it previews (blob:, data:), and the git host. No CDN, no framing.
 */
export function adminContentSecurityPolicy(settings: CmsHostSettings): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...avatarOrigins(settings)],
    "font-src": ["'self'"],
    // data: the CMS reads its own inline icons with fetch.
    "connect-src": ["'self'", "blob:", "data:", ...hostOrigins(settings)],
    "worker-src": ["'self'", "blob:"],
    "frame-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}
