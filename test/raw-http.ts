import { request as httpRequest } from "node:http";

/** One request over node:http (not fetch): the answer's body exactly as sent, still encoded. */
export function rawRequest(
  port: number,
  path: string,
  { headers = {}, method = "GET" }: { headers?: Record<string, string>; method?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: "127.0.0.1", port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}
