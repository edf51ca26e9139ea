import { request, type APIRequestContext, type APIResponse } from "@playwright/test";
import { loadEdition } from "#content-layer/load";
import { festivalSets } from "#core/festival-schedule";
import { warsawDateTime } from "#core/warsaw-time";
import { QUICK_START_LEAD } from "#server/db/staff-accounts-repo";
import { completeSecondFactor, type StaffCall } from "#tests/support/soft-passkey";

/**
 * What the screenshots of scripts/compare-screenshots.ts show beyond the built pages: the
 * moments on the browser's clock, and what a lead does through the API on each build's fresh
 * server (late changes, approved messages, a screen's link), the same each time.
 */

const edition = loadEdition();
const firstDay = edition.days[0]!.date;
/** Noon six days before the gates open: the pages as they are before the festival. */
export const BEFORE_FESTIVAL = new Date(
  Date.parse(warsawDateTime(firstDay, "12:00")) - 6 * 86_400_000,
).toISOString();
/** The first evening between two sets: now/next, the timetable's marks, the late changes. */
export const DURING_FESTIVAL = new Date(warsawDateTime(firstDay, "20:30")).toISOString();

/** The first two named sets after that moment: the first 15 minutes late, the second cancelled. */
const [DELAYED, CANCELLED] = festivalSets(edition.days).filter(
  (set) => set.act && Date.parse(set.startsAt) > Date.parse(DURING_FESTIVAL),
);

/** What the screen shows, approved in this order; the first is up when the shot is taken. */
export const SCREEN_MESSAGES = [
  { author: "Ekipa z sektora C", message: "Pozdrawiamy całą płytę — bawcie się dobrze do rana!" },
  { author: "Ola z Ursynowa", message: "Sto lat, Syrenko!" },
] as const;

/**
 * A request that must succeed. A 503 is asked again a few times: on a busy machine the server
 * may turn one away for a moment, which says nothing about the pages.
 */
async function expectOk(send: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await send();
    if (response.ok()) return response;
    if (response.status() !== 503 || attempt === 10) {
      throw new Error(`the API refused (${response.status()}): ${await response.text()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** An API session of the quick-start lead, who may do all the shots need. */
export async function leadApi(url: string, password: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: url });
  await signInLead(api, url, password);
  return api;
}

/**
 * Signs the quick-start lead in on `api` (a page's own request context shares the page's
 * cookies): the password, then the second factor with the tests' soft passkey made for this
 * origin, since the panel's second-factor step itself would need a real authenticator.
 */
export async function signInLead(
  api: APIRequestContext,
  url: string,
  password: string,
): Promise<void> {
  const origin = new URL(url).origin;
  await expectOk(() =>
    api.post(`${origin}/api/moderation/session`, { data: { name: QUICK_START_LEAD, password } }),
  );
  const call: StaffCall = async (method, path, body) => {
    const answer = await api.fetch(`${origin}${path}`, {
      method,
      ...(body === undefined ? {} : { data: body }),
    });
    const text = await answer.text();
    return { status: answer.status(), body: text === "" ? null : (JSON.parse(text) as unknown) };
  };
  await completeSecondFactor(call, QUICK_START_LEAD, origin);
}

/** The late changes the festival evening's pages show, as a lead makes them in the panel. */
export async function makeLateChanges(api: APIRequestContext): Promise<void> {
  const changes = [
    { set: DELAYED, delayMinutes: 15, cancelled: false },
    { set: CANCELLED, delayMinutes: 0, cancelled: true },
  ];
  for (const { set, delayMinutes, cancelled } of changes) {
    if (!set) continue;
    await expectOk(() =>
      api.put("/api/moderation/late-changes", {
        data: { setId: set.id, delayMinutes, cancelled },
      }),
    );
  }
}

/** The messages sent and approved, then the link (path and key) a lead makes for a screen. */
export async function approveForScreen(api: APIRequestContext): Promise<string> {
  for (const { author, message } of SCREEN_MESSAGES) {
    const sent = await expectOk(() => api.post("/api/submissions", { data: { author, message } }));
    const { id } = (await sent.json()) as { id: number };
    await expectOk(() =>
      api.post(`/api/moderation/submissions/${id}/approve`, { data: { from: "pending" } }),
    );
  }
  const link = await expectOk(() => api.get("/api/moderation/screens/link?screen=scena-glowna"));
  return ((await link.json()) as { path: string }).path;
}
