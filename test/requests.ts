import type { AppLoadContext } from "@remix-run/node";
import { expect } from "vitest";

/** Requests for route loaders and actions, and what to make of their answers. */

/** A form POST as the browser sends it; undefined fields are left out. */
export function post(path: string, fields: Record<string, string | undefined>): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, value);
  return new Request(`http://localhost${path}`, { method: "POST", body });
}

export function get(path: string): Request {
  return new Request(`http://localhost${path}`);
}

/** Runs a loader or action and returns its Response, whether returned or thrown. */
export async function settle(run: unknown): Promise<{ thrown: boolean; response: Response }> {
  try {
    const value = await run;
    if (!(value instanceof Response)) throw new Error(`expected a Response, got ${JSON.stringify(value)}`);
    return { thrown: false, response: value };
  } catch (error) {
    if (error instanceof Response) return { thrown: true, response: error };
    throw error;
  }
}

/** Posts a form to a route's action in `context` (no route params); its Response, returned or thrown. */
export function posted(
  action: (args: { request: Request; context: AppLoadContext; params: Record<string, string> }) => unknown,
  path: string,
  context: AppLoadContext,
  fields: Record<string, string | undefined>,
): Promise<{ thrown: boolean; response: Response }> {
  return settle(action({ request: post(path, fields), context, params: {} }));
}

/** A loader's data; fails the test when it answered (or threw) a Response instead. */
export async function dataOf<T>(run: T | Promise<T>): Promise<Exclude<T, Response>> {
  const notData = (response: Response) =>
    new Error(`expected data, got a ${response.status} to ${response.headers.get("Location")}`);
  let value: T;
  try {
    value = await run;
  } catch (error) {
    if (error instanceof Response) throw notData(error);
    throw error;
  }
  if (value instanceof Response) throw notData(value);
  return value as Exclude<T, Response>;
}

/** A redirect to `location` with the status given (default 303), or one of the statuses given. */
export function expectRedirect(response: Response, location: string, status: number | number[] = 303) {
  if (Array.isArray(status)) expect(status).toContain(response.status);
  else expect(response.status).toBe(status);
  expect(response.headers.get("Location")).toBe(location);
}
