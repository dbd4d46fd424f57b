// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scrollUnlessUserActs } from "./deferred-scroll";

describe("scrollUnlessUserActs", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("scrolls after the delay when nobody acts", () => {
    const scroll = vi.fn();
    scrollUnlessUserActs(scroll, 500);
    vi.advanceTimersByTime(499);
    expect(scroll).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scroll).toHaveBeenCalledTimes(1);
  });

  it.each(["pointerdown", "keydown", "input", "change", "wheel"])(
    "does not scroll once the person acts (%s)",
    (type) => {
      const scroll = vi.fn();
      scrollUnlessUserActs(scroll, 500);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      vi.advanceTimersByTime(1000);
      expect(scroll).not.toHaveBeenCalled();
    },
  );

  it("is cancelled by the returned function and leaves no listener behind", () => {
    const scroll = vi.fn();
    const remove = vi.spyOn(document, "removeEventListener");
    const cancel = scrollUnlessUserActs(scroll, 500);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(scroll).not.toHaveBeenCalled();
    expect(remove).toHaveBeenCalledTimes(5);
  });
});
