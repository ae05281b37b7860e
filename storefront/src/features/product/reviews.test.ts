import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { averageRating } from "./reviews"

describe("reviews", () => {
  it("averages the ratings to one decimal", () => {
    assert.equal(averageRating([{ rating: 5 }, { rating: 5 }, { rating: 4 }]), 4.7)
    assert.equal(averageRating([{ rating: 3 }]), 3)
  })

  it("is 0 without reviews", () => assert.equal(averageRating([]), 0))
})
