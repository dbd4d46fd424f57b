import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable, redirect } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "./components/nonce";
import { maintenanceRedirect } from "./domain/maintenance";
import { textsBlocksOf, textsFor } from "./i18n/catalogues.server";
import { FallbackLanguageContext } from "./i18n/fallback-language";
import { localeOf } from "./i18n/locale.server";
import { TextsBlocksContext } from "./i18n/texts-blocks";

const ABORT_DELAY = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  const locale = localeOf(loadContext);
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let allReady = false;
    let abortTimer: NodeJS.Timeout | undefined;
    const respond = () => {
      shellRendered = true;
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      const body = new PassThrough();
      resolve(
        new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <FallbackLanguageContext.Provider value={{ locale, texts: textsFor(locale, "common", "errors") }}>
          <TextsBlocksContext.Provider value={textsBlocks(remixContext.staticHandlerContext.loaderData, nonce)}>
            <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
          </TextsBlocksContext.Provider>
        </FallbackLanguageContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          if (!waitForAll) respond();
        },
        onAllReady() {
          // Nothing left to abort: a late timer would only make React build an abort error for a finished render.
          allReady = true;
          clearTimeout(abortTimer);
          if (waitForAll) respond();
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.log?.error({ err: error }, "render error");
        },
      },
    );
    if (!allReady) abortTimer = setTimeout(abort, ABORT_DELAY);
  });
}

// ADR 0160. JSON, never run, yet with the nonce so that no script element of the page is without one.
function textsBlocks(loaderData: Readonly<Record<string, unknown>>, nonce: string) {
  return textsBlocksOf(loaderData).map(({ id, json }) => (
    <script key={id} type="application/json" id={id} nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
  ));
}

export const handleDataRequest: HandleDataRequestFunction = async (response, { request, context }) => {
  if (request.method !== "GET") return response;
  const to = await maintenanceRedirect(new URL(request.url).pathname, () => context.isMaintenance());
  return to ? redirect(to) : response;
};

// Our redacting logger, not console.error, which would print whatever the error holds; only the path is logged.
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  // A client's mistake (a route without an action, a bad data request) is no failure of ours.
  if (isRouteErrorResponse(error) && error.status < 500) {
    context.log.info({ status: error.status, path }, "request refused by the router");
    return;
  }
  context.log.error({ err: error, path }, "unhandled error in a loader, action or render");
};
