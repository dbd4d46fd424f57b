import type { TestInfo } from "@playwright/test";

/** True in the 'js' project, false in 'no-js'. Branch only where the behaviour really differs. */
export function hasJs(testInfo: TestInfo): boolean {
  return testInfo.project.name !== "no-js";
}
