import assert from "node:assert/strict"
import { test } from "node:test"
import { isolate } from "@shop/contracts/bidi"
import { fillCopyValues } from "./copy-values.js"

const block = (text: string) => ({ _type: "block", _key: text.slice(0, 4), children: [{ _type: "span", text, marks: [] }], markDefs: [] })
const figures = { freeShippingFrom: "€120.00", countriesShippedTo: "212 countries" }

test("the shop's figures are written, isolated, into blocks and plain strings wherever they are named", () => {
  const page = {
    title: "Shipping",
    intro: "Free from {{freeShippingFrom}}.",
    body: [block("Orders of {{ freeShippingFrom }} or more ship free."), block("We ship to {{countriesShippedTo}}.")],
  }
  assert.deepEqual(fillCopyValues(page, figures), {
    title: "Shipping",
    intro: `Free from ${isolate("€120.00")}.`,
    body: [block(`Orders of ${isolate("€120.00")} or more ship free.`), block(`We ship to ${isolate("212 countries")}.`)],
  })
})

test("while nothing ships free, a block that names the threshold is left out; others stay", () => {
  const answer = [block("Orders of {{freeShippingFrom}} or more ship free."), block("Tracked.")]
  assert.deepEqual(fillCopyValues(answer, { ...figures, freeShippingFrom: null }), [block("Tracked.")])
})

test("a name the shop does not know stays as written", () => {
  assert.deepEqual(fillCopyValues([block("We ship to {{countries}} countries.")], figures), [block("We ship to {{countries}} countries.")])
})
