import assert from "node:assert/strict"
import { test } from "node:test"
import { escapeHtml, scriptSafeJson } from "./html"

test("escapeHtml escapes the five characters that end or open markup and attributes, and nothing else", () => {
  assert.equal(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`), "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;")
  assert.equal(escapeHtml("Kopfhörer 3× – 50 €"), "Kopfhörer 3× – 50 €")
})

test("scriptSafeJson: no </script>, comment opener, ampersand or line terminator survives, and the JSON reads back the same", () => {
  const value = { name: "</script><!-- a & b -->", note: "line\u2028para\u2029end", list: ["<", ">", "&&"] }
  const json = scriptSafeJson(value)
  assert.doesNotMatch(json, /[<>&\u2028\u2029]/)
  assert.deepEqual(JSON.parse(json), value)
})
