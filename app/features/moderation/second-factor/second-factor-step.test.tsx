import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ModerationSession, SecondFactorMethod } from "#core/contract";
import { jsonResponse, sentChanges } from "#tests/support/fetch-mock";
import { SecondFactorStep } from "./second-factor-step";

const WRONG = "Nieprawidłowy kod. Spróbuj ponownie.";
const CODES = Array.from({ length: 10 }, (_, index) => `kod${index}-abcd-efgh`);
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as { code?: string }) : {};
    if (url.endsWith("/second-factor/verify")) {
      return body.code === "123456"
        ? new Response(null, { status: 204 })
        : jsonResponse(400, { code: "second_factor_wrong", error: WRONG });
    }
    if (url.endsWith("/second-factor/totp/setup")) {
      return jsonResponse(200, {
        secret: "JBSWY3DPEHPK3PXPJBSWY3DP",
        uri: "otpauth://totp/Juwenalia:ewa?secret=JBSWY3DPEHPK3PXPJBSWY3DP",
        qr: { size: 29, path: "M4 4h7v1h-7z" },
      });
    }
    if (url.endsWith("/second-factor/totp")) {
      return body.code === "123456"
        ? jsonResponse(200, { recoveryCodes: CODES })
        : jsonResponse(400, { code: "second_factor_wrong", error: WRONG });
    }
    return jsonResponse(404, { code: "not_found", error: "Nie znaleziono zasobu." });
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const session = (
  state: "verify" | "enrol",
  methods: SecondFactorMethod[] = [],
): ModerationSession => ({
  moderation: "pre",
  moderator: { name: "ewa", role: "lead" },
  secondFactor: { state, methods, recoveryCodesLeft: 10 },
});

function renderStep(value: ModerationSession) {
  const onDone = vi.fn();
  render(
    <SecondFactorStep
      session={value}
      onDone={onDone}
      onSignedOut={() => {}}
      onOtherAccount={() => {}}
    />,
  );
  return onDone;
}

describe("the second factor after the password", () => {
  it("takes a code from the app, digits only, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    const onDone = renderStep(session("verify", ["passkey", "totp"]));
    expect(screen.getByRole("heading", { name: "Potwierdź logowanie" })).toBe(
      document.activeElement,
    );
    // jsdom has no WebAuthn: the step says so instead of offering a button that cannot work.
    expect(screen.getByText(/Ta przeglądarka nie obsługuje kluczy dostępu/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Użyj klucza dostępu" })).toBeNull();

    const field = screen.getByLabelText("Kod z aplikacji uwierzytelniającej");
    expect(field.getAttribute("inputmode")).toBe("numeric");
    expect(field.getAttribute("autocomplete")).toBe("one-time-code");
    await user.type(field, "654 321");
    expect((field as HTMLInputElement).value).toBe("654321");
    await user.click(screen.getByRole("button", { name: "Potwierdź kod" }));
    expect((await screen.findByRole("alert")).textContent).toBe(WRONG);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(onDone).not.toHaveBeenCalled();

    await user.type(field, "123456");
    await user.click(screen.getByRole("button", { name: "Potwierdź kod" }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(sentChanges(fetchMock).map((change) => change.body)).toEqual([
      { method: "totp", code: "654321" },
      { method: "totp", code: "123456" },
    ]);
  });

  it("asks for six digits before sending anything", async () => {
    const user = userEvent.setup();
    renderStep(session("verify", ["totp"]));
    await user.type(screen.getByLabelText("Kod z aplikacji uwierzytelniającej"), "12");
    await user.click(screen.getByRole("button", { name: "Potwierdź kod" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Wpisz 6 cyfr z aplikacji.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offers a recovery code", async () => {
    const user = userEvent.setup();
    const onDone = renderStep(session("verify", ["totp"]));
    expect(screen.queryByLabelText("Kod zapasowy")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Mam tylko kod zapasowy" }));
    await user.type(screen.getByLabelText("Kod zapasowy"), " 123456 ");
    await user.click(screen.getByRole("button", { name: "Użyj kodu zapasowego" }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(sentChanges(fetchMock)[0]?.body).toEqual({ method: "recovery", code: "123456" });
  });

  it("shows only the recovery code where no factor of the account works in this browser", () => {
    renderStep(session("verify", ["passkey"]));
    expect(screen.getByLabelText("Kod zapasowy")).toBeTruthy();
    expect(
      screen.getByText(/Użyj kodu zapasowego albo zaloguj się w innej przeglądarce/),
    ).toBeTruthy();
  });

  it("enrols an authenticator app and shows the recovery codes once", async () => {
    const user = userEvent.setup();
    const onDone = renderStep(session("enrol"));
    expect(screen.getByRole("heading", { name: "Dodaj drugi składnik logowania" })).toBeTruthy();
    // Without WebAuthn (jsdom, an old in-app browser) the passkey says so and the app is offered.
    expect(
      screen.getByText(
        "Ta przeglądarka nie obsługuje kluczy dostępu. Użyj aplikacji uwierzytelniającej.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Dodaj klucz dostępu" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Ustaw aplikację" }));
    expect(
      await screen.findByRole("img", {
        name: "Kod QR do zeskanowania aplikacją uwierzytelniającą",
      }),
    ).toBeTruthy();
    expect(screen.getByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP")).toBeTruthy();

    await user.type(screen.getByLabelText("Wpisz kod, który pokazuje teraz aplikacja"), "123456");
    await user.click(screen.getByRole("button", { name: "Potwierdź kod" }));
    const codes = await screen.findByRole("list", { name: "Kody zapasowe" });
    expect(
      within(codes)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByText("Widać je tylko teraz")).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Kopiuj kody" }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join("\n"));
    await user.click(screen.getByRole("button", { name: "Kody zapisane – przejdź do panelu" }));
    expect(onDone).toHaveBeenCalledOnce();
  });
});
