import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { readSearchParams, withCategory, withQuery } from "./search-params"

describe("search: URL state", () => {
  it("starts without a query in category all", () => {
    assert.deepEqual(readSearchParams(new URLSearchParams("")), { q: "", category: "all" })
  })

  it("reads q and a known category; an unknown category is all", () => {
    assert.deepEqual(readSearchParams(new URLSearchParams("q=watch&category=luxury")), { q: "watch", category: "luxury" })
    assert.deepEqual(readSearchParams(new URLSearchParams("q=watch&category=shoes")), { q: "watch", category: "all" })
  })

  it("submit sets the trimmed q and clears it when blank", () => {
    assert.equal(withQuery(new URLSearchParams("category=electronics"), "  phone ").toString(), "category=electronics&q=phone")
    assert.equal(withQuery(new URLSearchParams("q=phone&category=electronics"), "   ").toString(), "category=electronics")
  })

  it("keeps one category in the URL, leaving out all", () => {
    assert.equal(withCategory(new URLSearchParams("q=x"), "accessories").toString(), "q=x&category=accessories")
    assert.equal(withCategory(new URLSearchParams("q=x&category=accessories"), "electronics").toString(), "q=x&category=electronics")
    assert.equal(withCategory(new URLSearchParams("q=x&category=accessories"), "all").toString(), "q=x")
  })
})
