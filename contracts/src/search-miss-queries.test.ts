/** How searches that found nothing are keyed (foldSearchQuery) and which are never counted (mayBePersonal). */
import assert from "node:assert/strict"
import { test } from "node:test"
import { foldSearchQuery, mayBePersonal } from "./api"

test("search misses: a query folds to one key whatever its case, spacing or Unicode form", () => {
  assert.equal(foldSearchQuery("  Handy\tHÜLLE  "), "handy hülle")
  assert.equal(foldSearchQuery("Hu\u0308lle"), foldSearchQuery("H\u00fclle"))
})

test("search misses: e-mail addresses and long numbers may be personal; product names and model numbers are not", () => {
  for (const q of ["anna.kowalska@example.com", "mail me at a@b.de", "+48 601 234 567", "601-234-567", "4111 1111 1111 1111", "order 12345678"]) {
    assert.equal(mayBePersonal(q), true, q)
  }
  for (const q of ["iphone 15 pro 256 gb", "rtx 4090", "usb-c hub 2024", "@home", "watch", "1080p 60hz", "a@b"]) assert.equal(mayBePersonal(q), false, q)
})
