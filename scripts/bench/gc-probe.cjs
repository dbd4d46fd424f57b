// Preloaded by the soak (`node --expose-gc --require …`): on SIGUSR2 the server collects all its
// garbage and writes the heap still in use. A leak is what survives a full collection; RSS alone
// also follows how lazily V8 grows and gives back its heap (twentieth session, docs/performance.md).
"use strict";
process.on("SIGUSR2", () => {
  globalThis.gc();
  process.stderr.write(`gc-probe heap-used ${process.memoryUsage().heapUsed}\n`);
});
