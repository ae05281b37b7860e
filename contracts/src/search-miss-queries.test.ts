/** How searches that found nothing are keyed (foldSearchQuery) and which are never counted (mayBePersonal). */
import assert from "node:assert/strict"
import { test } from "node:test"
import { foldSearchQuery, mayBePersonal } from "./api"

test("search misses: a query folds to one key whatever its case, spacing or Unicode form", () => {
  assert.equal(foldSearchQuery("  Handy\tHÜLLE  "), "handy hülle")
  assert.equal(foldSearchQuery("Hu\u0308lle"), foldSearchQuery("H\u00fclle"))
  // Full-width letters and digits as the plain ones (NFKC).
  assert.equal(foldSearchQuery("ｉＰｈｏｎｅ　１５"), "iphone 15")
})

test("search misses: invisible format characters are dropped, so a bidi override cannot show the query reversed in the admin", () => {
  assert.equal(foldSearchQuery("\u202Ehctaw\u202C"), "hctaw")
  assert.equal(foldSearchQuery("wa\u200Btch\u2066"), "watch")
  assert.equal(foldSearchQuery("smart\u0000\u0007watch"), "smart watch")
})

test("search misses: e-mail addresses (also spelled out), long numbers in any script and street addresses may be personal", () => {
  const personal = [
    ["anna.kowalska@example.com", "mail me at a@b.de", "anna＠example.de"],
    ["john dot doe at gmail dot com", "anna (at) example (dot) org", "jan [at] poczta [dot] pl"],
    ["+48 601 234 567", "601-234-567", "(030) 1234567", "4111 1111 1111 1111", "order 12345678"],
    // Full-width (NFKC makes them plain), Arabic-Indic, Devanagari and Bengali digits.
    ["＋４９ １５１ ２３４５ ６７８９", "٠١٥١٢٣٤٥٦٧٨", "९८७६५४३२१०", "০১৭১১২৩৪৫৬৭"],
    ["12 Baker Street", "221B Baker Street", "5 rue de Rivoli", "Hauptstraße 5", "hauptstr. 12", "ul. Długa 7", "улица Ленина 3", "jl. Sudirman 5"],
    ["銀座4丁目", "강남대로 12", "apt 4", "plz 10115"],
  ].flat()
  for (const q of personal) assert.equal(mayBePersonal(q), true, q)
})

test("search misses: product names, model numbers and sizes are not personal", () => {
  const products = [
    ["iphone 15 pro 256 gb", "rtx 4090", "usb-c hub 2024", "@home", "watch", "1080p 60hz", "a@b", "apple watch series 9", "galaxy s24", "pixel 8a"],
    ["beats by dr. dre solo 4", "ssd drive 2tb", "square face watch 2", "flat screen 55", "st. moritz watch 2", "2 way radio", "1st gen watch"],
    ["smart watch at night", "rolex day-date 40", "5号电池", "갤럭시 워치 6", "ساعة ذكية", "घड़ी", "ঘড়ি", "jam tangan", "kopfhörer"],
  ].flat()
  for (const q of products) assert.equal(mayBePersonal(q), false, q)
})
