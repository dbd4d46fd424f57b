import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { expect, vi } from "vitest";

/**
 * The server's HTML of an element, in a component test's DOM environment. Conform picks its layout
 * effect when `document` exists, as it does here (not on the server): React's warning about that is
 * not what these tests are about; any other console error fails the test.
 */
export function serverHtml(element: ReactElement): string {
  const warnings = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    return renderToString(element);
  } finally {
    expect(warnings.mock.calls.filter(([text]) => !String(text).includes("useLayoutEffect"))).toEqual([]);
    warnings.mockRestore();
  }
}
