/**
 * What the panel's component tests share when they stand in for the API with a `fetch` mock:
 * a JSON answer, and the changes the component sent.
 */

/** A JSON answer with `status`, as the API sends it. */
export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export interface SentChange {
  readonly method: string | undefined;
  readonly url: string;
  readonly body: unknown;
}

/** Every request the mock saw that had a method (a change, not a read): method, path, body. */
export function sentChanges(fetchMock: {
  readonly mock: { readonly calls: readonly (readonly unknown[])[] };
}): SentChange[] {
  return fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method !== undefined)
    .map(([url, init]) => {
      const { method, body } = init as RequestInit;
      return { method, url: String(url), body: JSON.parse(String(body)) as unknown };
    });
}
