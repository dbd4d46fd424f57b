import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";

/** Test helper: posts plain values through Conform exactly as a route action does. */
export function formData(values: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (typeof value === "string") form.append(key, value);
    else form.append(key, value as Blob);
  }
  return form;
}

export function conform<S extends z.ZodTypeAny>(schema: S, values: Record<string, string | Blob | undefined>) {
  return parseWithZod(formData(values), { schema });
}

/** The first error message per field (Conform's view), {} when valid. */
export function conformErrors<S extends z.ZodTypeAny>(schema: S, values: Record<string, string | Blob | undefined>) {
  const submission = conform(schema, values);
  if (submission.status === "success") return {};
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(submission.error ?? {})) {
    if (messages && messages[0]) out[key] = messages[0];
  }
  return out;
}

/** The first message per path of a direct zod safeParse, {} when valid. */
export function zodErrors<S extends z.ZodTypeAny>(schema: S, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    out[key] ??= issue.message;
  }
  return out;
}
