import assert from "node:assert/strict"
import { test } from "node:test"
import { fillCopyValues } from "./copy-values.js"

const block = (text: string) => ({ _type: "block", _key: text.slice(0, 4), children: [{ _type: "span", text, marks: [] }], markDefs: [] })

test("the free-shipping threshold is written into blocks and plain strings wherever it is named", () => {
  const page = { title: "Shipping", intro: "Free from {{freeShippingFrom}}.", body: [block("Orders of {{ freeShippingFrom }} or more ship free."), block("Tracked.")] }
  assert.deepEqual(fillCopyValues(page, { freeShippingFrom: "€120.00" }), {
    title: "Shipping",
    intro: "Free from €120.00.",
    body: [block("Orders of €120.00 or more ship free."), block("Tracked.")],
  })
})

test("while nothing ships free, a block that names the threshold is left out; others stay", () => {
  const answer = [block("Orders of {{freeShippingFrom}} or more ship free."), block("Tracked.")]
  assert.deepEqual(fillCopyValues(answer, { freeShippingFrom: null }), [block("Tracked.")])
})

test("a name the shop does not know stays as written", () => {
  assert.deepEqual(fillCopyValues([block("We ship to {{countries}} countries.")], { freeShippingFrom: "€100.00" }), [block("We ship to {{countries}} countries.")])
})
