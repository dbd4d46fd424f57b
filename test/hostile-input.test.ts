/**
 * Issue 10, over real HTTP against the built production server: each abuse that was reproduced
 * (numbered as in the issue) and what must hold afterwards.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, csrfOf, startServer, serverForSuite, GENEROUS_LIMITS } from "./server-process";

/** A visitor who has chosen a card and holds the basic information form (and its CSRF token). */
async function applicant(url: string) {
  const visitor = browser(url);
  await visitor.request("/Meridian/Apply");
  const page = await visitor.request("/basic-info");
  return { ...visitor, csrf: csrfOf(await page.text()) };
}

/** Error-level (50) and fatal (60) lines the server wrote. */
function errorLines(log: string): string[] {
  return log.split("\n").filter((line) => /"level":(50|60)/.test(line));
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** Raw bytes over one socket: what the server answered and whether it then closed the connection. */
function rawExchange(port: number, head: string, body: Buffer): Promise<{ response: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let response = "";
    let closed = false;
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ response, closed });
    }, 3_000);
    socket.on("data", (d) => (response += d.toString("latin1")));
    socket.on("close", () => {
      closed = true;
      clearTimeout(timer);
      resolve({ response, closed });
    });
    socket.on("error", (error) => {
      // The server may answer and hang up while the body is still going out: what it said counts.
      if (response || ["EPIPE", "ECONNRESET"].includes((error as NodeJS.ErrnoException).code ?? "")) return;
      clearTimeout(timer);
      reject(error);
    });
    socket.write(head);
    // The body in pieces, each after the last has gone, reading in between: once the server has
    // answered (it may refuse after the first bytes) nothing more is sent, so no write races its reply.
    const PIECE = 64 * 1024;
    const sendFrom = (offset: number) => {
      if (offset >= body.byteLength || response || socket.destroyed) return;
      socket.write(body.subarray(offset, offset + PIECE), (error) => {
        if (!error) setImmediate(() => sendFrom(offset + PIECE));
      });
    };
    sendFrom(0);
  });
}

/** Sends a head, then the body it declared in pieces over a few hundred milliseconds, as a slow phone would. */
function slowSender(port: number, head: string, bodyBytes: number) {
  return new Promise<{ response: string; sent: number; writeError?: string }>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const result: { response: string; sent: number; writeError?: string } = { response: "", sent: 0 };
    const piece = Buffer.alloc(50_000, "x");
    let sent = 0;
    const sendNext = () => {
      if (sent >= bodyBytes || socket.destroyed) return;
      const next = piece.subarray(0, Math.min(piece.byteLength, bodyBytes - sent));
      sent += next.byteLength;
      socket.write(next, (error) => {
        if (error) return (result.writeError ??= error.message);
        result.sent = sent;
        setTimeout(sendNext, 20);
      });
    };
    socket.on("data", (d) => (result.response += d.toString("latin1")));
    socket.on("error", (error) => (result.writeError ??= error.message));
    socket.on("close", () => resolve(result));
    setTimeout(() => socket.destroy(), 5_000);
    socket.write(head, () => setTimeout(sendNext, 20));
  });
}

/**
 * Posts a chunked upload with no session while not reading for a while (a busy phone), and keeps
 * sending until the answer is read: whether the answer arrived, or was lost to a connection reset.
 */
function lateReader(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let response = "";
    socket.pause();
    socket.on("data", (d) => (response += d.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(/^HTTP\/1.1 (3|4)\d\d/.test(response)));
    socket.write(
      "POST /document-upload HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nTransfer-Encoding: chunked\r\n\r\n",
    );
    const piece = Buffer.alloc(64 * 1024);
    let sent = 0;
    const send = () => {
      if (sent > 1024 * 1024 || socket.destroyed) return;
      socket.write(`${piece.length.toString(16)}\r\n`);
      socket.write(piece);
      socket.write("\r\n", () => {
        sent += piece.length;
        setImmediate(send);
      });
    };
    send();
    setTimeout(() => socket.resume(), 300);
  });
}

