import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { knownPageCount, paginationModel, parsePageParam } from "./pagination"

describe("catalogue: page parameter", () => {
  it("defaults to page 1", () => {
    assert.equal(parsePageParam(null), 1)
    assert.equal(parsePageParam(""), 1)
    assert.equal(parsePageParam("0"), 1)
    assert.equal(parsePageParam("-2"), 1)
    assert.equal(parsePageParam("2.5"), 1)
    assert.equal(parsePageParam("abc"), 1)
  })

  it("reads whole numbers and stops at page 100", () => {
    assert.equal(parsePageParam("7"), 7)
    assert.equal(parsePageParam("100"), 100)
    assert.equal(parsePageParam("250"), 100)
  })
})

describe("catalogue: known page count", () => {
  it("grows to min(page + 10, 100) when exactly 24 entries return", () => {
    assert.equal(knownPageCount(1, 24, 24), 11)
    assert.equal(knownPageCount(27, 24, 24), 37)
    assert.equal(knownPageCount(95, 24, 24), 100)
  })

  it("is the current page otherwise", () => {
    assert.equal(knownPageCount(27, 16, 24), 27)
    assert.equal(knownPageCount(3, 0, 24), 3)
  })
})

describe("catalogue: pagination window", () => {
  it("shows five pages around the current page", () => {
    assert.deepEqual(paginationModel(6, 16).pages, [4, 5, 6, 7, 8])
  })

  it("stays within valid pages at both ends", () => {
    assert.deepEqual(paginationModel(1, 11).pages, [1, 2, 3, 4, 5])
    assert.deepEqual(paginationModel(2, 11).pages, [1, 2, 3, 4, 5])
    assert.deepEqual(paginationModel(11, 11).pages, [7, 8, 9, 10, 11])
    assert.deepEqual(paginationModel(2, 3).pages, [1, 2, 3])
    assert.deepEqual(paginationModel(1, 1).pages, [1])
  })

  it("previous is disabled on page 1 and next on the last known page", () => {
    assert.equal(paginationModel(1, 11).hasPrevious, false)
    assert.equal(paginationModel(1, 11).hasNext, true)
    assert.equal(paginationModel(11, 11).hasNext, false)
    assert.equal(paginationModel(11, 11).hasPrevious, true)
  })

  it("shows the first-page button above page 3 and its ellipsis only above page 4", () => {
    assert.deepEqual(pick(paginationModel(3, 13)), { first: false, firstEllipsis: false })
    assert.deepEqual(pick(paginationModel(4, 14)), { first: true, firstEllipsis: false })
    assert.deepEqual(pick(paginationModel(5, 15)), { first: true, firstEllipsis: true })
  })

  it("shows a last-page button with an ellipsis until near the end", () => {
    assert.deepEqual(pickLast(paginationModel(1, 11)), { last: true, lastEllipsis: true })
    assert.deepEqual(pickLast(paginationModel(7, 11)), { last: true, lastEllipsis: true })
    assert.deepEqual(pickLast(paginationModel(8, 11)), { last: true, lastEllipsis: false })
    assert.deepEqual(pickLast(paginationModel(9, 11)), { last: false, lastEllipsis: false })
  })

  it("never repeats a page number from the window", () => {
    for (let total = 1; total <= 12; total++) {
      for (let page = 1; page <= total; page++) {
        const model = paginationModel(page, total)
        if (model.first) assert.ok(!model.pages.includes(1))
        if (model.last) assert.ok(!model.pages.includes(total))
        assert.ok(model.pages.includes(page))
      }
    }
  })
})

const pick = ({ first, firstEllipsis }: ReturnType<typeof paginationModel>) => ({ first, firstEllipsis })
const pickLast = ({ last, lastEllipsis }: ReturnType<typeof paginationModel>) => ({ last, lastEllipsis })
