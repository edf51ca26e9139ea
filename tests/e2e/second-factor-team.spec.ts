import { expect } from "@playwright/test";
import { API_ERRORS } from "#server/errors";
import {
  addFirstPasskey,
  browserWithPasskeys,
  enrolPasskey,
  enterPassword,
  expectNoAxeViolations,
  fetchFromPage,
  panelIsLive,
  shot,
  test,
  VIEWPORTS,
} from "./second-factor-panel";

/**
 * The second factor around a lead's account (app/features/moderation/README.md#account): the
 * password alone opens no staff route, another lead removes a lost factor, and a new password
 * signs the account out everywhere else.
 */
test.describe.configure({ timeout: 120_000 });

/** What an unverified session may call: the session itself and the steps that verify or enrol. */
const BEFORE_THE_FACTOR = new Set([
  "GET /api/moderation/session",
  "DELETE /api/moderation/session",
  "POST /api/moderation/session",
  "POST /api/moderation/second-factor/challenge",
  "POST /api/moderation/second-factor/verify",
  "POST /api/moderation/second-factor/passkeys/options",
  "POST /api/moderation/second-factor/passkeys",
  "POST /api/moderation/second-factor/totp/setup",
  "POST /api/moderation/second-factor/totp",
]);

test("with the password alone no staff route answers", async ({
  browser,
  lead,
  origin,
  playwright,
}) => {
  const account = lead("tylko-haslo");
  const { page: phone } = await browserWithPasskeys(browser, VIEWPORTS.mobile);

  // Before any factor: the panel asks for one, and the API refuses the rest.
  await enterPassword(phone, origin, account);
  await expect(
    phone.getByRole("heading", { name: "Dodaj drugi składnik logowania" }),
  ).toBeVisible();
  const sample = [
    { method: "GET", path: "/api/moderation/counts" },
    { method: "GET", path: "/api/moderation/audit" },
    { method: "POST", path: "/api/moderation/claims" },
    { method: "GET", path: "/api/moderation/accounts" },
    { method: "PUT", path: "/api/moderation/password" },
  ];
  for (const answer of await fetchFromPage(phone, sample)) {
    expect(answer, `${answer.method} ${answer.path}`).toMatchObject({
      status: 401,
      code: "second_factor_required",
    });
  }
  await addFirstPasskey(phone, account);

  // Every staff route the server documents, from a second browser that typed only the password.
  const cookies = await phone.context().cookies(`${origin}/api/moderation/`);
  const docs = await playwright.request.newContext({
    extraHTTPHeaders: { cookie: cookies.map(({ name, value }) => `${name}=${value}`).join("; ") },
  });
  const described = await docs.get(`${origin}/api/docs/json`);
  expect(described.status()).toBe(200);
  const { paths } = (await described.json()) as { paths: Record<string, Record<string, unknown>> };
  await docs.dispose();
  const routes = Object.entries(paths)
    .filter(([path]) => path.startsWith("/api/moderation"))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase(),
        path: path.replace("{name}", "nikt").replace(/\{[^}]+\}/g, "1"),
        route: `${method.toUpperCase()} ${path}`,
      })),
    )
    .filter(({ route }) => !BEFORE_THE_FACTOR.has(route));
  expect(routes.length).toBeGreaterThan(20);

  const laptop = await (await browser.newContext()).newPage();
  await enterPassword(laptop, origin, account);
  await expect(laptop.getByRole("heading", { name: "Potwierdź logowanie" })).toBeVisible();
  const answers = await fetchFromPage(laptop, routes);
  expect(
    answers.filter(({ status, code }) => status !== 401 || code !== "second_factor_required"),
  ).toEqual([]);
  // Still unverified, the same browser then proves the factor and the panel opens.
  await laptop.getByRole("button", { name: "Mam tylko kod zapasowy" }).click();
  await expect(laptop.getByLabel("Kod zapasowy")).toBeVisible();
  await phone.context().close();
  await laptop.context().close();
});