describe("hostile input against the production server", () => {
  const app = serverForSuite({ MOCKS: "true", LOG_LEVEL: "info", ...GENEROUS_LIMITS });
  let port: number;
  beforeAll(() => {
    port = Number(new URL(app.url()).port);
  });

  it("1. an indexed or bracketed field name is refused at once (400), on every form", async () => {
    const visitor = await applicant(app.url());
    // A warm-up: the first answer of a fresh process compiles its code paths.
    await visitor.post("/basic-info", { csrf: visitor.csrf, "a[1]": "x" });
    for (const path of ["/basic-info", "/check-application-status", "/identity-verification", "/otp-check"]) {
      for (const name of ["a[999999999]", "firstName[]", "firstName[0]", "a.b", "emailAddress[100000000]"]) {
        const { value: response, ms } = await timed(() => visitor.post(path, { csrf: visitor.csrf, [name]: "x" }));
        expect(response.status, `${path} ${name}`).toBe(400);
        expect(await response.text()).toContain("The form had fields this page does not have.");
        expect(ms, `${path} ${name}`).toBeLessThan(250);
      }
    }
    const health = await timed(() => fetch(`${app.url()}/healthz`));
    expect(health.value.status).toBe(200);
    expect(health.ms).toBeLessThan(100);
  });

  it("1. a repeated field name or an unknown one is refused too; the declared form still works", async () => {
    const visitor = await applicant(app.url());
    const repeated = await visitor.request("/basic-info", {
      method: "POST",
      headers: { origin: app.url(), "content-type": "application/x-www-form-urlencoded" },
      body: `csrf=${encodeURIComponent(visitor.csrf)}&firstName=Jane&firstName=June`,
    });
    expect(repeated.status).toBe(400);
    expect((await visitor.post("/basic-info", { csrf: visitor.csrf, favouriteColour: "blue" })).status).toBe(400);
    const declared = await visitor.post("/basic-info", { csrf: visitor.csrf, firstName: "Jane" });
    expect(declared.status).toBe(303);
    expect(declared.headers.get("location")).toBe("/basic-info");
  });

  it("2. a form body over 64 KB is refused unread (413), one of no declared length too (411), and the page says answers are kept", async () => {
    const visitor = await applicant(app.url());
    const big = `csrf=${visitor.csrf}&firstName=${"x".repeat(200_000)}`;
    const declared = await visitor.post("/basic-info", { csrf: visitor.csrf, firstName: "x".repeat(200_000) });
    expect(declared.status).toBe(413);
    expect(declared.headers.get("connection")).toBe("close");
    expect(await declared.text()).toContain("Your saved answers are kept");
    const chunked = await visitor.request("/basic-info", {
      method: "POST",
      headers: { origin: app.url(), "content-type": "application/x-www-form-urlencoded" },
      body: new Blob([big]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(411);
    // A client still sending a body a little over the limit is not cut off mid-body (EPIPE, the
    // browser's own error page): the rest is read and dropped within bounds, then it gets the page.
    const slow = await slowSender(
      port,
      `POST /basic-info HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${visitor.cookie()}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 600000\r\nConnection: close\r\n\r\n`,
      600_000,
    );
    expect(slow.writeError).toBeUndefined();
    expect(slow.sent).toBe(600_000);
    expect(slow.response).toMatch(/^HTTP\/1.1 413/);
    // Nothing was lost: the form page still opens with the session.
    expect((await visitor.request("/basic-info")).status).toBe(200);
  });

  it("2. an upload is cut off while it streams, chunked or declared: no file is read before a valid token", async () => {
    const visitor = await applicant(app.url());
    const filePart = `--b\r\nContent-Disposition: form-data; name="addressFile"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const chunked = await rawExchange(
      port,
      `POST /document-upload HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${visitor.cookie()}\r\nContent-Type: multipart/form-data; boundary=b\r\nTransfer-Encoding: chunked\r\n\r\n`,
      Buffer.concat([
        Buffer.from(`${(filePart.length + 1024 * 1024).toString(16)}\r\n${filePart}`),
        Buffer.alloc(1024 * 1024),
        Buffer.from("\r\n"),
      ]),
    );
    expect(chunked.response).toMatch(/^HTTP\/1.1 (3|4)\d\d/);
    expect(chunked.closed).toBe(true);
    const declared = await rawExchange(
      port,
      `POST /document-upload HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${200 * 1024 * 1024}\r\n\r\n`,
      Buffer.alloc(1024),
    );
    // Refused unread: 413, or the redirect of a visitor with no application — and the socket closed.
    expect(declared.response).toMatch(/^HTTP\/1.1 (303|413)/);
    expect(declared.closed).toBe(true);
  });

  it("2b. an answer given while the client still sends reaches it even when it reads late (lingering close, no reset)", async () => {
    const arrived: boolean[] = [];
    for (let i = 0; i < 25; i++) arrived.push(await lateReader(port));
    expect(arrived.filter((ok) => !ok)).toHaveLength(0);
  }, 30_000);

  it("4. the code limit holds for every spelling of the path (slashes, .data, case)", async () => {
    const strict = await startServer({
      MOCKS: "true",
      RATE_LIMIT_POSTS_PER_MINUTE: "100000",
      RATE_LIMIT_OTP_PER_MINUTE: "4",
    });
    try {
      const { post } = browser(strict.url);
      const statuses: number[] = [];
      for (const path of [
        "/otp-check/",
        "/otp-check//",
        "/otp-check.data",
        "/OTP-Check",
        "/check-application-status/",
      ]) {
        statuses.push((await post(path, { otpCode: "123456" })).status);
      }
      expect(statuses.slice(0, 4)).not.toContain(429);
      expect(statuses[4]).toBe(429);
    } finally {
      await strict.stop();
    }
  }, 60_000);

  it("6. Origin: null, an origin that is no URL, or another scheme is refused (403), never a 500", async () => {
    const visitor = await applicant(app.url());
    for (const origin of ["null", "::::", "https://127.0.0.1:" + port, "http://evil.example"]) {
      const response = await visitor.post("/basic-info", { csrf: visitor.csrf, firstName: "Jane" }, { origin });
      expect(response.status, origin).toBe(403);
    }
    // A forwarded host from an untrusted client is ignored, not compared (Remix would throw: 500).
    const forwarded = await visitor.post(
      "/basic-info",
      { csrf: visitor.csrf, firstName: "Jane" },
      { origin: app.url(), "x-forwarded-host": "evil.example" },
    );
    expect(forwarded.status).toBe(303);
  });

  it("7. /keep-alive returns only to a screen of the route table", async () => {
    const visitor = await applicant(app.url());
    const cases: Array<[string, string]> = [
      ["/\t/evil.example", "/"],
      ["/basic-info\n", "/"],
      ["/basic-info\u0100", "/"],
      ["//evil.example", "/"],
      ["/\\evil.example", "/"],
      ["https://evil.example/", "/"],
      ["/not-a-screen", "/"],
      ["/basic-info", "/basic-info"],
      ["/session-expired?reason=idle", "/session-expired?reason=idle"],
    ];
    for (const [returnTo, expected] of cases) {
      const response = await visitor.post("/keep-alive", { csrf: visitor.csrf, returnTo });
      expect(response.status, JSON.stringify(returnTo)).toBe(303);
      expect(response.headers.get("location"), JSON.stringify(returnTo)).toBe(expected);
    }
  });

  it("10. a large body the server does not read closes the connection instead of stalling the next request", async () => {
    const head = `POST /basic-info HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000000\r\nConnection: keep-alive\r\n\r\n`;
    const { value, ms } = await timed(() => rawExchange(port, head, Buffer.alloc(256 * 1024, "a")));
    expect(value.response).toMatch(/^HTTP\/1.1 413/);
    expect(value.response.toLowerCase()).toContain("connection: close");
    expect(value.closed).toBe(true);
    expect(ms).toBeLessThan(2_000);
  });

  it("11. '?_data=' probes and malformed paths are 4xx and write no error-level log line", async () => {
    const visitor = await applicant(app.url());
    const before = errorLines(app.log()).length;
    for (const path of [
      "/basic-info?_data=routes%2Fbasic-info",
      "/basic-info?_data=nonexistent",
      "/?_data=root",
      "/%E0%A4%A",
    ]) {
      const response = await visitor.request(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
    expect((await visitor.post("/terms-and-conditions", { csrf: visitor.csrf })).status).toBeLessThan(500);
    expect(errorLines(app.log()).slice(before)).toEqual([]);
  });
});

describe("9. sessions are stored only when something needs keeping", () => {
  let dir: string;
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const app = serverForSuite(async () => {
    dir = await mkdtemp(join(tmpdir(), "sessions-"));
    return { MOCKS: "true", SESSION_STORE: `file:${dir}`, ...GENEROUS_LIMITS };
  });

  it("cookieless page views write no session file; choosing a card writes one", async () => {
    for (let i = 0; i < 50; i += 1) expect((await fetch(`${app.url()}/`)).status).toBe(200);
    expect(await readdir(dir).catch(() => [])).toEqual([]);
    const visitor = browser(app.url());
    await visitor.request("/Meridian/Apply");
    expect(await readdir(dir)).toHaveLength(1);
  });
});
