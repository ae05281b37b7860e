// Durability in a data directory: an fsync'ed append-only transaction log, and atomic snapshots after which the log is cut.
import { type FileHandle, mkdir, open, readFile, rename, truncate } from "node:fs/promises"
import { join } from "node:path"
import type { Mut } from "@sanity/mutator"
import type { SanityDocument } from "./store.js"

/** What one transaction did to one document, as the log keeps it. */
export interface DocumentEffect {
  id: string
  operation: "create" | "update" | "delete"
  previousRev?: string
  resultRev?: string
  /** The document after the transaction; null when it was deleted. */
  document: SanityDocument | null
  mutations: Mut[]
}

/** One committed transaction: enough to rebuild the documents, and to serve document history later. */
export interface TransactionRecord {
  /** Position in the log, counting from 1 over the dataset's whole life; snapshots remember the last one they include. */
  seq: number
  transactionId: string
  timestamp: string
  identity: string
  effects: DocumentEffect[]
}

/** What a data directory held when it was opened. */
export interface StoredState {
  documents: SanityDocument[]
  /** The most recent transactions, oldest first (bounded by `historyLimit`). */
  history: TransactionRecord[]
  lastSeq: number
  /** Nothing was ever written here: no snapshot and no logged transaction. */
  fresh: boolean
}

interface Snapshot {
  format: typeof SNAPSHOT_FORMAT
  lastSeq: number
  writtenAt: string
  documents: SanityDocument[]
  history: TransactionRecord[]
}

const SNAPSHOT_FORMAT = "content-api-snapshot/1"
const SNAPSHOT_FILE = "snapshot.json"
const LOG_FILE = "transactions.ndjson"

export class Persistence {
  private failure: Error | undefined
  private sinceSnapshot: number

  private constructor(
    private readonly dataDir: string,
    private readonly log: FileHandle,
    replayedTransactions: number
  ) {
    this.sinceSnapshot = replayedTransactions
  }

  /** Loads the snapshot, replays the log after it, and opens the log for appending. */
  static async open(dataDir: string, historyLimit: number): Promise<{ persistence: Persistence; state: StoredState }> {
    await mkdir(dataDir, { recursive: true })
    const snapshot = await readSnapshot(join(dataDir, SNAPSHOT_FILE))
    const logPath = join(dataDir, LOG_FILE)
    const { records, intactLength, tornTail } = await readLog(logPath)
    // A crash mid-append leaves an unterminated last line; that write was never acknowledged, so it goes.
    if (tornTail) await truncate(logPath, intactLength)

    const documents = new Map<string, SanityDocument>()
    for (const doc of snapshot?.documents ?? []) documents.set(doc._id, doc)
    const history = [...(snapshot?.history ?? [])]
    let lastSeq = snapshot?.lastSeq ?? 0
    let replayed = 0
    for (const record of records) {
      // A crash between writing a snapshot and cutting the log leaves records the snapshot already holds.
      if (record.seq <= lastSeq) continue
      for (const effect of record.effects) {
        if (effect.document) documents.set(effect.id, effect.document)
        else documents.delete(effect.id)
      }
      history.push(record)
      lastSeq = record.seq
      replayed++
    }

    const log = await open(logPath, "a")
    await syncDirectory(dataDir)
    const persistence = new Persistence(dataDir, log, replayed)
    const state = { documents: [...documents.values()], history: history.slice(-historyLimit), lastSeq, fresh: !snapshot && records.length === 0 }
    return { persistence, state }
  }

  get transactionsSinceSnapshot(): number {
    return this.sinceSnapshot
  }

  /** Appends a transaction and waits until it is on disk: only then may the write be acknowledged. */
  async append(record: TransactionRecord): Promise<void> {
    if (this.failure) throw this.failure
    try {
      await this.log.write(`${JSON.stringify(record)}\n`)
      await this.log.datasync()
      this.sinceSnapshot++
    } catch (error) {
      // A half-written line must not be followed by more: refuse writes until a restart cuts it off.
      this.failure = new Error(`The transaction log could not be written; restart the content API (${String(error)})`)
      throw this.failure
    }
  }

  /**
   * Writes every document to a temp file, syncs it, renames it over the old snapshot and syncs the directory,
   * so a crash leaves either the old or the new snapshot whole. Only then is the log emptied.
   */
  async writeSnapshot(documents: Iterable<SanityDocument>, history: TransactionRecord[], lastSeq: number): Promise<void> {
    if (this.failure) throw this.failure
    const snapshot: Snapshot = { format: SNAPSHOT_FORMAT, lastSeq, writtenAt: new Date().toISOString(), documents: [...documents], history }
    const finalPath = join(this.dataDir, SNAPSHOT_FILE)
    const tempPath = `${finalPath}.tmp`
    const file = await open(tempPath, "w")
    try {
      await file.write(JSON.stringify(snapshot))
      await file.sync()
    } finally {
      await file.close()
    }
    await rename(tempPath, finalPath)
    await syncDirectory(this.dataDir)
    await this.log.truncate(0)
    await this.log.sync()
    this.sinceSnapshot = 0
  }

  async close(): Promise<void> {
    await this.log.close()
  }
}

async function readSnapshot(path: string): Promise<Snapshot | undefined> {
  const text = await readIfExists(path)
  if (text === undefined) return undefined
  const snapshot = JSON.parse(text) as Snapshot
  if (snapshot.format !== SNAPSHOT_FORMAT) throw new Error(`${path} is not a content API snapshot (format ${String(snapshot.format)})`)
  return snapshot
}

async function readLog(path: string): Promise<{ records: TransactionRecord[]; intactLength: number; tornTail: boolean }> {
  const bytes = await readIfExists(path, null)
  if (bytes === undefined) return { records: [], intactLength: 0, tornTail: false }
  const intactLength = bytes.lastIndexOf(0x0a) + 1
  const lines = bytes.subarray(0, intactLength).toString("utf8").split("\n").slice(0, -1)
  const records = lines.map((line, index) => {
    try {
      return JSON.parse(line) as TransactionRecord
    } catch {
      // Only the unterminated tail can be torn; a bad line before it is damage that replay must not skip over.
      throw new Error(`${path} line ${index + 1} is not valid JSON; refusing to start rather than lose transactions after it`)
    }
  })
  return { records, intactLength, tornTail: intactLength < bytes.length }
}

function readIfExists(path: string): Promise<string | undefined>
function readIfExists(path: string, encoding: null): Promise<Buffer | undefined>
async function readIfExists(path: string, encoding: "utf8" | null = "utf8"): Promise<string | Buffer | undefined> {
  try {
    return encoding === null ? await readFile(path) : await readFile(path, encoding)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined
    throw error
  }
}

/** A rename or a new file is durable only once the directory entry itself is synced. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, "r")
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
