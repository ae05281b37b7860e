import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { ApiError } from "./errors.js"
import { decodeForm } from "./form.js"
import { Params } from "./params.js"

const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown

describe("decodeForm", () => {
  it("nests Stripe's bracket keys, decoding percent-escapes and '+' in keys and values", () => {
    const form = decodeForm("mode=payment&line_items[0][price_data][product_data][name]=Gr%C3%BCner+Tee&line_items%5B0%5D%5Bquantity%5D=2&metadata[cart_id]=c+1")
    assert.deepEqual(plain(form), {
      mode: "payment",
      line_items: { "0": { price_data: { product_data: { name: "Grüner Tee" } }, quantity: "2" } },
      metadata: { cart_id: "c 1" },
    })
  })

  it("appends for empty brackets, as `allowed_countries[]=DE&allowed_countries[]=AT`", () => {
    const form = decodeForm("shipping_address_collection[allowed_countries][]=DE&shipping_address_collection[allowed_countries][]=AT")
    const countries = new Params(form).object("shipping_address_collection")?.strings("allowed_countries")
    assert.deepEqual(
      countries?.map((c) => c.value),
      ["DE", "AT"]
    )
    assert.equal(countries?.[1]?.param, "shipping_address_collection[allowed_countries][1]")
  })

  it("keeps `__proto__` as a plain key instead of touching prototypes", () => {
    const form = decodeForm("metadata[__proto__][polluted]=yes")
    assert.equal(({} as Record<string, unknown>).polluted, undefined)
    const metadata = form.metadata
    assert.ok(typeof metadata === "object")
    assert.deepEqual(Object.keys(metadata), ["__proto__"])
  })

  it("refuses a parameter given both as a value and as an object, naming it", () => {
    assert.throws(
      () => decodeForm("metadata=x&metadata[a]=b"),
      (error: unknown) => error instanceof ApiError && error.status === 400 && error.details.param === "metadata[a]"
    )
  })

  it("refuses malformed percent-encoding with a 400", () => {
    assert.throws(
      () => decodeForm("mode=%E0%A4%A"),
      (error: unknown) => error instanceof ApiError && error.status === 400
    )
  })
})

describe("Params", () => {
  it("orders list entries by index and names each entry's parameters", () => {
    const lines = new Params(decodeForm("line_items[1][quantity]=5&line_items[0][quantity]=1")).list("line_items")
    assert.deepEqual(
      lines?.map((line) => line.integer("quantity")),
      [1, 5]
    )
    assert.equal(lines?.[1]?.name("quantity"), "line_items[1][quantity]")
  })

  it("treats an empty value as absent", () => {
    assert.equal(new Params(decodeForm("customer_email=")).string("customer_email"), undefined)
    assert.throws(
      () => new Params(decodeForm("success_url=")).string("success_url", { required: true }),
      (error: unknown) => error instanceof ApiError && error.details.param === "success_url"
    )
  })
})
