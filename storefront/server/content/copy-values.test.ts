import assert from "node:assert/strict"
import { test } from "node:test"
import { ISOLATE_MARK, isolate } from "@shop/contracts/bidi"
import { fillCopyValues } from "./copy-values.js"

const block = (text: string) => ({ _type: "block", _key: text.slice(0, 4), children: [{ _type: "span", _key: text.slice(0, 4), text, marks: [] }], markDefs: [] })
const figures = {
  freeShippingFrom: "€120.00",
  countriesShippedTo: "212 countries",
  europeDays: `${isolate("1–5")} business days`,
  worldwideDays: `${isolate("5–24")} business days`,
}

/** A block of spans, each [text, marks]. */
const spans = (key: string, ...parts: [string, string[]][]) => ({
  _type: "block",
  _key: key.slice(0, 4),
  children: parts.map(([text, marks], index) => ({ _type: "span", _key: `${key.slice(0, 4)}-${index}`, text, marks })),
  markDefs: [],
})

test("the shop's figures are written, isolated, into plain strings and blocks wherever they are named", () => {
  const page = {
    title: "Shipping",
    intro: "Free from {{freeShippingFrom}}.",
    body: [block("Orders of {{ freeShippingFrom }} or more ship free."), block("We ship to {{countriesShippedTo}}.")],
  }
  assert.deepEqual(fillCopyValues(page, figures), {
    title: "Shipping",
    // Plain text: between the isolating characters.
    intro: `Free from ${isolate("€120.00")}.`,
    // In a block: its own span, marked for the page to render as <bdi>.
    body: [
      spans("Orders of", ["Orders of ", []], ["€120.00", [ISOLATE_MARK]], [" or more ship free.", []]),
      spans("We ship to", ["We ship to ", []], ["212 countries", [ISOLATE_MARK]], [".", []]),
    ],
  })
})

test("while nothing ships free, a block that names the threshold is left out; others stay", () => {
  const answer = [block("Orders of {{freeShippingFrom}} or more ship free."), block("Tracked.")]
  assert.deepEqual(fillCopyValues(answer, { ...figures, freeShippingFrom: null }), [block("Tracked.")])
})

test("a name the shop does not know stays as written", () => {
  assert.deepEqual(fillCopyValues([block("We ship to {{countries}} countries.")], figures), [block("We ship to {{countries}} countries.")])
})

test("a delivery time in words is written with its range isolated and its words as the sentence's", () => {
  const page = { text: "Europe: {{europeDays}}.", body: [block("Elsewhere: {{worldwideDays}}.")] }
  assert.deepEqual(fillCopyValues(page, figures), {
    text: `Europe: ${isolate("1–5")} business days.`,
    body: [spans("Elsewhere", ["Elsewhere: ", []], ["5–24", [ISOLATE_MARK]], [" business days", []], [".", []])],
  })
})

test("a block that names a zone with no delivery days is left out", () => {
  assert.deepEqual(fillCopyValues([block("Elsewhere: {{worldwideDays}}."), block("Tracked.")], { ...figures, worldwideDays: null }), [block("Tracked.")])
})
