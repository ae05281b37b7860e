/**
 * More listeners on the server's one listening socket, so that a burst of new connections is accepted within a
 * few turns of the event loop instead of one connection per turn.
 *
 * Node 20's libuv (1.46) accepts one connection each time the listening socket is reported ready, which is once
 * per turn of the event loop (`uv__server_io`). A storefront that is already answering the connections it took
 * has long turns, so a burst (200 clients arriving at once on a cold instance) waited seconds in the kernel's
 * accept queue, and clients counted that as timeouts. Each extra listener is the same socket under another file
 * descriptor: sent to a short-lived child process and back, the way Node's cluster module shares one listening
 * socket between processes. The kernel's accept queue stays one; the event loop takes from it once per
 * descriptor per turn. Connections from every listener are handed to the one HTTP server.
 */
import { spawn } from "node:child_process"
import type { Server as HttpServer } from "node:http"
import net from "node:net"

/** Listeners besides the server's own: up to 1 + this many connections accepted per turn of the event loop. */
export const EXTRA_ACCEPT_LISTENERS = 7

/**
 * Sends the handle it gets back `copies` times (each arrives as a new descriptor); it ends when the server
 * disconnects it. Raw handles both ways: a net.Server would start listening in the child, which would then take
 * connections while it lives.
 */
const ECHO_HANDLE = `process.on("message", (copies, handle) => {
  for (let i = 0; i < copies; i++) process.send("copy", handle)
})`
/** A server that cannot start a child process within this long keeps its one listener. */
const ECHO_TIMEOUT_MS = 10_000

/**
 * Starts `count` extra listeners on `server`'s listening socket; resolves to a function that closes them (they
 * stop accepting; the connections they took belong to `server`). On a failure (no child process allowed) it
 * logs and the server keeps its one listener.
 */
export async function addAcceptListeners(server: HttpServer, count: number, log: (line: string) => void): Promise<() => Promise<void>> {
  const listeners: net.Server[] = []
  const close = async () => {
    await Promise.all(listeners.map((listener) => new Promise((resolve) => listener.close(resolve))))
  }
  if (count <= 0) return close
  const child = spawn(process.execPath, ["-e", ECHO_HANDLE], { stdio: ["ignore", "ignore", "inherit", "ipc"], env: { ...process.env, NODE_OPTIONS: "" } })
  let timer: NodeJS.Timeout | undefined
  try {
    await new Promise<void>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no copies of the listening socket after ${ECHO_TIMEOUT_MS} ms`)), ECHO_TIMEOUT_MS)
      child.on("error", reject)
      child.on("exit", (code) => reject(new Error(`the handle echo exited (code ${code}) after ${listeners.length} of ${count}`)))
      child.on("message", (_message, handle) => {
        if (!handle) return
        // Its sockets set up as node:http's own listener sets them up (net's onconnection applies these): no
        // Nagle delay on a response's last segment, half-open as the HTTP server expects.
        const listener = net.createServer({ noDelay: true, allowHalfOpen: true }, (socket) => server.emit("connection", socket))
        // A raw TCP handle, which net.Server.listen takes as its own (it listens already: the same socket).
        listener.listen(handle as unknown as net.ListenOptions)
        listeners.push(listener)
        if (listeners.length === count) resolve()
      })
      // @ts-expect-error: Node sends a raw handle (its `net.Native` conversion); the types only name servers and sockets.
      child.send(count, (server as unknown as { _handle: unknown })._handle)
    })
  } catch (error) {
    await close()
    listeners.length = 0
    log(`accepting with one listener only: ${(error as Error).message}`)
  } finally {
    clearTimeout(timer)
    if (child.connected) child.disconnect()
    if (child.exitCode === null) child.kill()
  }
  return close
}
