/**
 * Sends fast-check's hostile bodies to a running server and watches it: status counts, 5xx, how
 * long /healthz takes meanwhile, and whether a canary applicant's saved answers survive.
 */
import fc from "fast-check";
import { browser, csrfOf } from "../server-process";
import { fuzzBody, type FuzzBody } from "./bodies";

export interface FuzzReport {
  sent: number;
  statuses: Record<string, number>;
  /** Requests the server answered 5xx. */
  serverErrors: Array<{ path: string; status: number }>;
  /** Requests whose connection the server closed before answering: only bodies it refused unread. */
  cutOff: number;
  healthChecks: number;
  healthMaxMs: number;
  healthP95Ms: number;
  canaryIntact: boolean;
}

const CANARY = {
  firstName: "Canary",
  lastName: "Bird",
  emailAddress: "canary.bird@example.com",
  primaryPhone: "(212) 555-0143",
  otpMethod: "Email",
};

/** The canary's saved answers as the basic information page shows them. */
async function canaryAnswers(visitor: ReturnType<typeof browser>): Promise<string> {
  const html = await (await visitor.request("/basic-info")).text();
  return ["firstName", "lastName", "emailAddress"]
    .map((name) => new RegExp(`name="${name}"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="${name}"`).exec(html))
    .map((m) => m?.[1] ?? m?.[2] ?? "")
    .join("|");
}

function withToken(body: FuzzBody, token: string): FuzzBody {
  if (!body.withToken) return body;
  const type = body.headers["content-type"] ?? "";
  if (type.startsWith("multipart/form-data; boundary=fuzzboundary")) {
    const head = Buffer.from(`--fuzzboundary\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${token}\r\n`);
    const rest = typeof body.body === "string" ? Buffer.from(body.body) : Buffer.from(body.body);
    return { ...body, body: new Uint8Array(Buffer.concat([head, rest])) };
  }
  if (typeof body.body === "string") return { ...body, body: `csrf=${encodeURIComponent(token)}&${body.body}` };
  return body;
}

async function send(url: string, cookie: string, body: FuzzBody): Promise<number | "cut"> {
  const bytes = typeof body.body === "string" ? new TextEncoder().encode(body.body) : new Uint8Array(body.body);
  const init: RequestInit & { duplex?: "half" } = {
    method: "POST",
    redirect: "manual",
    headers: { origin: url, cookie, ...body.headers },
    body: body.chunked ? new Blob([bytes]).stream() : bytes,
  };
  if (body.chunked) init.duplex = "half";
  try {
    const response = await fetch(`${url}${body.path}`, init);
    await response.arrayBuffer().catch(() => undefined);
    return response.status;
  } catch {
    return "cut";
  }
}

export async function runFuzz(options: {
  url: string;
  count: number;
  concurrency?: number;
  seed?: number;
}): Promise<FuzzReport> {
  const { url, count } = options;
  const canary = browser(url);
  await canary.request("/Meridian/Apply");
  const canaryPage = await canary.request("/basic-info");
  await canary.post("/basic-info", { csrf: csrfOf(await canaryPage.text()), ...CANARY });
  const canaryBefore = await canaryAnswers(canary);

  const fuzzer = browser(url);
  await fuzzer.request("/Meridian/Apply");
  const token = csrfOf(await (await fuzzer.request("/basic-info")).text());

  const bodies = fc.sample(fuzzBody, { numRuns: count, seed: options.seed ?? 20261123 });
  const report: FuzzReport = {
    sent: 0,
    statuses: {},
    serverErrors: [],
    cutOff: 0,
    healthChecks: 0,
    healthMaxMs: 0,
    healthP95Ms: 0,
    canaryIntact: false,
  };

  let running = true;
  const healthTimes: number[] = [];
  const health = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      healthTimes.push(ok ? performance.now() - started : Number.POSITIVE_INFINITY);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();

  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const body = withToken(bodies[next++] as FuzzBody, token);
      const status = await send(url, fuzzer.cookie(), body);
      report.sent += 1;
      if (status === "cut") report.cutOff += 1;
      else {
        report.statuses[String(status)] = (report.statuses[String(status)] ?? 0) + 1;
        if (status >= 500) report.serverErrors.push({ path: body.path, status });
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker));
  running = false;
  await health;

  const sorted = [...healthTimes].sort((a, b) => a - b);
  report.healthChecks = sorted.length;
  report.healthMaxMs = Math.round(sorted.at(-1) ?? 0);
  report.healthP95Ms = Math.round(sorted[Math.floor(sorted.length * 0.95)] ?? 0);
  report.canaryIntact = (await canaryAnswers(canary)) === canaryBefore && canaryBefore.startsWith("Canary|Bird|");
  return report;
}
