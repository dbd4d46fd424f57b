import express from "express";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerBuild } from "@remix-run/node";
import { boundBodies } from "./body-limit.server";
import { crossSiteRefusal } from "./cross-site.server";
import { canonicalDataPath, createRouteResolver } from "./route-resolver.server";
import { itAnswers } from "../../../test/table";

const routes = {
  root: { id: "root", path: "", parentId: undefined },
  "routes/_index": { id: "routes/_index", index: true, parentId: "root" },
  "routes/otp-check": { id: "routes/otp-check", path: "otp-check", parentId: "root" },
  "routes/mailing-address_.edit": {
    id: "routes/mailing-address_.edit",
    path: "mailing-address/edit",
    parentId: "root",
  },
  "routes/$": { id: "routes/$", path: "*", parentId: "root" },
} as unknown as ServerBuild["routes"];

describe("createRouteResolver", () => {
  const resolve = createRouteResolver(routes);
  itAnswers(resolve, "%s resolves to %s", [
    ["/otp-check", "routes/otp-check"],
    ["/otp-check/", "routes/otp-check"],
    ["/otp-check//", "routes/otp-check"],
    ["/OTP-Check", "routes/otp-check"],
    ["/otp-check.data", "routes/otp-check"],
    ["/", "routes/_index"],
    ["/_root.data", "routes/_index"],
    ["/mailing-address/edit", "routes/mailing-address_.edit"],
    ["/anything/else", "routes/$"],
  ]);

  it("a data path stands for its page", () => {
    expect(canonicalDataPath("/otp-check.data")).toBe("/otp-check");
    expect(canonicalDataPath("/_root.data")).toBe("/");
    expect(canonicalDataPath("/otp-check")).toBe("/otp-check");
  });
});

describe("boundBodies and crossSiteRefusal on a real listener", () => {
  let server: Server;
  let url = "";
  beforeAll(async () => {
    const app = express();
    app.use((req, res, next) => {
      res.locals.routeId = req.path === "/upload" ? "upload" : "form";
      next();
    });
    app.use(crossSiteRefusal(false));
    app.use(
      boundBodies(
        (routeId) => (routeId === "upload" ? 1000 : 100),
        (_req, res, why) => void res.status(why === "tooLarge" ? 413 : 411).json({ refused: why }),
      ),
    );
    app.use(async (req, res) => {
      let size = 0;
      for await (const chunk of req) size += (chunk as Buffer).byteLength;
      res.json({ size });
    });
    await new Promise<void>((done) => {
      server = app.listen(0, "127.0.0.1", () => done());
    });
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}, chunked = false) =>
    fetch(`${url}${path}`, {
      method: "POST",
      body,
      headers: { origin: url, ...headers },
      ...(chunked ? { duplex: "half" } : {}),
    } as RequestInit);

  it("passes a body within its route's limit, refuses a larger one unread and a chunked one", async () => {
    expect(await (await post("/form", "a=1")).json()).toEqual({ size: 3 });
    expect(await (await post("/upload", "y".repeat(900))).json()).toEqual({ size: 900 });
    const declared = await post("/form", "x".repeat(101));
    expect([declared.status, await declared.json()]).toEqual([413, { refused: "tooLarge" }]);
    expect(declared.headers.get("connection")).toBe("close");
    const chunked = await post("/upload", new Blob(["y".repeat(50)]).stream(), {}, true);
    expect([chunked.status, await chunked.json()]).toEqual([411, { refused: "lengthRequired" }]);
  });

  it("refuses posts from another site, another scheme, an opaque or unreadable origin", async () => {
    for (const origin of ["http://evil.example", url.replace("http:", "https:"), "null", "::::"]) {
      expect((await post("/form", "a=1", { origin })).status, origin).toBe(403);
    }
    expect((await post("/form", "a=1", { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post("/form", "a=1", { "sec-fetch-site": "same-origin" })).status).toBe(200);
  });

  it("lets GET through untouched", async () => {
    expect(await (await fetch(`${url}/form`, { headers: { origin: "http://evil.example" } })).json()).toEqual({
      size: 0,
    });
  });
});
