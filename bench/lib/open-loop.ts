/**
 * Load at a fixed rate (an "open" loop, as shoppers arrive whether or not the last answer came): request i
 * is due at start + i / rate and goes out on the first of `connections` kept-alive connections that is
 * free; its latency counts from when it was due, so time spent waiting for a connection counts too (no
 * coordinated omission: a slow answer cannot hide the requests it held up). wrk measures the most a server
 * can do (closed loop: each connection asks again as soon as it has its answer); this measures what a shopper
 * waits at a given load.
 */
import { execFile } from "node:child_process"
import { readFile, unlink, writeFile } from "node:fs/promises"
import { Agent, request } from "node:http"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { percentile } from "./stats.js"

export interface OpenLoopResult {
  sent: number
  perSecond: number
  p50Ms: number
  p95Ms: number
  p99Ms: number
  /** Errors and answers other than 200 (timeouts not counted here). */
  failed: number
  /** The first failures, each as "path: status" or "path: the error", so a report says which answers failed and how. */
  failures: string[]
  /** Requests unanswered `timeoutMs` after they were due (0 without the option). */
  timeouts: number
  /** The p95 of each 5 s of the run (by when the requests were due): where the slow answers were. */
  p95ByFiveSeconds: number[]
}

/** How long a connection is kept while no request uses it: under the servers' own idle limit (see openLoop). */
const IDLE_MS = 4000

export async function openLoop(origin: string, paths: readonly string[], options: OpenLoopOptions): Promise<OpenLoopResult> {
  // A connection left idle is closed by the server (Varnish's timeout_idle: 5 s by default); a request written on
  // it at that moment fails with a reset before the server sees it, which a browser retries and Node's agent does
  // not. So idle connections are let go first, after 4 s (the production check's cold burst once counted 9 such
  // failures of 9,000, none of them seen by Varnish).
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections, timeout: IDLE_MS })
  let timeouts = 0
  const total = Math.round(options.rate * options.seconds)
  const latencies: number[] = []
  const windows: number[][] = []
  let failed = 0
  const failures: string[] = []
  const start = performance.now()
  const send = (path: string, due: number) =>
    new Promise<void>((resolve) => {
      let settled = false
      const done = (ok: boolean, why?: string) => {
        if (settled) return
        settled = true
        if (!ok && failures.length < 20) failures.push(`${path}: ${why}`)
        if (ok && options.timeoutMs !== undefined && performance.now() - due > options.timeoutMs) timeouts++
        else if (ok) {
          const latency = performance.now() - due
          latencies.push(latency)
          ;(windows[Math.floor((due - start) / 5000)] ??= []).push(latency)
        } else failed++
        resolve()
      }
      const asked = request(`${origin}${path}`, { agent, headers: options.headers }, (response) => {
        response.on("data", () => {})
        response.on("end", () => done(response.statusCode === 200, `${response.statusCode}`))
        response.on("error", (error) => done(false, error.message))
      }).on("error", (error) => settled || done(false, error.message))
      // Unanswered so long after it was due: a timeout (its connection is closed, as wrk closes it).
      if (options.timeoutMs !== undefined) {
        const timer = setTimeout(
          () => {
            if (settled) return
            settled = true
            timeouts++
            asked.destroy()
            resolve()
          },
          Math.max(0, due + options.timeoutMs - performance.now())
        )
        asked.on("close", () => clearTimeout(timer))
      }
      asked.end()
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
  const sorted = (values: number[] = []) => values.sort((a, b) => a - b)
  latencies.sort((a, b) => a - b)
  return {
    sent: total,
    perSecond: latencies.length / elapsed,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    failed,
    failures,
    timeouts,
    p95ByFiveSeconds: [...windows].map((window) => percentile(sorted(window), 95) ?? Number.NaN),
  }
}

export interface OpenLoopOptions {
  /** Requests a second, each due at its time whatever the answers before it did. */
  rate: number
  /** Kept-alive connections at most (a request due while all are busy waits for one, and that counts). */
  connections: number
  seconds: number
  headers?: Record<string, string>
  /** A request unanswered this long after it was due is a timeout (none unless set). */
  timeoutMs?: number
}

/**
 * The same in a process of its own (as wrk is), so that the bench's own work (its heap, its timers) never
 * delays a request's start and counts as the server's latency: `paths` are written to a file for it.
 */
export async function openLoopInChild(origin: string, paths: readonly string[], options: OpenLoopOptions): Promise<OpenLoopResult> {
  const file = path.join(tmpdir(), `bench-open-loop-${process.pid}.json`)
  await writeFile(file, JSON.stringify({ origin, paths, options }))
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), file], { maxBuffer: 1 << 20 })
    return JSON.parse(stdout.trim().split("\n").at(-1)!) as OpenLoopResult
  } finally {
    await unlink(file).catch(() => undefined)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { origin, paths, options } = JSON.parse(await readFile(process.argv[2]!, "utf8")) as { origin: string; paths: string[]; options: OpenLoopOptions }
  console.log(JSON.stringify(await openLoop(origin, paths, options)))
}
