import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetAuthFailure } from "./auth-failure";
import { VenueMap } from "./venue-map";

vi.mock("../../components/picture", () => ({
  Picture: ({ alt }: { alt: string }) => <img alt={alt} />,
}));

const mapsScripts = () =>
  [...document.querySelectorAll("script")].filter((script) =>
    script.src.startsWith("https://maps.googleapis.com/"),
  );

afterEach(() => {
  cleanup();
  resetAuthFailure();
});

describe("VenueMap (drawing first, no request before the visitor asks)", () => {
  it("without a key keeps the drawing and the Google Maps link, with no word about keys", () => {
    render(<VenueMap apiKey={undefined} />);
    expect(screen.getByRole("img", { name: /Wejście 1.*Wejście 2/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pokaż interaktywną mapę" })).toBeNull();
    expect(screen.queryByRole("note")).toBeNull();
    expect(document.body).not.toHaveTextContent(/klucz|niedostępna/i);
    expect(screen.getByRole("link", { name: /Otwórz w Mapach Google/ })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=52.2395%2C21.0455",
    );
    expect(mapsScripts()).toHaveLength(0);
  });

  it("loads Google Maps only on the click, and shows AuthFailure when the key is rejected", async () => {
    render(<VenueMap apiKey="test-key" />);
    expect(mapsScripts()).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Pokaż interaktywną mapę" }));
    await vi.waitFor(() => expect(mapsScripts()).toHaveLength(1));
    const src = new URL(mapsScripts()[0]?.src ?? "");
    expect(src.pathname).toBe("/maps/api/js");
    expect(src.searchParams.get("key")).toBe("test-key");
    expect(src.searchParams.get("language")).toBe("pl");
    expect(screen.queryByRole("button", { name: "Pokaż interaktywną mapę" })).toBeNull();

    // What Google's script does when it rejects a key.
    act(() => window.gm_authFailure?.());
    const panel = await screen.findByRole("alert");
    expect(panel).toHaveTextContent("AuthFailure");
    expect(screen.getByRole("region", { name: "Interaktywna mapa Google" })).toContainElement(
      panel,
    );
  });
});
