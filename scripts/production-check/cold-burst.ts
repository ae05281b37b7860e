/**
 * The cold burst through Varnish (issue 38, item 4): both storefront instances restarted and Varnish emptied,
 * then, from the moment both say ready, the whole site asked through Varnish's public listener by many
 * shoppers at once, as after a release that finds nothing kept. Varnish makes one fetch for the shoppers
 * waiting on the same URL and spreads the different URLs over both instances. The same burst straight to one
 * instance is the whole-site bench's cold part (bench/whole-site.ts); the paths and the load are the bench's.
 */
import { load, type LoadResult } from "../../bench/lib/load.js"
import { randomPathScript } from "../../bench/lib/paths.js"
import { listWholeSite } from "../../bench/lib/whole-site-paths.js"
import { waitForHttp } from "../lib/processes.js"
import type { ProductionStack } from "./stack.js"
import { varnishCounters } from "./varnish-drills.js"

/**
 * Issue 38's cold burst: 200 connections for 30 s, a request unanswered after 2 s a timeout; its target is
 * p99 ≤ 250 ms with no timeout. The drill holds what must never happen (check:production fails on it): an
 * error or a non-2xx answer, or Varnish unable to share answers (hit-for-miss for 1 % of the paths or more, as
 * when a page's shell was private). The latency is measured and said against the target, not held: on a
 * 2-core machine, where the load, Varnish, both storefronts, commerce and the CMS share the cores, the
 * storefronts' first answers to 11,000 new URLs queue behind each other for the first seconds.
 */
export const COLD_BURST = { connections: 200, seconds: 30, timeoutSeconds: 2, p99Ms: 250 } as const
/** As browsers ask: Varnish keeps a copy per encoding, and the storefronts answer brotli to this. */
const HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" }
const READY_WITHIN_MS = 60_000

export async function coldBurstThroughVarnish(stack: ProductionStack): Promise<{ ok: boolean; detail: string }> {
  // Listed before the restart: the list is made by asking an instance for the catalogue and the sitemaps.
  const site = await listWholeSite(stack.storefrontUrls[0]!)
  const script = await randomPathScript(site.all, "cold-burst")
  try {
    const readyMs = await everythingCold(stack)
    // wrk, not autocannon: on 2 cores autocannon's own JavaScript takes a core from the stack it measures.
    const burst = await load("cold burst through Varnish", stack.varnishUrl, {
      connections: COLD_BURST.connections,
      seconds: COLD_BURST.seconds,
      timeoutSeconds: COLD_BURST.timeoutSeconds,
      headers: HEADERS,
      script: script.file,
    })
    // Varnish started empty just before the burst, and the only request it had before is /healthz (passed):
    // its counters are the burst's.
    const varnish = await varnishCounters(stack.varnish.workDir)
    const otherErrors = burst.errors - burst.timeouts
    const targetMet = burst.p99Ms <= COLD_BURST.p99Ms && burst.timeouts === 0
    return {
      ok: otherErrors === 0 && burst.non2xx === 0 && varnish.hitmiss < site.all.length / 100,
      detail:
        `target p99 ≤ ${COLD_BURST.p99Ms} ms with no timeout ${targetMet ? "met" : "NOT MET"}; both instances ready ${(readyMs / 1000).toFixed(1)} s after the restart; from then ${describeBurst(burst, site.all.length)}; ` +
        `Varnish: ${varnish.hit} hits (${varnish.staleHit} of them stale, refreshed in the background), ${varnish.miss} misses for the ${site.all.length} paths ` +
        `(${varnish.hitmiss} of them hit-for-miss: the URL's last answer was not to be kept), ${varnish.pass} passed; ` +
        `${varnish.backendRequests} requests to the storefronts on ${varnish.backendConnections} connections; ` +
        `${varnish.nuked} copies evicted for room, ${varnish.fetchFailed} fetches failed (${varnish.unhealthy} with no storefront passing its probe)`,
    }
  } finally {
    await script.remove()
  }
}

/** The burst's figures on one line; wrk gives a rate, so the count is the rate times the duration. */
function describeBurst(burst: LoadResult, paths: number): string {
  return (
    `≈ ${Math.round(burst.requestsPerSecond * COLD_BURST.seconds).toLocaleString("en")} requests over the ${paths.toLocaleString("en")} paths (${Math.round(burst.requestsPerSecond)}/s, ${burst.tool}), ` +
    `p50 ${burst.p50Ms} ms, p99 ${burst.p99Ms} ms; ${burst.timeouts} timeouts (no answer in ${COLD_BURST.timeoutSeconds} s), ` +
    `${burst.errors - burst.timeouts} other errors, ${burst.non2xx} non-2xx (every path is a page or call that exists)`
  )
}

/**
 * Varnish restarted (empty), then both storefronts: nothing kept anywhere. Restarted, not banned: a BAN of
 * every tag would leave the copies that carry no Surrogate-Key. Varnish first, as in a deployment: the
 * storefronts' first purges find it there, and its probe (each second) sees them healthy again well before
 * they are ready. Resolves once both instances say ready, with the time since the restart began.
 */
async function everythingCold(stack: ProductionStack): Promise<number> {
  const started = performance.now()
  await stack.varnish.stop()
  await stack.varnish.start()
  await stack.restartStorefronts()
  // Polled every 10 ms, so the burst starts the moment both are ready.
  await Promise.all(stack.storefrontUrls.map((url) => waitForHttp(`${url}/readyz`, undefined, READY_WITHIN_MS, 10)))
  return performance.now() - started
}
