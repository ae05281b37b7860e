// The one dataset: documents in memory, every write a durable transaction applied in order, and who to tell about it.
import { existsSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { httpError } from "./errors.js"
import type { QueryContext } from "./groq.js"
import type { MutationInput } from "./mutations.js"
import { type DocumentEffect, Persistence, type TransactionRecord } from "./persistence.js"
import { type DocumentChange, DocumentStore, type PreparedTransaction, type SanityDocument } from "./store.js"

export interface DatasetOptions {
  dataDir: string
  /** NDJSON in Sanity's export format, loaded as the first transaction when the data directory is empty. */
  seedFile?: string
  queryContext: QueryContext
  /** A snapshot is written (and the log cut) after this many transactions. */
  snapshotEvery: number
  /** How many recent transactions stay in memory (and in snapshots) for document history. */
  historyLimit: number
  onBackgroundError: (message: string, error: unknown) => void
}

export interface WriteOptions {
  transactionId?: string
  dryRun?: boolean
  autoGenerateArrayKeys?: boolean
  /** Who wrote it; listeners see it as `identity`. */
  identity: string
}

/** A transaction that is on disk and in memory, as listeners receive it. */
export interface CommittedTransaction {
  record: TransactionRecord
  /** Only the documents that changed. */
  changes: DocumentChange[]
}

export type TransactionListener = (transaction: CommittedTransaction) => void

export class ContentDataset {
  readonly store = new DocumentStore()
  private readonly listeners = new Set<TransactionListener>()
  private history: TransactionRecord[]
  private lastSeq: number
  /** Writes run one at a time, in arrival order: each sees the one before it, and the log order is the commit order. */
  private queue: Promise<unknown> = Promise.resolve()
  private closed = false

  private constructor(
    private readonly options: DatasetOptions,
    private readonly persistence: Persistence,
    state: { documents: SanityDocument[]; history: TransactionRecord[]; lastSeq: number }
  ) {
    for (const doc of state.documents) this.store.put(doc._id, doc)
    this.history = state.history
    this.lastSeq = state.lastSeq
  }

  static async open(options: DatasetOptions): Promise<ContentDataset> {
    const { persistence, state } = await Persistence.open(options.dataDir, options.historyLimit)
    const dataset = new ContentDataset(options, persistence, state)
    // A data directory that never held anything is seeded whole. One that did keeps what editors made of it
    // (their edits and deletions must survive every restart); only documents of a type it has none of (a type
    // the shop added since, such as the search synonyms) are added.
    if (options.seedFile && existsSync(options.seedFile)) {
      const seeded = await readSeedFile(options.seedFile)
      const types = new Set([...dataset.store.all()].map((document) => document._type))
      const documents = state.fresh ? seeded : seeded.filter((document) => !types.has(String(document._type)))
      if (documents.length > 0) {
        await dataset.write(
          documents.map((document) => ({ kind: state.fresh ? "createOrReplace" : "createIfNotExists", document })),
          { identity: "seed" }
        )
      }
      if (!state.fresh) await dataset.addFieldsAddedLater(seeded)
    }
    return dataset
  }

  /**
   * Fields the shop added to an existing document since (FIELDS_ADDED_LATER), set from the seed where the kept
   * document has none: a data directory from before them gets them, and what editors wrote stays as it is.
   */
  private async addFieldsAddedLater(seeded: Record<string, unknown>[]): Promise<void> {
    const patches = seeded.flatMap((document) => {
      const kept = this.store.get(String(document._id))
      const missing = (FIELDS_ADDED_LATER[String(document._type)] ?? []).filter((field) => kept && kept[field] === undefined && document[field] !== undefined)
      return kept && missing.length > 0
        ? [{ kind: "patch" as const, selection: { id: String(document._id) }, operations: { setIfMissing: Object.fromEntries(missing.map((field) => [field, document[field]])) } }]
        : []
    })
    if (patches.length > 0) await this.write(patches, { identity: "seed" })
  }

  /** The recent transactions, oldest first (for document history). */
  recentTransactions(): readonly TransactionRecord[] {
    return this.history
  }

  subscribe(listener: TransactionListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  get listenerCount(): number {
    return this.listeners.size
  }

  /**
   * Applies a transaction all-or-nothing. It is written to the log and synced before it becomes visible or is
   * acknowledged, so an acknowledged write survives a crash.
   */
  write(mutations: MutationInput[] | ((store: DocumentStore) => MutationInput[]), options: WriteOptions): Promise<PreparedTransaction> {
    return this.enqueue(async () => {
      if (this.closed) throw httpError(503, "The content API is shutting down")
      // A function works its mutations out in turn, from the documents as every earlier write left them
      // (document actions copy a draft into its published document: it must be the latest draft).
      const resolved = typeof mutations === "function" ? mutations(this.store) : mutations
      const prepared = await this.store.prepare(resolved, {
        transactionId: options.transactionId,
        autoGenerateArrayKeys: options.autoGenerateArrayKeys,
        queryContext: this.options.queryContext,
      })
      const changes = prepared.changes.filter((change) => change.operation !== "none")
      if (options.dryRun || changes.length === 0) return prepared

      const record: TransactionRecord = {
        seq: this.lastSeq + 1,
        transactionId: prepared.transactionId,
        timestamp: prepared.timestamp,
        identity: options.identity,
        effects: changes.map(toEffect),
      }
      await this.persistence.append(record)
      this.lastSeq = record.seq
      this.store.commit(prepared)
      this.remember(record)
      for (const listener of this.listeners) listener({ record, changes })
      if (this.persistence.transactionsSinceSnapshot >= this.options.snapshotEvery) {
        // Not awaited: the write is already durable, and its caller should not wait for a whole snapshot.
        this.enqueue(() => this.snapshot()).catch((error: unknown) => this.options.onBackgroundError("snapshot failed", error))
      }
      return prepared
    })
  }

  /** Writes a final snapshot and closes the log; later writes are refused. */
  async close(): Promise<void> {
    await this.enqueue(async () => {
      if (this.closed) return
      this.closed = true
      await this.snapshot()
      await this.persistence.close()
    })
  }

  private snapshot(): Promise<void> {
    return this.persistence.writeSnapshot(this.store.all(), this.history, this.lastSeq)
  }

  private remember(record: TransactionRecord): void {
    this.history.push(record)
    if (this.history.length > this.options.historyLimit) this.history = this.history.slice(-this.options.historyLimit)
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const result = this.queue.then(task)
    this.queue = result.catch(() => undefined)
    return result
  }
}

function toEffect(change: DocumentChange): DocumentEffect {
  return {
    id: change.id,
    operation: change.operation === "create" || change.operation === "delete" ? change.operation : "update",
    ...(change.before?._rev ? { previousRev: change.before._rev } : {}),
    ...(change.after?._rev ? { resultRev: change.after._rev } : {}),
    document: change.after,
    mutations: change.mutations,
  }
}

/**
 * Top-level fields added to a seeded document type after shops were set up with it, by type. A kept document
 * without one gets the seed's (an editor who removed it gets it back at the next start: remove it here then).
 */
const FIELDS_ADDED_LATER: Record<string, readonly string[]> = {
  // Same-day dispatch rules (issue 54).
  siteSettings: ["dispatch"],
}

/** One document per line, as `sanity dataset export` writes it; a bad line stops the start with its number. */
async function readSeedFile(path: string): Promise<Record<string, unknown>[]> {
  const lines = (await readFile(path, "utf8")).split("\n")
  const documents: Record<string, unknown>[] = []
  for (const [index, line] of lines.entries()) {
    if (line.trim() === "") continue
    let doc: unknown
    try {
      doc = JSON.parse(line)
    } catch {
      throw new Error(`${path} line ${index + 1} is not valid JSON`)
    }
    if (!doc || typeof doc !== "object" || typeof (doc as { _id?: unknown })._id !== "string" || typeof (doc as { _type?: unknown })._type !== "string") {
      throw new Error(`${path} line ${index + 1} is not a document with an _id and a _type`)
    }
    documents.push(doc as Record<string, unknown>)
  }
  return documents
}
