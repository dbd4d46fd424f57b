import express from "express";
import helmet from "helmet";
import { describe, expect, it, vi } from "vitest";
import { contentSecurityPolicy, freshNonce, securityHeaders } from "./security-headers.server";

// Counts how often a helmet middleware runs (the reference below runs it per request, ours must not).
const helmetRuns = vi.hoisted(() => ({ count: 0 }));
vi.mock("helmet", async (importOriginal) => {
  const actual = (await importOriginal<typeof import("helmet")>()).default;
  const counted = (options: Parameters<typeof actual>[0]) => {
    const middleware = actual(options);
    return ((req, res, next) => {
      helmetRuns.count++;
      middleware(req, res, next);
    }) as typeof middleware;
  };
  return { default: Object.assign(counted, actual) };
});

async function headersOf(app: express.Express): Promise<Headers> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as { port: number };
  try {
    return (await fetch(`http://127.0.0.1:${port}/`)).headers;
  } finally {
    server.close();
  }
}

describe("security headers", () => {
  it("send the policy helmet wrote for the same directives, with this request's nonce", async () => {
    const ours = express();
    ours.use(securityHeaders({ NODE_ENV: "production" }));
    ours.get("/", (_req, res) => void res.send(String(res.locals.nonce)));
    const headers = await headersOf(ours);

    const nonce = /'nonce-([^']+)'/.exec(headers.get("content-security-policy") ?? "")?.[1] ?? "";
    const reference = express();
    reference.use(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [`'nonce-${nonce}'`, "'strict-dynamic'"],
            styleSrc: ["'self'"],
            imgSrc: ["'self'", "data:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            formAction: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'none'"],
            frameAncestors: ["'none'"],
          },
        },
        strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
        referrerPolicy: { policy: "strict-origin-when-cross-origin" },
        crossOriginEmbedderPolicy: false,
      }),
    );
    reference.get("/", (_req, res) => void res.send("x"));
    const expected = await headersOf(reference);

    for (const name of new Set(
      [...expected.keys()].filter((key) => !["date", "etag", "content-length"].includes(key)),
    )) {
      expect(headers.get(name), name).toBe(expected.get(name));
    }
    expect(contentSecurityPolicy(nonce)).toBe(expected.get("content-security-policy"));
  });

  it("run helmet once when made, not once per request; every answer still gets its headers", async () => {
    helmetRuns.count = 0;
    const app = express();
    app.use(securityHeaders({ NODE_ENV: "production" }));
    app.get("/", (_req, res) => void res.send("x"));
    expect(helmetRuns.count).toBe(1);
    const answers = [await headersOf(app), await headersOf(app), await headersOf(app)];
    expect(helmetRuns.count).toBe(1);
    for (const headers of answers) {
      expect(headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("x-powered-by")).toBeNull();
    }
    // Outside production: no HSTS, the rest the same.
    const development = express();
    development.use(securityHeaders({ NODE_ENV: "development" }));
    development.get("/", (_req, res) => void res.send("x"));
    const headers = await headersOf(development);
    expect(headers.get("strict-transport-security")).toBeNull();
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("nonces are 128 random bits in base64, never the same twice", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const nonce = freshNonce();
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(2000);
  });
});
