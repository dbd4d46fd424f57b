import type { Socket } from "node:net";

/**
 * Counts the socket writes of a response from now on (each `_write` or `_writev` call): how many
 * packets a body took, for the tests of the response writers.
 */
export function countSocketWrites(res: { socket: Socket | null }): () => number {
  let writes = 0;
  const socket = res.socket as Socket & { _write: Socket["_write"]; _writev?: Socket["_writev"] };
  const count = <T extends (...args: never[]) => unknown>(fn: T) =>
    ((...args: Parameters<T>) => {
      writes++;
      return fn.apply(socket, args);
    }) as T;
  socket._write = count(socket._write);
  if (socket._writev) socket._writev = count(socket._writev);
  return () => writes;
}
