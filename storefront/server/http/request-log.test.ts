/**
 * The request logs keep no key to a shopper's order: order-page tokens and checkout session ids are written
 * without their secret part, in the request lines and in the messages of errors on the way to commerce. Against
 * the REAL commerce (and, for the errors, a commerce address where nothing listens).
 */
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import type { FastifyInstance } from "fastify"
import { commerceSettings, freePort, serverOverCommerce } from "../testing/test-support.js"

commerceSettings()

/** A well-formed order token (ULID, then 22 characters of signature) that no order has. */
const ORDER_TOKEN = "01JDQ6Z7ZKXW3Q4R5S6T7V8W9Xa1B2c3D4e5F6g7H8i9J-_k"
const SECRETS = ["a1B2c3D4e5F6g7H8i9J", "KeyOfTheSession42"]
const SESSION_ID = `cs_test_${SECRETS[1]}`
const URLS = [`/api/orders/${ORDER_TOKEN}`, `/de/order/${ORDER_TOKEN}`, `/api/orders/by-session/${SESSION_ID}`, `/en/checkout/success?session_id=${SESSION_ID}&from=cart`]

const lines: string[] = []
const awayLines: string[] = []
let app: FastifyInstance
let commerceAway: FastifyInstance
before(async () => {
  ;({ app } = await serverOverCommerce({ logTo: (line) => void lines.push(line) }))
  ;({ app: commerceAway } = await serverOverCommerce({ baseUrl: `http://127.0.0.1:${await freePort()}`, timeoutMs: 500, logTo: (line) => void awayLines.push(line) }))
})
after(async () => {
  await app?.close()
  await commerceAway?.close()
})

const leaked = (logged: string[]) => logged.filter((line) => SECRETS.some((secret) => line.includes(secret)))

test("request log: order-page tokens and checkout session ids are logged without their secret part", async () => {
  for (const url of URLS) await app.inject(url)
  const requests = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } }).filter((line) => line.req)
  assert.equal(requests.length, URLS.length, "one request line each")
  assert.deepEqual(
    requests.map((line) => line.req?.url),
    [
      "/api/orders/01JDQ6Z7ZKXW3Q4R5S6T7V8W9X[redacted]",
      "/de/order/01JDQ6Z7ZKXW3Q4R5S6T7V8W9X[redacted]",
      "/api/orders/by-session/cs_test_[redacted]",
      "/en/checkout/success?session_id=[redacted]&from=cart",
    ]
  )
  assert.deepEqual(leaked(lines), [])
})

test("request log: commerce away, the warnings that name its URL name no session id either", async () => {
  const answer = await commerceAway.inject(`/api/orders/by-session/${SESSION_ID}`)
  assert.equal(answer.statusCode, 503)
  assert.ok(
    awayLines.some((line) => line.includes("commerce did not answer /store/checkout-sessions/cs_test_[redacted]")),
    `a warning names the call: ${awayLines.join("\n")}`
  )
  assert.deepEqual(leaked(awayLines), [])
})
