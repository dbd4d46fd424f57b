// The patch of React's server writer (ADR 0201): react-dom 18.3's Node build, the one the server loads
// in production. Applied by scripts/patch-framework.mjs; what a patch is and how it is checked is said
// there.
//
// React encoded every piece of a page as it went: each tag, attribute and text was a separate
// TextEncoder.encodeInto call into a 2 KB Uint8Array, and each full array a separate write — ~1,000
// native calls and a dozen arrays per page, 15–20 % of a page's CPU. Patched, the pieces of one
// writing round are joined as a string and written once; the socket (or zlib) encodes it in one call.
// The bytes on the wire are the same. Only this file changes: renderToString (the legacy build), the
// development build and the browser's code are not touched.
import { MARKER } from "./marker.mjs";

export const REACT_WRITER_PATCHES = [
  {
    pkg: "react-dom",
    version: "18.3.1",
    file: "cjs/react-dom-server.node.production.min.js",
    replacements: [
      {
        why: "writeChunk: a piece is appended to the round's string (the encoding writer stays, unused)",
        find: `function r(a,b){if("string"===typeof b){`,
        replace: `${MARKER}function r(a,b){k+=b}function encodingWriteChunk(a,b){if("string"===typeof b){`,
      },
      {
        why: "completeWriting: the round's string written once",
        find: `function ca(a){k&&0<l&&a.write(k.subarray(0,l));k=null;l=0;q=!0}`,
        replace: `function ca(a){k&&a.write(k);k=null;l=0;q=!0}`,
      },
      {
        why: "stringToPrecomputedChunk: a constant piece stays a string",
        find: `function x(a){return u.encode(a)}`,
        replace: `function x(a){return a}`,
      },
      {
        why: "beginWriting (flushCompletedQueues): a round starts with an empty string",
        find: `function dd(a,b){k=new Uint8Array(2048);l=0;q=!0;`,
        replace: `function dd(a,b){k="";l=0;q=!0;`,
      },
      {
        why: "beginWriting again after the root segment's round",
        find: `ca(b);k=new Uint8Array(2048);l=0;q=!0;var D=a.partialBoundaries`,
        replace: `ca(b);k="";l=0;q=!0;var D=a.partialBoundaries`,
      },
    ],
  },
];
