// The floor of a page's server cost (issue 15, ADR 0234): what `GET /credit-line` costs when the
// page renders less and less, against the bare Remix anchors, CPU per request, interleaved rounds.
//
//   npm run build && npm run bench:floor
//   FLOOR_ROUNDS=8 FLOOR_SECONDS=4 npm run bench:floor
//
// Three builds of this tree: the app as it is; the same with the credit line's route component
// rendering `<p>x</p>` ("no page content"); and the same with the root rendering only <html>, <Meta>,
// <Links>, <Outlet> and <Scripts> ("no content, no layout"). The two stripped builds are made in a
// temporary copy of the tree. Everything else each request does is unchanged: the server's
// middleware, the session, CSRF and CSP, the loaders, single fetch's data for hydration.
// If a variant's page still costs more than a goal allows, no work on rendering can meet that goal.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { percentile, table } from "./report.mjs";
import { appRouteCount, ROOT, startAnchor, startApp } from "./servers.mjs";
import { load } from "./load.mjs";
import { BUDGETS } from "./throughput.mjs";
import { atCreditLine } from "./visitor.mjs";
import { isMain } from "../is-main.mjs";

const ROUNDS = Number(process.env.FLOOR_ROUNDS ?? 6);
const SECONDS = Number(process.env.FLOOR_SECONDS ?? 4);

/** Source edits that strip a build: each must still apply, or the figure would be of the app as it is. */
const EMPTY_ROUTE = {
  file: "app/routes/credit-line.tsx",
  find: "export default function CreditLine() {",
  replace: "export default function CreditLine() {\n  return <p>x</p>;",
};
const BARE_ROOT = {
  file: "app/root.tsx",
  find: "  return (\n    <Document data={data}>\n      <Outlet />\n    </Document>\n  );",
  replace:
    '  const nonce = useNonce();\n  return (\n    <html lang="en"><head><meta charSet="utf-8" /><Meta /><Links /></head>' +
    "<body><Outlet /><Scripts nonce={nonce} /></body></html>\n  );",
};

const SKIPPED = new Set(["node_modules", ".git", "build", "test-results", "playwright-report", ".profiles", ".data"]);

/** A built copy of this tree with `edits` applied, in a temporary folder (node_modules linked). */
function strippedBuild(name, edits) {
  const dir = mkdtempSync(join(tmpdir(), `floor-${name}-`));
  cpSync(ROOT, dir, {
    recursive: true,
    filter: (source) => {
      const path = relative(ROOT, source);
      return path === "" || (!SKIPPED.has(path.split("/")[0]) && path !== join("public", "build"));
    },
  });
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  for (const { file, find, replace } of edits) {
    const source = readFileSync(join(dir, file), "utf8");
    if (!source.includes(find))
      throw new Error(`bench:floor: its edit of ${file} no longer applies; update EMPTY_ROUTE or BARE_ROOT`);
    writeFileSync(join(dir, file), source.replace(find, replace));
  }
  const built = spawnSync("npm", ["run", "build"], { cwd: dir, encoding: "utf8" });
  if (built.status !== 0) throw new Error(`bench:floor: the ${name} build failed:\n${built.stdout}${built.stderr}`);
  return dir;
}

export async function floor({ rounds = ROUNDS, seconds = SECONDS, log = console.log } = {}) {
  const routes = await appRouteCount();
  log(
    `\nThe floor of GET /credit-line: CPU per request, ${rounds} interleaved rounds of ${seconds} s (memory sessions)\n`,
  );
  const dirs = [];
  const subjects = [];
  try {
    log("building the two stripped copies…");
    dirs.push(strippedBuild("empty", [EMPTY_ROUTE]), strippedBuild("bare", [EMPTY_ROUTE, BARE_ROOT]));
    const apps = [
      ["the app, GET /credit-line", ROOT],
      ["no page content (route renders <p>x</p>)", dirs[0]],
      ["no content, no layout (root: html, Meta, Links, Outlet, Scripts)", dirs[1]],
    ];
    for (const [name, root] of apps) {
      const server = await startApp({ root });
      const { v } = await atCreditLine(server.base, { email: "bench-floor@example.com" });
      subjects.push({
        name,
        server,
        requests: [{ method: "GET", path: "/credit-line", headers: { cookie: v.cookie() } }],
      });
    }
    const hello = [{ method: "GET", path: "/" }];
    subjects.push({ name: "anchor: hello, 1 route", server: await startAnchor(0), requests: hello, anchor: "one" });
    subjects.push({
      name: `anchor: hello + ${routes - 2} trivial (${routes} routes)`,
      server: await startAnchor(routes - 2),
      requests: hello,
      anchor: "same",
    });
    const cpu = new Map(subjects.map((s) => [s, []]));
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 ? [...subjects].reverse() : subjects;
      for (const subject of order) {
        await load(subject.server, subject.requests, { seconds: 1 }); // warm (JIT), not counted
        cpu.get(subject).push((await load(subject.server, subject.requests, { seconds })).cpuPerRequest);
      }
      log(`  round ${round + 1} of ${rounds}`);
    }
    const median = (subject) => percentile(cpu.get(subject), 50);
    const one = median(subjects.find((s) => s.anchor === "one"));
    const same = median(subjects.find((s) => s.anchor === "same"));
    // By CPU: a page meets "≥ r × an anchor's req/s" when it costs at most anchor's CPU / r.
    const allowed = same / BUDGETS.get;
    const rows = [
      [
        "what",
        "CPU/req",
        "× 1-route anchor's CPU",
        `× ${routes}-route anchor's CPU`,
        `≤ ${allowed.toFixed(2)} ms (GET ≥ ${BUDGETS.get} ×)`,
      ],
    ];
    for (const subject of subjects) {
      const m = median(subject);
      rows.push([
        subject.name,
        `${m.toFixed(2)} ms`,
        (m / one).toFixed(2),
        (m / same).toFixed(2),
        subject.anchor ? "–" : m <= allowed ? "within" : "over",
      ]);
    }
    log(`\n${table(rows)}\n`);
    log(
      `The right-hand column: the CPU a GET may cost to meet issue 45's budget (the ${routes}-route anchor's CPU over ${BUDGETS.get}).`,
    );
    return { one, same, figures: subjects.map((s) => ({ name: s.name, cpu: median(s) })) };
  } finally {
    await Promise.all(subjects.map((s) => s.server.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  await floor();
  process.exit(0);
}
