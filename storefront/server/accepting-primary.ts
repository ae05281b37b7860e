/**
 * The storefront runs as a Node cluster of one: the primary process only accepts connections and hands each
 * to the worker, which serves them (main.ts). libuv accepts one connection per turn of an event loop
 * (libuv#3696), and a storefront busy with a cold start under traffic takes long turns: a burst of new
 * connections waited seconds in the kernel's accept queue, which clients count as timeouts. The primary's loop
 * does nothing else, so it accepts at once, and the worker takes the connections from its IPC channel, many a
 * turn (cluster's round-robin scheduling, Node's default on Linux). More cores: more instances behind
 * Varnish, each with its one worker (docs/adr/0012-one-way-through-the-storefront-server.md).
 */
import cluster from "node:cluster"

export function acceptForOneWorker(): void {
  cluster.schedulingPolicy = cluster.SCHED_RR
  let stopping = false
  const start = () => {
    const worker = cluster.fork()
    let served = false
    worker.once("listening", () => (served = true))
    worker.once("exit", (code, signal) => {
      // One that never listened (bad settings, a refusal in production) would fail again: the instance stops.
      if (stopping || !served) process.exit(code ?? (signal ? 1 : 0))
      console.error(`storefront worker exited (${signal ?? `code ${code}`}); starting another`)
      start()
    })
  }
  // Shutdown is the worker's (it finishes the requests in flight); the primary follows it out.
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => {
      stopping = true
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
    })
  start()
}
