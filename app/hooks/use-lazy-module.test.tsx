import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useLazyModule } from "./use-lazy-module";

describe("useLazyModule", () => {
  it("loads nothing until enabled", async () => {
    const load = vi.fn(async () => ({ name: "toast" }));
    const { result, rerender } = renderHook(({ enabled }) => useLazyModule(load, enabled), {
      initialProps: { enabled: false },
    });
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toBeNull();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current).toEqual({ name: "toast" }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("retries a failed load when the browser comes back online", async () => {
    const load = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue({ name: "toast" });
    const { result } = renderHook(() => useLazyModule(load, true));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(result.current).toBeNull();
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(result.current).toEqual({ name: "toast" }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