test("another lead removes a lost factor and the account adds a new one", async ({
  browser,
  lead,
  origin,
}, testInfo) => {
  const lost = lead("zdejmowany");
  const helper = lead("zdejmujacy");
  const { page: lostPhone } = await browserWithPasskeys(browser, VIEWPORTS.mobile);
  await enrolPasskey(lostPhone, origin, lost);
  const { page } = await browserWithPasskeys(browser, VIEWPORTS.mobile);
  await enrolPasskey(page, origin, helper);

  await page.getByRole("tab", { name: "Konto" }).click();
  const team = page.getByRole("list", { name: "Konta zespołu" });
  const row = team.getByRole("listitem").filter({ hasText: lost.name });
  await expect(row).toContainText("ma drugi składnik");
  // A lead's own factor is never removed from this list.
  await expect(
    team.getByRole("listitem").filter({ hasText: "(to Twoje konto)" }).getByRole("button"),
  ).toHaveCount(0);
  await shot(page, testInfo, "team");

  const remove = row.getByRole("button", { name: `Usuń drugi składnik konta ${lost.name}` });
  await remove.click();
  const dialog = page.getByRole("alertdialog", {
    name: `Usunąć drugi składnik konta ${lost.name}?`,
  });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, testInfo, "team-confirm");
  await page.keyboard.press("Escape");
  await expect(remove).toBeFocused();
  await expect(row).toContainText("ma drugi składnik");

  await remove.click();
  await dialog.getByRole("button", { name: "Usuń drugi składnik" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Usunięto drugi składnik" })).toHaveText(
    `Usunięto drugi składnik konta ${lost.name}. Przy logowaniu trzeba będzie dodać nowy.`,
  );
  await expect(row).toContainText("bez drugiego składnika");
  // Its button is gone with the factor: focus waits on the list's heading, not lost to the page.
  await expect(page.getByRole("heading", { name: "Konta zespołu" })).toBeFocused();

  // The open panel of the lost account is signed out, and its next sign-in must add a factor.
  await expect(lostPhone.getByLabel("Nazwa konta")).toBeVisible({ timeout: 20_000 });
  await enterPassword(lostPhone, origin, lost);
  await expect(
    lostPhone.getByRole("heading", { name: "Dodaj drugi składnik logowania" }),
  ).toBeVisible();
  await lostPhone.context().close();
  await page.context().close();
});

test("a new password signs the account out in the other browser", async ({
  browser,
  lead,
  origin,
}, testInfo) => {
  const account = lead("zmiana-hasla");
  const { page } = await browserWithPasskeys(browser, VIEWPORTS.desktop);
  const [first, second] = await enrolPasskey(page, origin, account);
  if (!first || !second) throw new Error("no recovery codes");

  const phone = await (await browser.newContext({ viewport: VIEWPORTS.mobile })).newPage();
  await enterPassword(phone, origin, account);
  await phone.getByRole("button", { name: "Mam tylko kod zapasowy" }).click();
  await phone.getByLabel("Kod zapasowy").fill(first);
  await phone.getByRole("button", { name: "Użyj kodu zapasowego" }).click();
  await panelIsLive(phone);

  await page.getByRole("tab", { name: "Konto" }).click();
  const form = page.getByRole("form", { name: "Zmień hasło" });
  await expect(form.getByRole("button", { name: "Zmień hasło" })).toHaveAccessibleDescription(
    /inne urządzenia zalogowane na to konto zostaną wylogowane/,
  );
  // The server's policy speaks first: a guessable password is refused, in Polish.
  await form.getByLabel("Obecne hasło").fill(account.password);
  await form.getByLabel("Nowe hasło", { exact: true }).fill("koordynator1");
  await form.getByLabel("Powtórz nowe hasło").fill("koordynator1");
  await form.getByRole("button", { name: "Zmień hasło" }).click();
  // The policy's own words, naming what gave it away.
  await expect(form.getByRole("alert")).toContainText("„koordynator”");
  await expect(form.getByLabel("Nowe hasło", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expectNoAxeViolations(page);
  await shot(page, testInfo, "password-refused");

  const next = "zielony kajak pod starym mostem";
  await form.getByLabel("Obecne hasło").fill(account.password);
  await form.getByLabel("Nowe hasło", { exact: true }).fill(next);
  await form.getByLabel("Powtórz nowe hasło").fill(next);
  await form.getByRole("button", { name: "Zmień hasło" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "Hasło zmienione. Inne sesje tego konta zostały zakończone.",
  );
  await panelIsLive(page);

  await expect(phone.getByText("Sesja wygasła. Zaloguj się ponownie.")).toBeVisible({
    timeout: 20_000,
  });
  await enterPassword(phone, origin, account);
  await expect(phone.getByRole("alert")).toHaveText(API_ERRORS.wrong_password.error);
  await enterPassword(phone, origin, { ...account, password: next });
  await phone.getByRole("button", { name: "Mam tylko kod zapasowy" }).click();
  await phone.getByLabel("Kod zapasowy").fill(second);
  await phone.getByRole("button", { name: "Użyj kodu zapasowego" }).click();
  await panelIsLive(phone);
  await phone.context().close();
  await page.context().close();
});
