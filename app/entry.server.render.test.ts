/**
 * handleRequest's streaming contract, with React's renderer replaced by a fake that lets the test say
 * when the shell and the whole page are ready: when the Response comes (shell, or everything for a
 * bot), what its body is (a Node stream piped by our server, or a web stream for anyone else), and
 * that the render is aborted after 5 s only when something is still pending.
 */
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

interface FakeRender {
  options: { onShellReady?: () => void; onAllReady?: () => void };
  pipe: ReturnType<typeof vi.fn>;
  abort: ReturnType<typeof vi.fn>;
}
const renders: FakeRender[] = [];

vi.mock("react-dom/server", () => ({
  renderToPipeableStream: (_element: unknown, options: FakeRender["options"]) => {
    const render: FakeRender = {
      options,
      pipe: vi.fn((destination: NodeJS.WritableStream) => destination.end()),
      abort: vi.fn(),
    };
    renders.push(render);
    return { pipe: render.pipe, abort: render.abort };
  },
}));

const { default: handleRequest } = await import("./entry.server");

const BOT = "Googlebot/2.1 (+http://www.google.com/bot.html)";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0";

function start(userAgent: string, context: Partial<AppLoadContext> = {}) {
  const request = new Request("http://localhost/", { headers: { "user-agent": userAgent } });
  const loadContext = { nonce: "n0nce", ...context } as AppLoadContext;
  let response: Response | undefined;
  const remixContext = { staticHandlerContext: { loaderData: {} } } as unknown as EntryContext;
  void handleRequest(request, 200, new Headers(), remixContext, loadContext).then((r) => (response = r));
  const render = renders.at(-1)!;
  return { render, response: () => response };
}

const turn = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  renders.length = 0;
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("handleRequest", () => {
  it("answers a browser at the shell, with the body as a web stream", async () => {
    const { render, response } = start(BROWSER);
    render.options.onShellReady!();
    await turn();
    const answer = response()!;
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(answer.body).toBeInstanceOf(ReadableStream);
    expect(render.pipe).toHaveBeenCalledTimes(1);
    expect(await answer.text()).toBe("");
  });

  it("answers a bot only once everything is rendered", async () => {
    const { render, response } = start(BOT);
    render.options.onShellReady?.();
    await turn();
    expect(response()).toBeUndefined();
    render.options.onAllReady!();
    await turn();
    expect(response()!.body).toBeInstanceOf(ReadableStream);
  });

  it("aborts a render still pending after 5 s", async () => {
    const { render } = start(BROWSER);
    render.options.onShellReady!();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(render.abort).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(render.abort).toHaveBeenCalledTimes(1);
  });

  it("leaves a finished render alone: no abort 5 s later", async () => {
    const { render } = start(BROWSER);
    render.options.onShellReady!();
    render.options.onAllReady!();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(render.abort).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
