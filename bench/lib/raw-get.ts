import { get } from "node:http"

/** The raw bytes and encoding an URL answers with (fetch() would decompress them). */
export function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: Buffer; encoding?: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), encoding: response.headers["content-encoding"] })
      )
    }).on("error", reject)
  })
}
