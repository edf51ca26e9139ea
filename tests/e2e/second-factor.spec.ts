import { expect } from "@playwright/test";
import { API_ERRORS } from "#server/errors";
import {
  appCode,
  browserWithPasskeys,
  enrolPasskey,
  enterPassword,
  expectNoAxeViolations,
  keepRecoveryCodes,
  panelIsLive,
  shot,
  signOut,
  test,
  VIEWPORTS,
} from "./second-factor-panel";

/**
 * A lead's second factor in the panel (app/features/moderation/README.md#second-factor), in
 * Chromium with its virtual authenticator: enrolment at the first sign-in, a passkey or an
 * authenticator app afterwards, and recovery codes that work once.
 */
test.describe.configure({ timeout: 120_000 });

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test(`a lead without a factor adds a passkey at the first sign-in and signs in with it (${label})`, async ({
    browser,
    lead,
    origin,
  }, testInfo) => {
    const account = lead(label === "mobile" ? "klucz-mobile" : "klucz-desktop");
    const { page, authenticator, authenticatorId } = await browserWithPasskeys(browser, viewport);

    await enterPassword(page, origin, account);
    await expect(
      page.getByRole("heading", { name: "Dodaj drugi składnik logowania" }),
    ).toBeFocused();
    await expect(page.getByText(`Konto ${account.name} decyduje o tym`)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, testInfo, "enrol");

    await page.getByLabel("Nazwa klucza (opcjonalnie)").fill("Telefon służbowy");
    await page.getByRole("button", { name: "Dodaj klucz dostępu" }).click();
    await expect(page.getByRole("heading", { name: "Drugi składnik dodany" })).toBeFocused();
    await expect(page.getByText("Widać je tylko teraz")).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, testInfo, "recovery-codes");
    await keepRecoveryCodes(page, account);
    await page.getByRole("button", { name: "Kody zapisane – przejdź do panelu" }).click();
    await panelIsLive(page);

    // The passkey lives on the "phone", for this site only.
    const { credentials } = await authenticator.send("WebAuthn.getCredentials", {
      authenticatorId,
    });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: "localhost" });

    await page.getByRole("tab", { name: "Konto" }).click();
    const passkeys = page.getByRole("list", { name: "Klucze dostępu" });
    await expect(passkeys.getByRole("listitem")).toHaveText([/Telefon służbowy.*jeszcze nieużyty/]);
    await expect(page.getByText("Zostało 10 z 10.")).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, testInfo, "account");

    await signOut(page);
    await enterPassword(page, origin, account);
    await expect(page.getByRole("heading", { name: "Potwierdź logowanie" })).toBeFocused();
    await expectNoAxeViolations(page);
    await shot(page, testInfo, "verify");
    await page.getByRole("button", { name: "Użyj klucza dostępu" }).click();
    await panelIsLive(page);

    // Once per sign-in on this device: opened again, the panel asks nothing.
    await page.reload();
    await panelIsLive(page);
    await page.getByRole("tab", { name: "Konto" }).click();
    await expect(passkeys.getByRole("listitem")).toHaveText([/Telefon służbowy.*ostatnio użyty/]);
    await page.context().close();
  });
}

