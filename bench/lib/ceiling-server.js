// The ceiling for the benches: given response bytes (over IPC), serve them from memory with plain node:http
// and nothing else. One body for every path, or one per path (mixed traffic). Plain JavaScript so it
// starts without a TypeScript loader.
import { createServer } from "node:http"

const headersFor = (body, encoding, given) => {
  // The shop's own headers when given (the same bytes on the wire), with the length of these bytes.
  if (given) return { ...given, "content-length": body.length }
  const headers = { "content-type": "application/json; charset=utf-8", "content-length": body.length }
  if (encoding) headers["content-encoding"] = encoding
  return headers
}

process.once("message", ({ responses }) => {
  const byPath = new Map(responses.map(({ path, body, encoding, headers }) => [path, { body: Buffer.from(body), headers: headersFor(body, encoding, headers) }]))
  const only = responses.length === 1 ? byPath.values().next().value : undefined
  const server = createServer((request, response) => {
    const answer = only ?? byPath.get(request.url)
    if (!answer) return response.writeHead(404).end()
    response.writeHead(200, answer.headers)
    response.end(answer.body)
  })
  server.listen(0, "127.0.0.1", () => process.send({ port: server.address().port }))
})
