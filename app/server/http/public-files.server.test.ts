import fs, { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { publicFiles } from "./public-files.server";

const LONG = `<ol>${"<li>A clause of the terms.</li>".repeat(100)}</ol>`; // 3 KB: compressed
let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "public-files-"));
  writeFileSync(join(dir, "favicon.svg"), "<svg/>");
  mkdirSync(join(dir, "documents"));
  writeFileSync(join(dir, "documents", "terms.html"), "<p>terms</p>");
  writeFileSync(join(dir, "documents", "long.html"), LONG);
  mkdirSync(join(dir, "build"));
  writeFileSync(join(dir, "build", "app.js"), "bundle");
  const app = express();
  app.use(publicFiles(dir, { index: false }));
  app.use((_req, res) => void res.type("text").send("remix"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("public files", () => {
  it("serves the files public/ held at start-up, at the top level and below", async () => {
    const favicon = await fetch(`${base}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(await favicon.text()).toBe("<svg/>");
    expect(await (await fetch(`${base}/documents/terms.html`)).text()).toBe("<p>terms</p>");
    expect(await (await fetch(`${base}/favicon%2Esvg`)).text()).toBe("<svg/>");
  });

  it("compresses a file the client may take compressed (no middleware in front, as in the app)", async () => {
    const long = await fetch(`${base}/documents/long.html`, { headers: { "accept-encoding": "gzip" } });
    expect(long.headers.get("content-encoding")).toBe("gzip");
    expect(await long.text()).toBe(LONG); // fetch decodes it
    const plain = await fetch(`${base}/documents/long.html`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(LONG);
  });

  it("answers a Range request with the whole file: a part of a compressed answer could not be put together", async () => {
    const answer = await fetch(`${base}/documents/long.html`, {
      headers: { "accept-encoding": "gzip, br", range: "bytes=0-1199" },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-range")).toBeNull();
    expect(answer.headers.get("accept-ranges")).toBeNull();
    expect(answer.headers.get("vary")).toBe("Accept-Encoding");
    expect(await answer.text()).toBe(LONG);
  });

  it("hands every other path to the app without asking the disk (no stat per page)", async () => {
    const stat = vi.spyOn(fs, "stat");
    try {
      for (const path of ["/", "/credit-line", "/app-denied", "/build/app.js", "/documents-requested", "/%E0%A4%A"]) {
        expect(await (await fetch(`${base}${path}`)).text()).toBe("remix");
      }
      expect(stat).not.toHaveBeenCalled();
      // The spy sees serve-static's stat when a file is asked for.
      await fetch(`${base}/favicon.svg`);
      expect(stat).toHaveBeenCalled();
    } finally {
      stat.mockRestore();
    }
  });

  it("leaves posts to the app", async () => {
    const posted = await fetch(`${base}/favicon.svg`, { method: "POST" });
    expect(await posted.text()).toBe("remix");
  });
});
