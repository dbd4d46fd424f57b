// Node's own refusals never reach Express: answered here as our page, with security headers (ADR 0229).
import { STATUS_CODES, type Server } from "node:http";
import type { Duplex } from "node:stream";
import type { Env } from "~/server/env.server";
import { bilingualPlainPage, type PlainPage } from "./plain-pages.server";
import { securityHeaderLines } from "./security-headers.server";

/** As Node gives them (lib/_http_server.js, socketOnError). */
function refusalOf(code: string | undefined): { status: 400 | 408 | 431; page: PlainPage } {
  if (code === "HPE_HEADER_OVERFLOW") return { status: 431, page: "unreadableTooLarge" };
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return { status: 408, page: "unreadable" };
  return { status: 400, page: "unreadable" };
}

type ClientSocket = Duplex & { _httpMessage?: { headersSent?: boolean } | null };

export function clientErrorAnswer(
  error: { code?: string },
  headerLines: () => string[],
  brand: string,
): { status: number; bytes: Buffer } {
  const { status, page } = refusalOf(error.code);
  const body = Buffer.from(bilingualPlainPage(brand, page, "/"));
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...headerLines(),
    "Content-Type: text/html; charset=utf-8",
    `Content-Length: ${body.length}`,
    "Cache-Control: no-store",
    "Connection: close",
  ].join("\r\n");
  return { status, bytes: Buffer.concat([Buffer.from(`${head}\r\n\r\n`), body]) };
}

export function answerClientErrors(server: Server, env: Pick<Env, "NODE_ENV" | "BRAND_NAME">) {
  const headerLines = securityHeaderLines(env);
  server.on("clientError", (error: Error & { code?: string }, socket: ClientSocket) => {
    // As Node does: an answer only while nothing of another answer has gone out on this socket.
    if (!socket.writable || socket._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorAnswer(error, headerLines, env.BRAND_NAME).bytes, () => socket.destroy());
  });
}
