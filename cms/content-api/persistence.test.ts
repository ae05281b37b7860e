// Durability: restarts keep everything, the seed loads only once, torn log tails are dropped, kill -9 loses no acknowledged write.
import assert from "node:assert/strict"
import { type ChildProcess, spawn } from "node:child_process"
import { appendFile, cp, readFile, rm, stat, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { after, describe, it } from "node:test"
import { fileURLToPath } from "node:url"
import { createContentApi } from "./server.js"
import { TOKEN, clientFor, makeDataDir, quietLogger, rejection, startHarness } from "./test-support.js"

const dirs: string[] = []
async function tempDir(): Promise<string> {
  const dir = await makeDataDir()
  dirs.push(dir)
  return dir
}

/** A copy of a data directory is exactly what a crash at this moment would leave on disk. */
async function crashCopy(dataDir: string): Promise<string> {
  const copy = await tempDir()
  await cp(dataDir, copy, { recursive: true })
  return copy
}

async function idsIn(dataDir: string): Promise<string[]> {
  const api = await createContentApi({ dataDir, token: TOKEN, logger: quietLogger })
  const ids = [...api.dataset.store.all()].map((doc) => doc._id).sort()
  await api.close()
  return ids
}

after(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
})

describe("persistence", () => {
  it("restart on the same data dir: documents, drafts, patches and deletions are all there", async () => {
    const dataDir = await tempDir()
    const h = await startHarness({ dataDir })
    try {
      await h.editor.create({ _id: "kept", _type: "page", n: 1 })
      await h.editor.create({ _id: "drafts.kept", _type: "page", n: 2 })
      await h.editor.create({ _id: "gone", _type: "page" })
      const patched = await h.editor.patch("kept").inc({ n: 41 }).commit()
      await h.editor.delete("gone")
      await h.restart()
      assert.deepEqual(await h.editor.getDocument("kept"), patched)
      assert.equal((await h.editor.getDocument("drafts.kept"))?.n, 2)
      assert.equal(await h.editor.getDocument("gone"), undefined)
      assert.equal(await h.editor.fetch("count(*)", {}, { perspective: "raw" }), 2)
    } finally {
      await h.close()
    }
  })

  it("snapshots every N transactions cut the log; snapshot plus log rebuild everything after a crash", async () => {
    const dataDir = await tempDir()
    const h = await startHarness({ dataDir, snapshotEvery: 3 })
    try {
      // Eight transactions: snapshots after the 3rd and 6th, each finished before the next write runs, so none is
      // still being written when the files are read and copied below.
      for (let i = 1; i <= 7; i++) await h.editor.create({ _id: `doc-${i}`, _type: "page", i })
      await h.editor.delete("doc-2")
      const snapshot = JSON.parse(await readFile(join(dataDir, "snapshot.json"), "utf8")) as { lastSeq: number }
      assert.equal(snapshot.lastSeq, 6)
      const logLines = (await readFile(join(dataDir, "transactions.ndjson"), "utf8")).split("\n").filter(Boolean)
      assert.equal(logLines.length, 2, "the log holds only what came after the snapshot")

      const copy = await crashCopy(dataDir)
      assert.deepEqual(await idsIn(copy), ["doc-1", "doc-3", "doc-4", "doc-5", "doc-6", "doc-7"])
    } finally {
      await h.close()
    }
  })

  it("a crash after a snapshot is written but before the log is cut replays nothing twice", async () => {
    const dataDir = await tempDir()
    const h = await startHarness({ dataDir })
    await h.editor.create({ _id: "once", _type: "page", n: 1 })
    await h.editor.patch("once").inc({ n: 1 }).commit()
    const logBeforeSnapshot = await readFile(join(dataDir, "transactions.ndjson"))
    await h.close()
    // The new snapshot is in place but the log still holds the transactions it already includes.
    await writeFile(join(dataDir, "transactions.ndjson"), logBeforeSnapshot)

    const api = await createContentApi({ dataDir, token: TOKEN, logger: quietLogger })
    try {
      assert.equal(api.dataset.store.get("once")?.n, 2)
      assert.equal(api.dataset.recentTransactions().length, 2)
    } finally {
      await api.close()
    }
  })

  it("a torn last line from a crash is ignored, and later writes append cleanly after it", async () => {
    const dataDir = await tempDir()
    const h = await startHarness({ dataDir })
    await h.editor.create({ _id: "before-crash", _type: "page" })
    const copy = await crashCopy(dataDir)
    await h.close()
    await appendFile(join(copy, "transactions.ndjson"), '{"seq":2,"transactionId":"half-writ')

    const restarted = await startHarness({ dataDir: copy })
    try {
      assert.ok(await restarted.editor.getDocument("before-crash"))
      await restarted.editor.create({ _id: "after-crash", _type: "page" })
      assert.deepEqual(await idsIn(await crashCopy(copy)), ["after-crash", "before-crash"])
    } finally {
      await restarted.close()
    }
  })

  it("a damaged line before the end stops the start rather than silently dropping later transactions", async () => {
    const dataDir = await tempDir()
    await writeFile(join(dataDir, "transactions.ndjson"), 'not json\n{"seq":2,"transactionId":"t","timestamp":"x","identity":"i","effects":[]}\n')
    const error = await rejection(createContentApi({ dataDir, token: TOKEN, logger: quietLogger }))
    assert.match(error.message, /line 1 is not valid JSON/)
  })

  it("the seed file is loaded, as one transaction, only on the first start", async () => {
    const dataDir = await tempDir()
    const seedFile = join(await tempDir(), "dataset.ndjson")
    await writeFile(seedFile, `${JSON.stringify({ _id: "home", _type: "page", title: "Home" })}\n\n${JSON.stringify({ _id: "faq", _type: "page", title: "FAQ" })}\n`)
    const h = await startHarness({ dataDir, seedFile })
    try {
      const seeded = await h.editor.getDocuments(["home", "faq"])
      assert.deepEqual(
        seeded.map((doc) => doc?.title),
        ["Home", "FAQ"]
      )
      assert.equal(seeded[0]?._rev, seeded[1]?._rev, "one transaction")

      await h.editor.patch("home").set({ title: "Home, edited" }).commit()
      await h.editor.delete("faq")
      // After a crash (no final snapshot) and after a clean restart alike, the seed stays unloaded.
      assert.deepEqual(await idsIn(await crashCopy(dataDir)), ["home"])
      await h.restart()
      assert.equal((await h.editor.getDocument("home"))?.title, "Home, edited")
      assert.equal(await h.editor.getDocument("faq"), undefined)
    } finally {
      await h.close()
    }
  })

  it("a restart adds the seed's documents of a type the dataset has none of (a type added since), and nothing else", async () => {
    const dataDir = await tempDir()
    const seedFile = join(await tempDir(), "dataset.ndjson")
    const line = (document: Record<string, unknown>) => `${JSON.stringify(document)}\n`
    await writeFile(seedFile, line({ _id: "home", _type: "page", title: "Home" }) + line({ _id: "faq", _type: "page", title: "FAQ" }))
    const h = await startHarness({ dataDir, seedFile })
    try {
      await h.editor.patch("home").set({ title: "Home, edited" }).commit()
      await h.editor.delete("faq")
      // The shop's next version seeds a new type, and changes an old one's copy.
      await writeFile(
        seedFile,
        line({ _id: "home", _type: "page", title: "Home, new copy" }) +
          line({ _id: "faq", _type: "page", title: "FAQ" }) +
          line({ _id: "synonyms-de", _type: "searchSynonyms", groups: [] })
      )
      await h.restart()
      assert.equal((await h.editor.getDocument("home"))?.title, "Home, edited", "an editor's edit stays")
      assert.equal(await h.editor.getDocument("faq"), undefined, "an editor's deletion stays")
      assert.equal((await h.editor.getDocument("synonyms-de"))?._type, "searchSynonyms", "the new type's document is added")
    } finally {
      await h.close()
    }
  })

  it("a restart adds a field added to an existing document since (the site settings' dispatch rules), and keeps what editors wrote", async () => {
    const dataDir = await tempDir()
    const seedFile = join(await tempDir(), "dataset.ndjson")
    const line = (document: Record<string, unknown>) => `${JSON.stringify(document)}\n`
    await writeFile(seedFile, line({ _id: "siteSettings", _type: "siteSettings", companyName: "Orbita", phone: "1" }))
    const h = await startHarness({ dataDir, seedFile })
    try {
      await h.editor.patch("siteSettings").set({ phone: "2" }).commit()
      const dispatch = { cutoff: "14:00", timeZone: "Europe/Warsaw", businessDays: [1, 2, 3, 4, 5], holidays: [] }
      await writeFile(seedFile, line({ _id: "siteSettings", _type: "siteSettings", companyName: "Orbita, new copy", phone: "1", dispatch }))
      await h.restart()
      const settings = await h.editor.getDocument("siteSettings")
      assert.deepEqual([settings?.companyName, settings?.phone, settings?.dispatch], ["Orbita", "2", dispatch])
      // An editor's own rules stay at the next start.
      await h.editor.patch("siteSettings").set({ "dispatch.cutoff": "12:00" }).commit()
      await h.restart()
      assert.equal((await h.editor.getDocument<{ dispatch: { cutoff: string } }>("siteSettings"))?.dispatch.cutoff, "12:00")
    } finally {
      await h.close()
    }
  })

  it("recent transactions stay available (for document history), across restarts too", async () => {
    const dataDir = await tempDir()
    const h = await startHarness({ dataDir })
    try {
      const created = await h.editor.create({ _id: "tracked", _type: "page", v: 1 })
      const updated = await h.editor.patch("tracked").set({ v: 2 }).commit()
      await h.restart()
      const history = h.api.dataset.recentTransactions().filter((record) => record.effects.some((effect) => effect.id === "tracked"))
      assert.deepEqual(
        history.map((record) => [record.transactionId, record.effects[0]?.operation, record.effects[0]?.document?.v]),
        [
          [created._rev, "create", 1],
          [updated._rev, "update", 2],
        ]
      )
      assert.equal(history[1]?.effects[0]?.previousRev, created._rev)
    } finally {
      await h.close()
    }
  })
})

