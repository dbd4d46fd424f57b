import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { VIEWPORT, type Driver, type Key } from "./driver";

/**
 * WebKitGTK's MiniBrowser driven by Debian's WebKitWebDriver over W3C WebDriver (plain HTTP + JSON:
 * the few commands a journey needs, no client library). It needs an X display (DISPLAY; the runner,
 * scripts/run-engines.mjs, starts Xvfb).
 */
export const WEBKIT_WEBDRIVER = "/usr/bin/WebKitWebDriver";

export function miniBrowserPath(): string {
  // /usr/lib/<architecture>/webkit2gtk-4.<n>/MiniBrowser (Debian's layout).
  const found = readdirSync("/usr/lib", { withFileTypes: true })
    .filter((arch) => arch.isDirectory() && arch.name.endsWith("-linux-gnu"))
    .flatMap((arch) =>
      readdirSync(`/usr/lib/${arch.name}`)
        .filter((dir) => /^webkit(2gtk-4|gtk-6)\./.test(dir))
        .map((dir) => `/usr/lib/${arch.name}/${dir}/MiniBrowser`),
    )
    .filter((path) => existsSync(path));
  if (!found[0]) throw new Error("WebKitGTK's MiniBrowser is not installed (apt-get install webkit2gtk-driver)");
  return found[0];
}

const CONTROL = "\uE009";
const KEYS: Record<Key, string[]> = {
  Enter: ["\uE007"],
  Tab: ["\uE004"],
  Escape: ["\uE00C"],
  Copy: [CONTROL, "c"],
  Paste: [CONTROL, "v"],
};
/** W3C WebDriver's name for an element reference in JSON. */
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** One WebKitWebDriver per worker; each test opens its own session (its own MiniBrowser). */
export class WebKitService {
  private constructor(
    private readonly process: ChildProcess,
    readonly url: string,
  ) {}

  static async start(): Promise<WebKitService> {
    if (!process.env.DISPLAY) throw new Error("WebKit needs an X display: run through scripts/run-engines.mjs");
    if (!existsSync(WEBKIT_WEBDRIVER)) throw new Error("apt-get install webkit2gtk-driver");
    const port = await freePort();
    const child = spawn(WEBKIT_WEBDRIVER, [`--port=${port}`], { stdio: "ignore" });
    // Playwright may end a worker without its teardown: the driver goes with the worker anyway.
    process.once("exit", () => child.kill("SIGKILL"));
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`${url}/status`)).ok) return new WebKitService(child, url);
      } catch {
        // Not listening yet.
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    child.kill();
    throw new Error("WebKitWebDriver did not start");
  }

  stop(): void {
    this.process.kill();
  }
}

async function call<T>(url: string, method: "GET" | "POST" | "DELETE", body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { "content-type": "application/json" },
    body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
  });
  const json = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`WebDriver ${method} ${url}: ${json.value.error}: ${json.value.message}`);
  return json.value;
}

export async function webkitDriver(service: WebKitService): Promise<Driver> {
  const { sessionId } = await call<{ sessionId: string }>(`${service.url}/session`, "POST", {
    capabilities: {
      alwaysMatch: {
        browserName: "MiniBrowser",
        // The e2e servers' certificate is made at start, self-signed.
        acceptInsecureCerts: true,
        "webkitgtk:browserOptions": { binary: miniBrowserPath(), args: ["--automation"] },
      },
    },
  });
  const session = `${service.url}/session/${sessionId}`;
  const send = <T>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown) =>
    call<T>(`${session}${path}`, method, body);
  const find = async (selector: string) => {
    // WebKitWebDriver scrolls an element only to the viewport's edge, where it then counts it as
    // not interactable: it is brought to the middle first, as Playwright does.
    await send("POST", "/execute/sync", {
      script: "document.querySelector(arguments[0])?.scrollIntoView({ block: 'center', inline: 'center' })",
      args: [selector],
    });
    const found = await send<Record<string, string>>("POST", "/element", { using: "css selector", value: selector });
    return found[ELEMENT]!;
  };
  const keyActions = (actions: Array<{ type: "keyDown" | "keyUp"; value: string }>) =>
    send("POST", "/actions", { actions: [{ type: "key", id: "keyboard", actions }] });
  const keys = (text: string) =>
    keyActions(
      [...text].flatMap((value) => [
        { type: "keyDown" as const, value },
        { type: "keyUp" as const, value },
      ]),
    );
  /** Keys held together (a chord), released in reverse. */
  const chord = (values: string[]) =>
    keyActions([
      ...values.map((value) => ({ type: "keyDown" as const, value })),
      ...values.reverse().map((value) => ({ type: "keyUp" as const, value })),
    ]);
  const evaluate = <R>(expression: string) =>
    send<R>("POST", "/execute/async", {
      // The last argument is WebDriver's callback: a promise's value, or an error's message.
      script: `const done = arguments[arguments.length - 1];
        Promise.resolve().then(() => (${expression})).then(done, (e) => done({ __error: String(e && e.stack || e) }));`,
      args: [],
    }).then((value) => {
      const failed = value as { __error?: string } | null;
      if (failed && typeof failed === "object" && "__error" in failed) throw new Error(failed.__error);
      return value;
    });

  // The window holds MiniBrowser's toolbar: grow it until the page itself is the viewport's size.
  // (Its toolbar keeps the window at least 447 px wide: narrower viewports come out at that width.)
  const setViewport = async (width: number, height: number) => {
    await send("POST", "/window/rect", { width, height });
    const inner = await evaluate<{ w: number; h: number }>("({ w: window.innerWidth, h: window.innerHeight })");
    await send("POST", "/window/rect", { width: width + (width - inner.w), height: height + (height - inner.h) });
  };
  await setViewport(VIEWPORT.width, VIEWPORT.height);

  return {
    engine: "webkit",
    goto: async (url) => void (await send("POST", "/url", { url })),
    url: () => send<string>("GET", "/url"),
    evaluate,
    click: async (selector) => void (await send("POST", `/element/${await find(selector)}/click`)),
    fill: async (selector, value) => {
      const element = await find(selector);
      await send("POST", `/element/${element}/clear`);
      await send("POST", `/element/${element}/value`, { text: value });
    },
    select: async (selector, value) =>
      void (await send("POST", `/element/${await find(`${selector} option[value="${value}"]`)}/click`)),
    upload: async (selector, file) =>
      void (await send("POST", `/element/${await find(selector)}/value`, { text: file })),
    type: async (text) => void (await keys(text)),
    press: async (key) => void (await chord([...KEYS[key]])),
    screenshot: async (file) => {
      // WebDriver shoots the viewport: make it as tall as the page for the shot.
      const height = await evaluate<number>("document.documentElement.scrollHeight");
      await setViewport(VIEWPORT.width, Math.max(VIEWPORT.height, height));
      writeFileSync(file, Buffer.from(await send<string>("GET", "/screenshot"), "base64"));
      await setViewport(VIEWPORT.width, VIEWPORT.height);
    },
    close: async () => void (await send("DELETE", "")),
  };
}
