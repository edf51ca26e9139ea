import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { useHydrated } from "./use-hydrated";

function Probe() {
  return <p>{useHydrated() ? "browser" : "static"}</p>;
}

afterEach(cleanup);

describe("useHydrated", () => {
  it("is false in the prerendered HTML", () => {
    expect(renderToString(<Probe />)).toBe("<p>static</p>");
  });

  it("turns true in the browser once the first render has committed", async () => {
    await act(async () => {
      render(<Probe />);
    });
    expect(screen.getByText("browser")).toBeInTheDocument();
  });
});
