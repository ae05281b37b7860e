/**
 * Shoppers on machines of their own, on this one machine: each request sent from a loopback address of its
 * own (127.0.0.2, 127.0.0.3, …; Linux answers the whole of 127.0.0.0/8 on `lo`). The storefronts trust only
 * 127.0.0.1, the address Varnish reaches them from (TRUSTED_PROXIES), so a shopper is counted as their own
 * address: straight to a storefront as its TCP peer, through Varnish as what Varnish appends to
 * X-Forwarded-For. The drills' own requests come from 127.0.0.1, like Varnish's.
 */
import http from "node:http"

/** The n-th shopper's address: 127.0.0.2 onwards (up to 250 shoppers). */
export function shopperAddress(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 249) throw new Error(`shopper ${n}: the drills have addresses for shoppers 0–249`)
  return `127.0.0.${n + 2}`
}

/** A POST of `body` as JSON from `localAddress`, answered as a fetch Response (so drills read it as they read fetch's). */
export function postJsonFrom(localAddress: string, url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const target = new URL(url)
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: "POST",
        localAddress,
        agent: false,
        headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)), ...headers },
        signal: AbortSignal.timeout(30_000),
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () => resolve(new Response(Buffer.concat(chunks), { status: response.statusCode ?? 502 })))
        response.on("error", reject)
      }
    )
    request.on("error", reject)
    request.end(payload)
  })
}
