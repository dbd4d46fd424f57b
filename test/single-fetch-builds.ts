/**
 * Single fetch's encoders as the tests of the patches before ADR 0237 needed them (nothing imports this
 * now): the patched CommonJS build (what the server loads) and the unpatched ES module build (the reference).
 */
import { createRequire } from "node:module";
// @ts-expect-error an internal module of the ES module build (never patched), without declarations
import * as unpatchedSingleFetch from "@remix-run/server-runtime/dist/esm/single-fetch.js";

type EncodeVia = (data: unknown, signal: AbortSignal, timeout?: number, mode?: string) => ReadableStream<Uint8Array>;
type Handoff = ReadableStream<Uint8Array> | { settledText: string };
type DataResponse = (
  data: unknown,
  signal: AbortSignal,
  timeout: number | undefined,
  mode: string,
  init: ResponseInit,
) => Response;

const require = createRequire(import.meta.url);
export const { encodeDocumentHandoff, singleFetchDataResponse } =
  require("@remix-run/server-runtime/dist/single-fetch.js") as {
    encodeDocumentHandoff: (data: unknown, signal: AbortSignal, timeout?: number, mode?: string) => Handoff;
    singleFetchDataResponse: DataResponse;
  };

/** The unpatched encoder of every single-fetch answer. */
export const unpatchedEncodeVia = (unpatchedSingleFetch as { encodeViaTurboStream: EncodeVia }).encodeViaTurboStream;
