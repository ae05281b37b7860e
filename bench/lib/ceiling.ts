import { fork } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"
import type { Figure } from "./figures.js"
import { formatResult, load, type LoadResult } from "./load.js"
import { rawGet } from "./raw-get.js"

const here = path.dirname(fileURLToPath(import.meta.url))

export interface CeilingResponse {
  /** The request URL this answers (path and query); unused when the ceiling has a single response. */
  path: string
  body: Buffer
  encoding: string | undefined
  /**
   * The headers the shop answered with (security headers, Cache-Control, ETag, Surrogate-Key…): with them the
   * bare server answers the same bytes on the wire, not only the same body. Without: Content-Type, -Length and
   * -Encoding only.
   */
  headers?: Record<string, string>
}

/**
 * The ceiling: a bare node:http server answering the given bytes from memory, in its own process like the
 * storefront. With one response it answers every path with it; with several, each by its exact path.
 */
export async function startCeiling(responses: CeilingResponse[]): Promise<{ url: string; pid: number; stop: () => void }> {
  // "advanced" serialization sends the Buffers as bytes (tens of MB for mixed traffic).
  const ceiling = fork(path.join(here, "ceiling-server.js"), [], { stdio: ["ignore", "inherit", "inherit", "ipc"], serialization: "advanced" })
  const port = await new Promise<number>((resolve) => {
    ceiling.once("message", (message) => resolve((message as { port: number }).port))
    ceiling.send({ responses })
  })
  return { url: `http://127.0.0.1:${port}`, pid: ceiling.pid!, stop: () => ceiling.kill() }
}

export interface CeilingComparison {
  label: string
  route: LoadResult
  ceiling: LoadResult
}

/**
 * One route under load, then its ceiling (a bare server answering the route's very bytes), each after an
 * unmeasured warm-up run so both are past their JIT warm-up. Prints both results.
 */
export async function compareWithCeiling(
  baseUrl: string,
  label: string,
  route: string,
  options: { connections: number; seconds: number; headers: Record<string, string> }
): Promise<CeilingComparison> {
  const wire = await rawGet(baseUrl + route, options.headers) // also warms the caches
  if (wire.status !== 200) throw new Error(`${route} answered ${wire.status}`)
  const ceiling = await startCeiling([{ path: "/", body: wire.body, encoding: wire.encoding }])
  try {
    await load("warm-up", baseUrl + route, { ...options, seconds: 2 })
    await load("warm-up", ceiling.url, { ...options, seconds: 2 })
    const routeResult = await load(`${label} ${route}`, baseUrl + route, options)
    const ceilingResult = await load(`  ceiling (${wire.body.length} bytes ${wire.encoding ?? "identity"})`, ceiling.url, options)
    console.log(formatResult(routeResult))
    console.log(formatResult(ceilingResult))
    return { label, route: routeResult, ceiling: ceilingResult }
  } finally {
    ceiling.stop()
  }
}

/** Issue 8's targets for a route against its ceiling: within 2× of its requests per second, p99 ≤ 25 ms. */
const TARGETS = { ratio: 2, p99Ms: 25 }

/** "label  ceiling / route 1.4× (target ≤ 2×), p99 … ✔" */
export function ceilingVerdict({ label, route, ceiling }: CeilingComparison): string {
  const ratio = ceiling.requestsPerSecond / route.requestsPerSecond
  const ok = ratio <= TARGETS.ratio && route.p99Ms <= TARGETS.p99Ms && route.errors === 0 && route.non2xx === 0
  return `${label.padEnd(16)} ceiling / route ${ratio.toFixed(2)}× (target ≤ ${TARGETS.ratio}×), p99 ${route.p99Ms} ms (target ≤ ${TARGETS.p99Ms} ms) ${ok ? "✔" : "✖"}`
}

/** A route's figures against its ceiling, each named "`name`: …". */
export function ceilingFigures(name: string, { route, ceiling }: CeilingComparison): Figure[] {
  return [
    { name: `${name}: p99`, value: route.p99Ms, unit: "ms", target: ["≤", TARGETS.p99Ms] },
    { name: `${name}: bare server ÷ storefront, requests/s`, value: ceiling.requestsPerSecond / route.requestsPerSecond, unit: "×", target: ["≤", TARGETS.ratio] },
    { name: `${name}: errors and non-2xx`, value: route.errors + route.non2xx, unit: "", target: ["=", 0] },
  ]
}
