// The ceiling for the catalogue bench: given response bytes (over IPC), serve them from memory with plain
// node:http and nothing else. Plain JavaScript so it starts without a TypeScript loader.
import { createServer } from "node:http"

process.once("message", ({ body, encoding }) => {
  const bytes = Buffer.from(body, "base64")
  const headers = { "content-type": "application/json; charset=utf-8", "content-length": bytes.length }
  if (encoding) headers["content-encoding"] = encoding
  const server = createServer((_request, response) => {
    response.writeHead(200, headers)
    response.end(bytes)
  })
  server.listen(0, "127.0.0.1", () => process.send({ port: server.address().port }))
})
