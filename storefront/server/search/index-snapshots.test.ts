/**
 * The search snapshots' folder (index-snapshots.ts) as several instances share it: a snapshot written is the
 * newest and reads back; older ones are removed only once no instance can still be writing them.
 */
import assert from "node:assert/strict"
import { mkdtempSync, readdirSync, rmSync, utimesSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { after, test } from "node:test"
import { backgroundPace } from "./background-pace.js"
import { readSnapshot, writeSnapshot, type SearchState } from "./index-snapshots.js"
import { SearchIndex } from "./search-index.js"

const dir = mkdtempSync(path.join(tmpdir(), "index-snapshots-"))
after(() => rmSync(dir, { recursive: true, force: true }))
const pace = backgroundPace(1)

const state = (version: number): SearchState => ({
  log: "log-1",
  version,
  indexes: new Map([["de-DE", SearchIndex.build([{ itemId: version, category: "", name: `Uhr ${version}`, tags: [], categoryName: "", description: "" }], "de-DE")]]),
  cards: new Map([[version, Buffer.from(`{"id":${version}}`)]]),
  pricesSetByHand: new Map(),
})
const folders = () =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

test("each snapshot written is the newest; one written minutes ago by another instance is kept, an old one removed", async () => {
  await writeSnapshot(dir, "code", state(1), pace)
  const [first] = folders()
  await writeSnapshot(dir, "code", state(2), pace)
  assert.equal(folders().length, 2, "the first is young: another instance could still be writing it")
  const read = await readSnapshot(dir, "code", "log-1", pace)
  assert.equal(read?.version, 2)
  assert.deepEqual([...read!.cards.keys()], [2])
  assert.deepEqual(read!.indexes.get("de-DE")!.search("uhr", { offset: 0, limit: 10 }).itemIds, [2])

  const eleventhMinute = new Date(Date.now() - 11 * 60_000)
  utimesSync(path.join(dir, first!), eleventhMinute, eleventhMinute)
  await writeSnapshot(dir, "code", state(3), pace)
  assert.equal(folders().includes(first!), false, "written over 10 minutes ago: removed")
  assert.equal(folders().length, 2, "the second (young) and the third")
  assert.equal((await readSnapshot(dir, "code", "log-1", pace))?.version, 3)
  assert.equal(await readSnapshot(dir, "other code", "log-1", pace), undefined, "another code's")
  assert.equal(await readSnapshot(dir, "code", "log-2", pace), undefined, "another database's")
})
