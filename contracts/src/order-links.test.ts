import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { isOrderToken, redactOrderSecrets } from "./order-links"

const TOKEN = "01JDQ6Z7ZKXW3Q4R5S6T7V8W9Xa1B2c3D4e5F6g7H8i9J-_k"

describe("order secrets in logs", () => {
  it("an order page's token keeps its order's ULID and loses the signature that opens the page", () => {
    assert.ok(isOrderToken(TOKEN))
    for (const url of [`/de/order/${TOKEN}`, `/order/${TOKEN}`, `/api/orders/${TOKEN}`, `/store/order-pages/${TOKEN}?x=1`]) {
      const redacted = redactOrderSecrets(url)
      assert.doesNotMatch(redacted, /a1B2c3D4e5F6g7H8i9J/, url)
      assert.match(redacted, /01JDQ6Z7ZKXW3Q4R5S6T7V8W9X\[redacted\]/, url)
    }
  })

  it("checkout session ids go, in paths, in session_id parameters and in error messages", () => {
    assert.equal(redactOrderSecrets("/api/orders/by-session/cs_test_a1b2C3d4"), "/api/orders/by-session/cs_test_[redacted]")
    assert.equal(redactOrderSecrets("/en/checkout/success?session_id=cs_live_XyZ123&from=cart"), "/en/checkout/success?session_id=[redacted]&from=cart")
    assert.equal(redactOrderSecrets("/en/checkout/success?from=cart&session_id=anything-else"), "/en/checkout/success?from=cart&session_id=[redacted]")
    assert.equal(
      redactOrderSecrets("commerce did not answer /store/checkout-sessions/cs_test_abc/order: ECONNREFUSED"),
      "commerce did not answer /store/checkout-sessions/cs_test_[redacted]/order: ECONNREFUSED"
    )
  })

  it("leaves everything else as it is", () => {
    for (const text of ["/de/product/5?page=2", "/api/products?limit=24&offset=48", "/de/search?q=cs_phone", "GET /api/orders/not-a-token"]) {
      assert.equal(redactOrderSecrets(text), text)
    }
  })
})
