import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { readSearchParams, withCategory, withPage, withQuery } from "./search-params"

describe("search: URL state", () => {
  it("starts without a query in category all, on page 1", () => {
    assert.deepEqual(readSearchParams(new URLSearchParams("")), { q: "", category: "all", page: 1 })
  })

  it("reads q, a known category and the page; an unknown category is all, an invalid page 1", () => {
    assert.deepEqual(readSearchParams(new URLSearchParams("q=watch&category=luxury&page=3")), { q: "watch", category: "luxury", page: 3 })
    assert.deepEqual(readSearchParams(new URLSearchParams("q=watch&category=shoes&page=-2")), { q: "watch", category: "all", page: 1 })
  })

  it("a page other than 1 goes in the URL; a new query or category starts again at page 1", () => {
    assert.equal(withPage(new URLSearchParams("q=x"), 2).toString(), "q=x&page=2")
    assert.equal(withPage(new URLSearchParams("q=x&page=2"), 1).toString(), "q=x")
    assert.equal(withQuery(new URLSearchParams("q=x&page=4"), "y").toString(), "q=y")
    assert.equal(withCategory(new URLSearchParams("q=x&page=4"), "luxury").toString(), "q=x&category=luxury")
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
