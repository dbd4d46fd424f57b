// @vitest-environment jsdom
/**
 * useHydrated (ADR 0002): false on the server and while hydrating, true after; the switch is one
 * transition for the whole page, and a component mounted later starts enhanced.
 */
import { act, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

const actEnvironment = (on: boolean) => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on;
};
beforeEach(() => actEnvironment(true));

/** A fresh copy of the module: its "already enhanced" flag is per page load. */
async function freshHook() {
  vi.resetModules();
  return (await import("./hydrated")).useHydrated;
}

describe("useHydrated", () => {
  it("is false on the server, hydrates without a mismatch, then turns true", async () => {
    const useHydrated = await freshHook();
    const seen: boolean[] = [];
    function Probe() {
      const hydrated = useHydrated();
      seen.push(hydrated);
      return <p>{hydrated ? "enhanced" : "plain"}</p>;
    }
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe("plain");
    seen.length = 0;

    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(seen).toEqual([false, true]);
    expect(container.textContent).toBe("enhanced");
  });

  it("switches every component in one commit, and later mounts start true", async () => {
    const useHydrated = await freshHook();
    const commits: string[] = [];
    const later: boolean[] = [];
    function Late() {
      later.push(useHydrated());
      return null;
    }
    function Pair({ showLate }: { showLate: boolean }) {
      const a = useHydrated();
      const b = useHydrated();
      useEffect(() => {
        commits.push(`${a}/${b}`);
      });
      return showLate ? <Late /> : null;
    }
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Pair showLate={false} />);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Pair showLate={false} />);
    });
    expect(commits).toEqual(["false/false", "true/true"]);

    await act(async () => root?.render(<Pair showLate />));
    expect(later).toEqual([true]);
  });

  it("starts true on a client navigation from a page that used no useHydrated", async () => {
    const useHydrated = await freshHook();
    // The root marks the document once the first page has hydrated (root.tsx).
    document.documentElement.dataset.hydrated = "true";
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useHydrated());
      return null;
    }
    try {
      await act(async () => createRoot(document.createElement("div")).render(<Probe />));
      expect(seen).toEqual([true]);
    } finally {
      delete document.documentElement.dataset.hydrated;
    }
  });

  it("lets the browser in while the page switches: no task blocks for the whole re-render", async () => {
    const useHydrated = await freshHook();
    actEnvironment(false);
    const spin = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    // Rendered in one go, the enhanced fields block twice as long as the limit allows; the limit
    // leaves room for a busy machine's scheduling.
    const FIELDS = 100;
    const FIELD_MS = 4;
    const LIMIT_MS = (FIELDS * FIELD_MS) / 2;
    function Field() {
      if (useHydrated()) spin(FIELD_MS);
      return <span />;
    }
    function Form() {
      const hydrated = useHydrated();
      return (
        <div data-hydrated={hydrated}>
          {Array.from({ length: FIELDS }, (_, i) => (
            <Field key={i} />
          ))}
        </div>
      );
    }
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Form />);
    let longest = 0;
    let last = performance.now();
    let ticking = true;
    const tick = () => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      if (ticking) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    hydrateRoot(container, <Form />);
    await vi.waitFor(() => expect(container.querySelector("[data-hydrated=true]")).not.toBeNull(), { timeout: 5_000 });
    ticking = false;
    expect(longest).toBeLessThan(LIMIT_MS);
  });
});
