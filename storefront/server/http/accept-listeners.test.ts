import assert from "node:assert/strict"
import { spawn } from "node:child_process"
import http from "node:http"
import net from "node:net"
import { test } from "node:test"
import { addAcceptListeners } from "./accept-listeners.js"

/**
 * Opens `count` connections to `port` while the event loop is kept busy for a while each turn (as a storefront
 * answering traffic is), and gives how many connections each turn accepted, in turn order.
 */
async function acceptsPerTurn(server: http.Server, port: number, count: number): Promise<number[]> {
  let turn = 0
  let total = 0
  const accepted = new Map<number, number>()
  const onConnection = () => {
    total++
    accepted.set(turn, (accepted.get(turn) ?? 0) + 1)
  }
  server.on("connection", onConnection)
  // The connections are made by a child process (this one's loop is busy on purpose), which holds them open.
  const script = `const net = require("net"); for (let i = 0; i < ${count}; i++) net.connect(${port}, "127.0.0.1").on("error", () => process.exit(1)); setInterval(() => {}, 1000)`
  const clients = spawn(process.execPath, ["-e", script], { stdio: "ignore" })
  try {
    await new Promise<void>((resolve, reject) => {
      clients.on("exit", (code) => reject(new Error(`the clients exited with ${code}`)))
      const busyTurn = () => {
        turn++
        const until = performance.now() + 20
        while (performance.now() < until) {
          // busy, as a loaded server's turn is
        }
        if (total >= count) resolve()
        else if (turn > 2_000) reject(new Error(`${total} of ${count} connections accepted in ${turn} turns`))
        else setImmediate(busyTurn)
      }
      setImmediate(busyTurn)
    })
  } finally {
    clients.kill()
  }
  server.off("connection", onConnection)
  return [...accepted.values()]
}

test("extra listeners accept a burst of connections several per turn of a busy event loop, and the one server answers them all", async (t) => {
  const server = http.createServer((_request, response) => response.end("answered"))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.address() as net.AddressInfo).port
  const logged: string[] = []
  const closeListeners = await addAcceptListeners(server, 3, (line) => logged.push(line))
  t.after(async () => {
    await closeListeners()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  assert.deepEqual(logged, [])

  const perTurn = await acceptsPerTurn(server, port, 40)
  assert.equal(
    perTurn.reduce((sum, n) => sum + n, 0),
    40
  )
  assert.ok(Math.max(...perTurn) > 1, `more than one connection accepted in a turn (per turn: ${perTurn.join(" ")})`)
  assert.ok(Math.max(...perTurn) <= 4, `at most one per listener in a turn (per turn: ${perTurn.join(" ")})`)

  // Whichever listener took them, the HTTP server answers every connection.
  const answers = await Promise.all(Array.from({ length: 20 }, async () => (await fetch(`http://127.0.0.1:${port}/`, { headers: { connection: "close" } })).text()))
  assert.deepEqual(new Set(answers), new Set(["answered"]))

  // Closed, with the server's own listener: nothing accepts any more.
  await closeListeners()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await assert.rejects(
    new Promise((resolve, reject) => net.connect(port, "127.0.0.1", () => resolve("connected")).on("error", reject)),
    /ECONNREFUSED/
  )
})

test("without extra listeners, the same burst is accepted one connection per turn", async (t) => {
  const server = http.createServer((_request, response) => response.end("answered"))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  t.after(() => {
    server.closeAllConnections()
    return new Promise((resolve) => server.close(resolve))
  })
  await addAcceptListeners(server, 0, () => {})
  const perTurn = await acceptsPerTurn(server, (server.address() as net.AddressInfo).port, 20)
  assert.equal(Math.max(...perTurn), 1, `per turn: ${perTurn.join(" ")}`)
})

/** Whether Nagle's algorithm is off on `socket`: net keeps what it set in a symbol, its one trace in JavaScript. */
const noDelayOf = (socket: net.Socket) => Object.getOwnPropertySymbols(socket).filter((symbol) => symbol.description === "kSetNoDelay").map((symbol) => (socket as unknown as Record<symbol, unknown>)[symbol])[0]

test("sockets taken by the extra listeners are set up as the HTTP server's own: Nagle off, half-open allowed", async (t) => {
  const server = http.createServer((_request, response) => response.end("answered"))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.address() as net.AddressInfo).port
  const closeListeners = await addAcceptListeners(server, 3, () => {})
  t.after(async () => {
    await closeListeners()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  const sockets: net.Socket[] = []
  server.on("connection", (socket: net.Socket) => sockets.push(socket))
  // Enough connections that every listener takes some (each takes one per turn of the loop).
  const connect = () =>
    new Promise<net.Socket>((resolve) => {
      const client = net.connect(port, "127.0.0.1", () => resolve(client))
    })
  const clients = await Promise.all(Array.from({ length: 24 }, connect))
  while (sockets.length < clients.length) await new Promise((resolve) => setTimeout(resolve, 10))
  for (const client of clients) client.destroy()
  assert.deepEqual(new Set(sockets.map((socket) => `noDelay ${noDelayOf(socket)}, allowHalfOpen ${socket.allowHalfOpen}`)), new Set(["noDelay true, allowHalfOpen true"]))
})
