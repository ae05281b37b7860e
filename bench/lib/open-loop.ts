/**
 * Load at a fixed rate (an "open" loop, as shoppers arrive whether or not the last answer came): request i
 * is due at start + i / rate and goes out on the first of `connections` kept-alive connections that is
 * free; its latency counts from when it was due, so time spent waiting for a connection counts too (no
 * coordinated omission: a slow answer cannot hide the requests it held up). wrk measures the most a server
 * can do (closed loop: each connection asks again as soon as it has its answer); this measures what a shopper
 * waits at a given load.
 */
import { Agent, request } from "node:http"

export interface OpenLoopResult {
  sent: number
  perSecond: number
  p50Ms: number
  p95Ms: number
  p99Ms: number
  failed: number
}

export async function openLoop(origin: string, paths: readonly string[], options: { rate: number; connections: number; seconds: number; headers?: Record<string, string> }): Promise<OpenLoopResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections })
  const total = Math.round(options.rate * options.seconds)
  const latencies: number[] = []
  let failed = 0
  const start = performance.now()
  const send = (path: string, due: number) =>
    new Promise<void>((resolve) => {
      const done = (ok: boolean) => {
        if (ok) latencies.push(performance.now() - due)
        else failed++
        resolve()
      }
      request(`${origin}${path}`, { agent, headers: options.headers }, (response) => {
        response.on("data", () => {})
        response.on("end", () => done(response.statusCode === 200))
        response.on("error", () => done(false))
      })
        .on("error", () => done(false))
        .end()
    })
  const inFlight: Promise<void>[] = []
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / options.rate
    const wait = due - performance.now()
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait))
    inFlight.push(send(paths[i % paths.length]!, due))
  }
  await Promise.all(inFlight)
  const elapsed = (performance.now() - start) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? Number.NaN
  return { sent: total, perSecond: latencies.length / elapsed, p50Ms: percentile(50), p95Ms: percentile(95), p99Ms: percentile(99), failed }
}
