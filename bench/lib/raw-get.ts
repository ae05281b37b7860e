import { get, type IncomingHttpHeaders } from "node:http"

/** Headers the bare server's own node:http writes itself (or that describe this one connection). */
const CONNECTION_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"])

/** The answer's headers as sent, for a bare server to answer the same bytes (string values only). */
function replayable(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === "string" && !CONNECTION_HEADERS.has(entry[0])))
}

/** The raw bytes, encoding and headers an URL answers with (fetch() would decompress them). */
export function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: Buffer; encoding?: string; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), encoding: response.headers["content-encoding"], headers: replayable(response.headers) })
      )
    }).on("error", reject)
  })
}
