import autocannon from "autocannon"

export interface LoadResult {
  label: string
  requestsPerSecond: number
  p99Ms: number
  non2xx: number
  errors: number
}

/** autocannon against one URL; the figures the issue names: mean req/s and p99 latency. */
export async function load(label: string, url: string, options: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds, headers: options.headers })
  return {
    label,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

export const formatResult = (r: LoadResult) =>
  `${r.label.padEnd(44)} ${r.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99Ms).padStart(6)} ms` +
  (r.non2xx || r.errors ? `   (${r.non2xx} non-2xx, ${r.errors} errors)` : "")
