/**
 * Medusa's request log (morgan, at its default level "http") is written without order-page tokens and checkout
 * session ids: the same tokens (`:url`, `:referrer`) Medusa's production (JSON) and development formats read,
 * once the app's middlewares are loaded as `medusa start` loads them.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import morgan from "morgan"

const ORDER_TOKEN = "01JDQ6Z7ZKXW3Q4R5S6T7V8W9Xa1B2c3D4e5F6g7H8i9J-_k"
const request = (url: string, referer?: string) =>
  ({ url, originalUrl: url, method: "GET", headers: referer ? { referer } : {}, httpVersionMajor: 1, httpVersionMinor: 1 }) as unknown as IncomingMessage
const response = { getHeader: () => undefined, headersSent: true, statusCode: 200 } as unknown as ServerResponse

describe("Medusa's request log", () => {
  beforeAll(() => {
    require("../../src/api/middlewares")
  })

  it("names the order page and the checkout lookup without the keys to them", () => {
    const line = morgan.compile(":method :url ← :referrer (:status)")
    // morgan's tokens are the properties of the module itself, which Medusa's formats are handed.
    const tokens = morgan as unknown as morgan.TokenIndexer
    const logged = [
      line(tokens, request(`/store/order-pages/${ORDER_TOKEN}`), response),
      line(
        tokens,
        request("/store/checkout-sessions/cs_test_KeyOfTheSession42/order", `https://shop.example.com/en/checkout/success?session_id=cs_test_KeyOfTheSession42`),
        response
      ),
    ]
    expect(logged[0]).toContain("/store/order-pages/01JDQ6Z7ZKXW3Q4R5S6T7V8W9X[redacted]")
    expect(logged[1]).toContain("/store/checkout-sessions/cs_test_[redacted]/order ← https://shop.example.com/en/checkout/success?session_id=[redacted]")
    for (const text of logged) expect(text).not.toMatch(/a1B2c3D4e5F6g7H8i9J|KeyOfTheSession42/)
  })
})
