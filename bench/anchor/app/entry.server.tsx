import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";

// Remix 2's default entry.server, as a new app gets it: crawlers wait for the whole document
// (onAllReady), browsers get the shell as soon as it renders (onShellReady) and the rest streamed.
const ABORT_DELAY = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  // The template's fifth argument, unused by the template too.
  _loadContext: AppLoadContext,
) {
  const waitForAll = isbot(request.headers.get("user-agent") || "");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const start = () => {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set("Content-Type", "text/html");
      resolve(
        new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />,
      {
        onShellReady() {
          if (!waitForAll) start();
        },
        onAllReady() {
          if (waitForAll) start();
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // An error before the shell rejects above and Remix logs it; one after it is only ours to log.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
