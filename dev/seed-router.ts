import express, { type Response } from "express";
import type { z } from "zod";
import type { RequestSession } from "../app/session/request-session.server";

/**
 * A mock-only seed endpoint (POST /): its JSON body (at most `limit`) checked against `schema` —
 * 400 with the problems — then `seed` with the body and the request's session.
 */
export function seedRouter<T>(
  limit: string,
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  seed: (body: T, session: RequestSession, res: Response) => Promise<unknown>,
) {
  const router = express.Router();
  router.post("/", express.json({ limit }), async (req, res) => {
    const parsed = schema.safeParse(req.body ?? {});
    if (!parsed.success) return res.status(400).json({ error: parsed.error.flatten() });
    return seed(parsed.data, res.locals.session as RequestSession, res);
  });
  return router;
}
