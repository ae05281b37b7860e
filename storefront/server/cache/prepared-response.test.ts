import assert from "node:assert/strict"
import { describe, test } from "node:test"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { prepareResponse } from "./prepared-response.js"

describe("prepareResponse", () => {
  test("serializes the payload once, with a quoted ETag that follows the content", async () => {
    const a = await prepareResponse(200, { id: 1 })
    assert.equal(a.status, 200)
    assert.deepEqual(JSON.parse(a.body.toString()), { id: 1 })
    assert.match(a.etag, /^"[A-Za-z0-9_-]+"$/)
    assert.equal((await prepareResponse(200, { id: 1 })).etag, a.etag)
    assert.notEqual((await prepareResponse(200, { id: 2 })).etag, a.etag)
  })

  test("small bodies are left uncompressed", async () => {
    const small = await prepareResponse(200, { ok: true })
    assert.equal(small.gzip, undefined)
    assert.equal(small.br, undefined)
  })

  test("large bodies carry gzip and brotli copies that decompress to the same bytes", async () => {
    const large = await prepareResponse(
      200,
      Array.from({ length: 200 }, (_, i) => ({ id: i, name: `product ${i}` }))
    )
    assert.ok(large.body.length >= 1024)
    assert.ok(large.gzip && large.br)
    assert.deepEqual(gunzipSync(large.gzip), large.body)
    assert.deepEqual(brotliDecompressSync(large.br), large.body)
  })
})
