// A TLS terminator for the browser tests, as production has one in front of the app: HTTPS on the
// public port, plain HTTP to the app on another, with X-Forwarded-Proto/-For/-Host (the app runs with
// TRUST_PROXY=true). The app then sets its production `__Host-` Secure cookie, which WebKit refuses
// over plain http://localhost. The certificate is made at start, self-signed for localhost.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A throwaway EC key and self-signed certificate for localhost and 127.0.0.1 (Debian's openssl). */
export function makeCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "e2e-tls-"));
  try {
    const made = spawnSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "7",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost,IP:127.0.0.1",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { encoding: "utf8" },
    );
    if (made.status !== 0) throw new Error(`openssl could not make the test certificate: ${made.stderr ?? made.error}`);
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Headers of one connection, not of the message (RFC 9110 §7.6.1): never passed on. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "te"]);

/**
 * Listens on `port` with HTTPS and passes every request on to http://127.0.0.1:`target`, streaming
 * both ways. A new upstream connection per request: the app closes idle keep-alive sockets after 5 s,
 * and a reused one closing under a request would fail it.
 * @param {{ port: number, target: number }} options
 * @returns {Promise<import("node:https").Server>}
 */
export function startHttpsFront({ port, target }) {
  const server = createServer(makeCertificate(), (req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
    const client = req.socket.remoteAddress ?? "127.0.0.1";
    headers["x-forwarded-for"] = headers["x-forwarded-for"] ? `${headers["x-forwarded-for"]}, ${client}` : client;
    headers["x-forwarded-proto"] = "https";
    if (req.headers.host) headers["x-forwarded-host"] = req.headers.host;
    const upstream = httpRequest(
      { host: "127.0.0.1", port: target, method: req.method, path: req.url, headers, agent: false },
      (answer) => {
        const kept = [];
        for (let i = 0; i < answer.rawHeaders.length; i += 2) {
          const name = answer.rawHeaders[i] ?? "";
          if (!HOP_BY_HOP.has(name.toLowerCase())) kept.push(name, answer.rawHeaders[i + 1] ?? "");
        }
        res.writeHead(answer.statusCode ?? 502, kept);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" }).end("The app is not answering.");
      else res.destroy();
    });
    // A browser that leaves mid-answer: the app's side goes too.
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, () => resolve(server));
  });
}
