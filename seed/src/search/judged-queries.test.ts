import assert from "node:assert/strict"
import { readFileSync } from "node:fs"
import { test } from "node:test"
import { JUDGED_QUERIES_FILE, serializeJudgedQueries } from "./judged-queries"

test("storefront/server/testing/judged-queries.json is what the generator gives (run `npm run generate:search-queries -w seed` after changing it or the catalogue)", () => {
  assert.ok(readFileSync(JUDGED_QUERIES_FILE, "utf8") === serializeJudgedQueries(), "the committed judged queries differ from the generated ones")
})
