import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { get } from "../../test/requests";
import { applicant, routeTestKit } from "../../test/route-kit";
import { clientLoader, loader } from "./address-suggestions";

const kit = routeTestKit();

async function ask(context: AppLoadContext, search: string | null) {
  const query = search === null ? "" : `?${new URLSearchParams({ search })}`;
  const response = await loader({ request: get(`/address-suggestions${query}`), context, params: {} });
  return { response, body: (await response.json()) as unknown };
}

const lookups = () => kit.paths().filter((path) => path === "/lookup");

describe("GET /address-suggestions", () => {
  it("answers the provider's suggestions as SPEC's four fields, never cached", async () => {
    const { context } = await applicant(kit);
    const { response, body } = await ask(context, "12 oak");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(body).toEqual([
      { street_line: "12 Oak St", city: "Springfield", state: "IL", zipcode: "62701" },
      { street_line: "12 Oak Ave", city: "Columbus", state: "OH", zipcode: "43215" },
      { street_line: "12 Oak Rd", city: "Austin", state: "TX", zipcode: "78701" },
      { street_line: "12 Oak Ln", city: "Denver", state: "CO", zipcode: "80202" },
      { street_line: "12 Oak Dr", city: "Portland", state: "OR", zipcode: "97201" },
    ]);
    expect(lookups()).toHaveLength(1);
  });

  it("asks the provider once per search (SPEC §7: cached, not retried)", async () => {
    const { context } = await applicant(kit);
    await ask(context, "12 oak");
    await ask(context, "12  OAK ");
    expect(lookups()).toHaveLength(1);
  });

  it.each([null, "", "12", "   "])("a search too short (%j) answers [] without asking the provider", async (search) => {
    const { context } = await applicant(kit);
    const { body } = await ask(context, search);
    expect(body).toEqual([]);
    expect(lookups()).toEqual([]);
  });

  it("is only for an applicant who verified the code (our provider key is not public)", async () => {
    const { context } = await applicant(kit, { verified: false });
    const { body } = await ask(context, "12 oak");
    expect(body).toEqual([]);
    expect(lookups()).toEqual([]);
  });

  it.each(["500", "401", "403", "malformed"] as const)(
    "a provider failure (%s) answers [] and never ends our session or the bank session",
    async (kind) => {
      const { context, session } = await applicant(kit);
      const before = structuredClone(session.data);
      kit.bank.faults.addressLookup = { kind, times: 1 };
      const { response, body } = await ask(context, "12 oak");
      expect(response.status).toBe(200);
      expect(body).toEqual([]);
      expect(lookups()).toHaveLength(1);
      expect(session.status).not.toBe("expired");
      expect(session.data.upstream).toEqual(before.upstream);
      expect(session.data.draft).toEqual(before.draft);
      expect(session.data.leadId).toBe(before.leadId);
      // A failure is not cached: the next search asks again.
      const again = await ask(context, "12 oak");
      expect(again.body).toHaveLength(5);
    },
  );

  it("a provider timeout answers []", async () => {
    const { context } = await applicant(kit);
    kit.bank.faults.addressLookup = { kind: "timeout" };
    const { body } = await ask(context, "12 oak");
    expect(body).toEqual([]);
  });
});

describe("GET /address-suggestions, throttled", () => {
  it("asks the provider at most 60 times a minute for one session, then answers []", async () => {
    const { context } = await applicant(kit);
    for (let i = 0; i < 60; i += 1) await ask(context, `${i} oak`);
    expect(lookups()).toHaveLength(60);
    const { response, body } = await ask(context, "61 oak");
    expect(response.status).toBe(200);
    expect(body).toEqual([]);
    expect(lookups()).toHaveLength(60);
  });
});

describe("clientLoader (the combobox's fetcher, ADR 0002)", () => {
  const through = (serverLoader: () => Promise<unknown>) =>
    clientLoader({ serverLoader, request: get("/address-suggestions?search=x"), params: {} } as unknown as Parameters<
      typeof clientLoader
    >[0]);

  it("hands on the server's suggestions", async () => {
    const list = [{ street_line: "12 Oak St", city: "Springfield", state: "IL", zipcode: "62701" }];
    expect(await through(async () => list)).toEqual(list);
  });

  it.each([
    ["offline", () => Promise.reject(new TypeError("Failed to fetch"))],
    [
      "a redirect (maintenance)",
      () => Promise.reject(new Response(null, { status: 302, headers: { Location: "/maintenance" } })),
    ],
    ["an error page", () => Promise.reject(new Error("Unable to decode turbo-stream response"))],
    ["something else than a list", async () => ({ html: true })],
  ])("%s: no suggestions, never the error page", async (_name, serverLoader) => {
    expect(await through(serverLoader)).toEqual([]);
  });
});
