/**
 * How long one Node process takes to take on many new connections while it serves the ones it has (issue 38,
 * item 4): a bare node:http server (bench/lib/ramp-server.js, nothing of the shop) costing 0 or 100 µs of its
 * thread per request, wrk opening 200 connections at once. Since libuv#3696 a loop accepts one connection per
 * turn, and each turn first serves every request ready on the connections already accepted: the last
 * connections wait seconds for their first answer. This bounds the cold and 200-connection figures of one
 * storefront instance (whole-site, hot-routes mixed) without any mechanism of its own; the storefront takes the
 * same ramp (several instances behind Varnish split it). Prints, per server cost: when the 50th, 100th and
 * 200th connection was accepted, the requests served before the 200th, and wrk's p99 and timeouts (2 s).
 */
import { fork } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"
import type { Figure } from "./lib/figures.js"
import { load, type LoadResult } from "./lib/load.js"

const here = path.dirname(fileURLToPath(import.meta.url))
const CONNECTIONS = 200
const SECONDS = 4
const WORK_US = [0, 100]

interface Ramp {
  acceptedMs: number[]
  servedWhenAccepted: number[]
}

async function rampOf(workUs: number): Promise<{ ramp: Ramp; result: LoadResult }> {
  const server = fork(path.join(here, "lib/ramp-server.js"), [String(workUs)], { stdio: ["ignore", "inherit", "inherit", "ipc"] })
  try {
    const { port } = await new Promise<{ port: number }>((resolve) => server.once("message", (message) => resolve(message as { port: number })))
    const result = await load(`bare node:http, ${workUs} µs a request, ${CONNECTIONS} new connections`, `http://127.0.0.1:${port}/`, {
      connections: CONNECTIONS,
      seconds: SECONDS,
      timeoutSeconds: 2,
    })
    const ramp = await new Promise<Ramp>((resolve) => {
      server.once("message", (message) => resolve(message as Ramp))
      server.send("report")
    })
    return { ramp, result }
  } finally {
    server.kill()
  }
}

export async function benchConnectionRamp(): Promise<Figure[]> {
  console.log(`\nconnection ramp: ${CONNECTIONS} connections opened at once on one Node ${process.version} process, ${SECONDS} s`)
  const figures: Figure[] = []
  for (const workUs of WORK_US) {
    const { ramp, result } = await rampOf(workUs)
    const at = (n: number) => `${Math.round(ramp.acceptedMs[n - 1] ?? NaN)} ms`
    const lastAcceptedMs = Math.round(ramp.acceptedMs[CONNECTIONS - 1] ?? NaN)
    console.log(
      `${String(workUs).padStart(4)} µs a request: accepted the 50th at ${at(50)}, the 100th at ${at(100)}, the 200th at ${at(200)} ` +
        `(${ramp.servedWhenAccepted[CONNECTIONS - 1] ?? "?"} requests served before it); p99 ${result.p99Ms} ms, ${result.timeouts} timeouts, ${result.requestsPerSecond.toFixed(0)} req/s`
    )
    figures.push(
      { name: `${workUs} µs a request: the ${CONNECTIONS}th connection accepted after`, value: lastAcceptedMs, unit: "ms" },
      { name: `${workUs} µs a request: requests served before it`, value: ramp.servedWhenAccepted[CONNECTIONS - 1], unit: "" },
      { name: `${workUs} µs a request: p99`, value: result.p99Ms, unit: "ms" },
      { name: `${workUs} µs a request: timeouts (no answer in 2 s)`, value: result.timeouts, unit: "" }
    )
  }
  return figures
}
