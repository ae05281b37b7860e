// A bare node:http server for bench/connection-ramp.ts: each request costs `workUs` microseconds of the
// serving thread (argv[2]) before a 20 KB answer; it notes when each new connection was accepted and tells
// the bench on request. Plain JavaScript so it starts without a TypeScript loader.
import { createServer } from "node:http"

const workUs = Number(process.argv[2] ?? 0)
const body = Buffer.alloc(20_000, "x")
const acceptedAt = []
let served = 0
const servedWhenAccepted = []

const server = createServer((request, response) => {
  const until = process.hrtime.bigint() + BigInt(workUs * 1000)
  while (process.hrtime.bigint() < until);
  served++
  response.writeHead(200, { "content-type": "text/plain", "content-length": body.length }).end(body)
})
server.on("connection", () => {
  acceptedAt.push(performance.now())
  servedWhenAccepted.push(served)
})
process.on("message", () => process.send({ acceptedMs: acceptedAt.map((at) => at - acceptedAt[0]), servedWhenAccepted }))
server.listen(0, "127.0.0.1", () => process.send({ port: server.address().port }))
