import type { Response } from "express";

export interface Replacement {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Holds the first write (every loader and action has run) until `decide` answers: null sends it, else the replacement. */
export function gateAnswer(res: Response, decide: () => Promise<Replacement | null>): void {
  const write = res.write;
  const end = res.end;
  const headersBefore = res.getHeaders();
  let state: "open" | "deciding" | "replaced" = "open";
  const held: Array<() => void> = [];

  const replace = ({ status, headers, body }: Replacement) => {
    state = "replaced";
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    for (const [name, value] of Object.entries(headersBefore)) if (value !== undefined) res.setHeader(name, value);
    res.status(status).set(headers).set("Content-Length", String(body.byteLength));
    (end as (chunk: Buffer) => Response).call(res, body);
  };
  const decideOnce = () => {
    state = "deciding";
    decide().then(
      (replacement) => {
        if (replacement) return replace(replacement);
        res.write = write;
        res.end = end;
        for (const call of held) call();
      },
      (error: unknown) => res.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  };

  res.write = function gatedWrite(this: Response, ...args: Parameters<Response["write"]>) {
    if (state === "replaced") return true;
    held.push(() => write.apply(res, args));
    if (state === "open") decideOnce();
    return true;
  } as Response["write"];
  res.end = function gatedEnd(this: Response, ...args: Parameters<Response["end"]>) {
    if (state !== "replaced") {
      held.push(() => end.apply(res, args));
      if (state === "open") decideOnce();
    }
    return res;
  } as Response["end"];
}