describe("crash safety of main.ts", () => {
  const mainPath = fileURLToPath(new URL("./main.ts", import.meta.url))
  const children: ChildProcess[] = []
  after(() => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL")
  })

  /** Starts `node --import tsx main.ts` on a free port and resolves with its URL once it prints its line. */
  function startMain(dataDir: string): Promise<{ child: ChildProcess; url: string; exited: Promise<number | null> }> {
    const child = spawn(process.execPath, ["--import", "tsx", mainPath], {
      cwd: fileURLToPath(new URL(".", import.meta.url)),
      env: { ...process.env, CONTENT_API_PORT: "0", CONTENT_API_DATA_DIR: dataDir, CONTENT_API_TOKEN: TOKEN, CONTENT_API_SEED_FILE: "" },
      stdio: ["ignore", "pipe", "pipe"],
    })
    children.push(child)
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)))
    return new Promise((resolve, reject) => {
      let output = ""
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        const url = /listening on (http:\/\/\S+)/.exec(output)?.[1]
        if (url) resolve({ child, url, exited })
      }
      child.stdout?.on("data", onData)
      child.stderr?.on("data", onData)
      void exited.then((code) => reject(new Error(`main.ts exited (${code}) before listening:\n${output}`)))
    })
  }

  it("a write acknowledged just before kill -9 is there after the restart; SIGTERM writes a final snapshot", async () => {
    const dataDir = await tempDir()
    const first = await startMain(dataDir)
    const client = clientFor(first.url, { token: TOKEN })
    await client.create({ _id: "survivor-1", _type: "page" })
    const acknowledged = await client.patch("survivor-1").set({ title: "acknowledged" }).commit()
    first.child.kill("SIGKILL")
    assert.equal(await first.exited, null)

    const second = await startMain(dataDir)
    const afterCrash = await clientFor(second.url, { token: TOKEN }).getDocument("survivor-1")
    assert.deepEqual(afterCrash, acknowledged)

    second.child.kill("SIGTERM")
    assert.equal(await second.exited, 0)
    const snapshot = JSON.parse(await readFile(join(dataDir, "snapshot.json"), "utf8")) as { documents: { _id: string }[] }
    assert.deepEqual(
      snapshot.documents.map((doc) => doc._id),
      ["survivor-1"]
    )
    assert.equal((await stat(join(dataDir, "transactions.ndjson"))).size, 0)
  })
})
