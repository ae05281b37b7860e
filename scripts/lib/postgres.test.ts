/**
 * The embedded PostgreSQL in a clone only root can enter (mode 0700, as root's home usually is): PostgreSQL
 * runs as the `postgres` user, which cannot reach the data or the binaries there, so they are placed where it
 * can, and the data outlives a restart. Run as another user, nothing moves.
 */
import assert from "node:assert/strict"
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { after, test } from "node:test"
import pg from "pg"
import { startEmbeddedPostgres } from "./postgres.js"

const privateFolder = mkdtempSync(path.join(os.tmpdir(), "shop-private-clone-")) // mkdtemp: mode 0700
const dataDir = path.join(privateFolder, "clone", ".data", "postgres")
const port = Number(process.env.TEST_RELOCATION_PGPORT ?? 5497)
let relocatedTo: string | undefined

after(() => {
  rmSync(privateFolder, { recursive: true, force: true })
  if (relocatedTo) rmSync(path.dirname(relocatedTo), { recursive: true, force: true })
})

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(sql)).rows
  } finally {
    await client.end()
  }
}

test("postgres: a clone in a folder private to root still gets its database (UTF-8, as search needs), and keeps its data across a restart", async () => {
  const first = await startEmbeddedPostgres({ dataDir, port })
  try {
    if (process.getuid?.() === 0) {
      relocatedTo = first.dataDir
      assert.notEqual(first.dataDir, dataDir)
      assert.ok(first.dataDir.startsWith("/var/lib/shop-embedded-postgres/"), first.dataDir)
      assert.equal(readFileSync(`${dataDir}.location`, "utf8").trim(), first.dataDir)
    } else {
      assert.equal(first.dataDir, dataDir)
    }
    assert.ok(existsSync(path.join(first.dataDir, "PG_VERSION")))
    await first.createDatabaseIfMissing("shop")
    await query(first.databaseUrl("shop"), "CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')")
  } finally {
    await first.stop()
  }
  const second = await startEmbeddedPostgres({ dataDir, port })
  try {
    assert.equal(second.dataDir, first.dataDir)
    assert.deepEqual(await query(second.databaseUrl("shop"), "SELECT note FROM kept"), [{ note: "still here" }])
    // Case-insensitive search needs a UTF-8 locale: under plain C, lower() leaves Ö alone.
    assert.deepEqual(await query(second.databaseUrl("shop"), "SELECT lower('KOPFHÖRER') AS word"), [{ word: "kopfhörer" }])
  } finally {
    await second.stop()
  }
})
