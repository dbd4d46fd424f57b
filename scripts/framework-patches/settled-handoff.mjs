// Patches that write a document's loader data into the page at once when none of it is a promise
// (ADR 0212): turbo-stream, @remix-run/server-runtime and @remix-run/react's CommonJS builds, the ones
// the server runs. Applied by scripts/patch-framework.mjs; what a patch is and how it is checked is
// said there.
//
// Single fetch hands a document's data to the browser through a stream: a ReadableStream of the
// encoded text with a 4.95 s timeout and its AbortController, read by <StreamTransfer>, which suspends
// on every read (twice for settled data: the text, then the end) and makes React render its Suspense
// boundary again each time. None of the app's loaders return promises, so the text is complete before
// the render starts; it is now written in the same two scripts without the stream, the timer or the
// suspensions. Data with a promise in it goes the way it went.
import { MARKER } from "./marker.mjs";

export const SETTLED_HANDOFF_PATCHES = [
  {
    pkg: "turbo-stream",
    version: "2.4.1",
    file: "dist/turbo-stream.js",
    replacements: [
      {
        why: "encodeSettled: the whole encoding as text when the input holds no promise",
        find: `exports.encode = encode;
`,
        replace: `exports.encode = encode;
${MARKER}
// What encode's stream would carry, as one string, when the input holds no promise (nothing
// deferred); undefined otherwise, and the caller encodes it as a stream (ADR 0212).
function encodeSettled(input, options) {
    const { plugins, postPlugins } = options ?? {};
    const encoder = {
        deferred: {},
        index: 0,
        indices: new Map(),
        stringified: [],
        plugins,
        postPlugins,
    };
    const id = flatten_js_1.flatten.call(encoder, input);
    if (Array.isArray(id) || Object.keys(encoder.deferred).length > 0)
        return undefined;
    return id < 0 ? \`\${id}\\n\` : \`[\${encoder.stringified.join(",")}]\\n\`;
}
exports.encodeSettled = encodeSettled;
`,
      },
    ],
  },
  {
    pkg: "@remix-run/server-runtime",
    version: "2.17.5",
    file: "dist/single-fetch.js",
    replacements: [
      {
        why: "encodeViaTurboStream: its plugins in a function of their own, shared with the settled encoding",
        find: `    onComplete: () => {
      clearStreamTimeout();
      requestSignal.removeEventListener("abort", clearStreamTimeout);
    },
    plugins: [value => {
`,
        replace: `    onComplete: () => {
      clearStreamTimeout();
      requestSignal.removeEventListener("abort", clearStreamTimeout);
    },
    ...turboStreamPlugins(serverMode)
  });
}
${MARKER}
// The plugins of encodeViaTurboStream, unchanged, for it and for encodeDocumentHandoff (ADR 0212).
function turboStreamPlugins(serverMode) {
  return {
    plugins: [value => {
`,
      },
      {
        why: "encodeDocumentHandoff: a document's settled data as text, with no stream, timer or controller",
        find: `    }, () => ["SingleFetchFallback"]]
  });
}
`,
        replace: `    }, () => ["SingleFetchFallback"]]
  };
}
${MARKER}
// A document's data (ADR 0212): when none of it is a promise, its whole encoding as text, which
// RemixServer writes into the page at once; otherwise the stream, as before.
function encodeDocumentHandoff(data, requestSignal, streamTimeout, serverMode) {
  let settledText;
  try {
    settledText = turboStream.encodeSettled(data, turboStreamPlugins(serverMode));
  } catch {
    // Data that cannot be encoded (a getter that throws) fails inside the stream, in the render,
    // as it did: handleDocumentRequest calls this outside its try.
    settledText = undefined;
  }
  if (settledText === undefined) return encodeViaTurboStream(data, requestSignal, streamTimeout, serverMode);
  return {
    settledText,
    // Readable as the stream was, by a RemixServer that does not know the settled form (another
    // build of @remix-run/react than the patched one): the text's bytes, then the end.
    getReader() {
      let read = false;
      return {
        read: async () => read ? { done: true, value: undefined } : (read = true, { done: false, value: new TextEncoder().encode(settledText) }),
        cancel: async () => {},
        releaseLock() {}
      };
    }
  };
}
exports.encodeDocumentHandoff = encodeDocumentHandoff;
`,
      },
      {
        why: "singleFetchDataResponse: a data request's settled answer as text, kept on the Response too",
        find: `exports.encodeDocumentHandoff = encodeDocumentHandoff;
`,
        replace: `exports.encodeDocumentHandoff = encodeDocumentHandoff;
${MARKER}
// A data request's answer (ADR 0213): when none of the data is a promise, the Response's body is the
// settled text (the same encoding as a document's hand-off), also kept on the Response under a
// registered symbol, so a server that writes answers itself sends it without reading it back
// through a stream; otherwise the stream, as before.
const SETTLED_BODY = Symbol.for("@remix-run/server-runtime:settled-body");
function singleFetchDataResponse(data, requestSignal, streamTimeout, serverMode, init) {
  let body = encodeDocumentHandoff(data, requestSignal, streamTimeout, serverMode);
  if (typeof body.settledText !== "string") return new Response(body, init);
  let response = new Response(body.settledText, init);
  Object.defineProperty(response, SETTLED_BODY, { value: body.settledText });
  return response;
}
exports.singleFetchDataResponse = singleFetchDataResponse;
`,
      },
    ],
  },
  {
    pkg: "@remix-run/server-runtime",
    version: "2.17.5",
    file: "dist/server.js",
    replacements: [
      {
        why: "handleDocumentRequest: the document's data handed off settled when it can be",
        // The newline first: the second render's line, two spaces deeper, holds this one's text.
        find: `
      serverHandoffStream: singleFetch.encodeViaTurboStream(state, request.signal, build.entry.module.streamTimeout, serverMode),
`,
        replace: `
      ${MARKER}
      serverHandoffStream: singleFetch.encodeDocumentHandoff(state, request.signal, build.entry.module.streamTimeout, serverMode),
`,
      },
      {
        why: "handleDocumentRequest's second render (an error boundary's): the same",
        find: `        serverHandoffStream: singleFetch.encodeViaTurboStream(state, request.signal, build.entry.module.streamTimeout, serverMode),
`,
        replace: `        ${MARKER}
        serverHandoffStream: singleFetch.encodeDocumentHandoff(state, request.signal, build.entry.module.streamTimeout, serverMode),
`,
      },
      {
        why: "handleSingleFetchRequest: a data request's answer settled when it can be",
        find: `  return new Response(singleFetch.encodeViaTurboStream(result, request.signal, build.entry.module.streamTimeout, serverMode), {
    status: status || 200,
    headers: resultHeaders
  });
`,
        replace: `  ${MARKER}
  return singleFetch.singleFetchDataResponse(result, request.signal, build.entry.module.streamTimeout, serverMode, {
    status: status || 200,
    headers: resultHeaders
  });
`,
      },
      {
        why: "a data request's redirect from handleDataRequest: the same",
        find: `          return new Response(singleFetch.encodeViaTurboStream(result, request.signal, _build.entry.module.streamTimeout, serverMode), {
            status: singleFetch.SINGLE_FETCH_REDIRECT_STATUS,
            headers
          });
`,
        replace: `          ${MARKER}
          return singleFetch.singleFetchDataResponse(result, request.signal, _build.entry.module.streamTimeout, serverMode, {
            status: singleFetch.SINGLE_FETCH_REDIRECT_STATUS,
            headers
          });
`,
      },
    ],
  },
  {
    pkg: "@remix-run/react",
    version: "2.17.5",
    file: "dist/single-fetch.js",
    replacements: [
      {
        why: "SettledTransfer: StreamTransfer's two scripts for a text known before the render",
        find: `function getSingleFetchDataStrategy(manifest, routeModules, getRouter) {
`,
        replace: `${MARKER}
// StreamTransfer's output for data encoded before the render (ADR 0212): the same two scripts,
// the text and the end, with no stream to read and so nothing to suspend on.
function SettledTransfer({
  context,
  text,
  nonce
}) {
  if (!context.renderMeta || !context.renderMeta.didRenderScripts) {
    return null;
  }
  return /*#__PURE__*/React__namespace.createElement(React__namespace.Fragment, null, /*#__PURE__*/React__namespace.createElement("script", {
    nonce: nonce,
    dangerouslySetInnerHTML: {
      __html: \`window.__remixContext.streamController.enqueue(\${markup.escapeHtml(JSON.stringify(text))});\`
    }
  }), /*#__PURE__*/React__namespace.createElement("script", {
    nonce: nonce,
    dangerouslySetInnerHTML: {
      __html: \`window.__remixContext.streamController.close();\`
    }
  }));
}
exports.SettledTransfer = SettledTransfer;
function getSingleFetchDataStrategy(manifest, routeModules, getRouter) {
`,
      },
    ],
  },
  {
    pkg: "@remix-run/react",
    version: "2.17.5",
    file: "dist/server.js",
    replacements: [
      {
        why: "RemixServer: a settled hand-off written at once, a stream through StreamTransfer as before",
        find: `  }))), context.future.v3_singleFetch && context.serverHandoffStream ? /*#__PURE__*/React__namespace.createElement(React__namespace.Suspense, null, /*#__PURE__*/React__namespace.createElement(singleFetch.StreamTransfer, {
`,
        replace: `  }))), ${MARKER}
  context.future.v3_singleFetch && context.serverHandoffStream && typeof context.serverHandoffStream.settledText === "string" ? /*#__PURE__*/React__namespace.createElement(singleFetch.SettledTransfer, {
    context: context,
    text: context.serverHandoffStream.settledText,
    nonce: nonce
  }) : context.future.v3_singleFetch && context.serverHandoffStream ? /*#__PURE__*/React__namespace.createElement(React__namespace.Suspense, null, /*#__PURE__*/React__namespace.createElement(singleFetch.StreamTransfer, {
`,
      },
    ],
  },
];