test("a lead signs in with an authenticator app", async ({ browser, lead, origin }, testInfo) => {
  const account = lead("aplikacja");
  const context = await browser.newContext({ viewport: VIEWPORTS.mobile });
  const page = await context.newPage();

  await enterPassword(page, origin, account);
  await page.getByRole("button", { name: "Ustaw aplikację" }).click();
  await expect(
    page.getByRole("img", { name: "Kod QR do zeskanowania aplikacją uwierzytelniającą" }),
  ).toBeVisible();
  const typed = await page
    .getByRole("listitem")
    .filter({ hasText: "Albo wpisz w aplikacji ten klucz" })
    .locator("code")
    .textContent();
  // Grouped by four for typing; the app takes it with or without the spaces.
  expect(typed).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  const secret = (typed ?? "").replace(/ /g, "");
  await expectNoAxeViolations(page);
  await shot(page, testInfo, "totp-setup");

  const field = page.getByLabel("Wpisz kod, który pokazuje teraz aplikacja");
  await expect(field).toHaveAttribute("inputmode", "numeric");
  await expect(field).toHaveAttribute("autocomplete", "one-time-code");
  const right = await appCode(secret);
  await field.fill(String((Number(right) + 1) % 1_000_000).padStart(6, "0"));
  await page.getByRole("button", { name: "Potwierdź kod" }).click();
  await expect(page.getByRole("alert")).toHaveText(API_ERRORS.second_factor_wrong.error);
  await expect(page.getByRole("heading", { name: "Drugi składnik dodany" })).toHaveCount(0);
  await field.fill(right);
  await page.getByRole("button", { name: "Potwierdź kod" }).click();
  await expect(page.getByRole("heading", { name: "Drugi składnik dodany" })).toBeVisible();
  await keepRecoveryCodes(page, account);
  await page.getByRole("button", { name: "Kody zapisane – przejdź do panelu" }).click();
  await panelIsLive(page);

  await signOut(page);
  await enterPassword(page, origin, account);
  await expect(page.getByRole("heading", { name: "Potwierdź logowanie" })).toBeVisible();
  // The account has no passkey: the step offers none.
  await expect(page.getByRole("button", { name: "Użyj klucza dostępu" })).toHaveCount(0);
  await shot(page, testInfo, "verify-totp");
  // The next step's code: the one used to set the app up is never accepted again.
  await page.getByLabel("Kod z aplikacji uwierzytelniającej").fill(await appCode(secret, 1));
  await page.getByRole("button", { name: "Potwierdź kod" }).click();
  await panelIsLive(page);

  // A lead keeps at least one factor: removing the only one is refused, and the app stays.
  await page.getByRole("tab", { name: "Konto" }).click();
  await page.getByRole("button", { name: "Usuń aplikację uwierzytelniającą" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Usunąć aplikację uwierzytelniającą?" });
  await dialog.getByRole("button", { name: "Usuń aplikację" }).click();
  await expect(page.getByRole("alert")).toHaveText(API_ERRORS.last_second_factor.error);
  await expect(
    page.getByRole("button", { name: "Usuń aplikację uwierzytelniającą" }),
  ).toBeFocused();
  await context.close();
});

test("a recovery code signs in once, and not twice", async ({
  browser,
  lead,
  origin,
}, testInfo) => {
  const account = lead("zapasowy");
  const { page } = await browserWithPasskeys(browser);
  const codes = await enrolPasskey(page, origin, account);
  const [first, second] = codes;
  if (!first || !second) throw new Error("no recovery codes");

  const useRecoveryCode = async (code: string) => {
    await signOut(page);
    await enterPassword(page, origin, account);
    await page.getByRole("button", { name: "Mam tylko kod zapasowy" }).click();
    await page.getByLabel("Kod zapasowy").fill(code);
    await page.getByRole("button", { name: "Użyj kodu zapasowego" }).click();
  };

  // Typed in capitals, as read aloud from a sheet of paper: the same code.
  await useRecoveryCode(first.toUpperCase());
  await panelIsLive(page);
  await page.getByRole("tab", { name: "Konto" }).click();
  await expect(page.getByText("Zostało 9 z 10.")).toBeVisible();

  await useRecoveryCode(first);
  await expect(page.getByRole("alert")).toHaveText(API_ERRORS.second_factor_wrong.error);
  await expect(page.getByLabel("Kod zapasowy")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await shot(page, testInfo, "recovery-refused");
  await page.getByLabel("Kod zapasowy").fill(second);
  await page.getByRole("button", { name: "Użyj kodu zapasowego" }).click();
  await panelIsLive(page);

  // A new set, shown once, replaces the old one.
  await page.getByRole("tab", { name: "Konto" }).click();
  await expect(page.getByText("Zostało 8 z 10.")).toBeVisible();
  await page.getByRole("button", { name: "Wygeneruj nowe kody" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Wygenerować nowe kody zapasowe?" });
  await expect(dialog).toContainText("Dotychczasowe kody przestaną działać.");
  await dialog.getByRole("button", { name: "Wygeneruj nowe kody" }).click();
  const renewed = await keepRecoveryCodes(page, account);
  expect(renewed).not.toContain(codes[2]);
  await page.getByRole("button", { name: "Kody zapisane" }).click();
  await expect(page.getByRole("list", { name: "Kody zapasowe" })).toHaveCount(0);
  await expect(page.getByText("Zostało 10 z 10.")).toBeVisible();

  await useRecoveryCode(codes[2] ?? "");
  await expect(page.getByRole("alert")).toHaveText(API_ERRORS.second_factor_wrong.error);
  await page.getByLabel("Kod zapasowy").fill(renewed[0] ?? "");
  await page.getByRole("button", { name: "Użyj kodu zapasowego" }).click();
  await panelIsLive(page);
  await page.context().close();
});
