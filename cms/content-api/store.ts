// The dataset in memory: documents by id, changed only by all-or-nothing transactions applied with @sanity/mutator.
import { type Doc, type Mut, Mutation } from "@sanity/mutator"
import { type MutationErrorItem, mutationError } from "./errors.js"
import { type QueryContext, evaluateQuery, parseQuery } from "./groq.js"
import { randomId } from "./ids.js"
import type { MutationInput, Selection } from "./mutations.js"

export type SanityDocument = Doc

export type MutationOperation = "create" | "update" | "delete" | "none"

/** What one transaction did to one document. */
export interface DocumentChange {
  id: string
  before: SanityDocument | null
  after: SanityDocument | null
  operation: MutationOperation
  /** The transaction's mutations on this document, with query selections resolved to its id (the listener shows these). */
  mutations: Mut[]
}

/** A transaction worked out against the current documents but not yet applied. */
export interface PreparedTransaction {
  transactionId: string
  timestamp: string
  /** One entry per document touched, in the order the mutations first touched them. */
  changes: DocumentChange[]
}

export interface TransactionOptions {
  /** The client's own transaction id; Sanity uses it as the new `_rev` of every document it changes. */
  transactionId?: string
  autoGenerateArrayKeys?: boolean
  queryContext: QueryContext
}

/** Sanity keeps `drafts.` documents apart from published ones only by id; so does this map. */
export class DocumentStore {
  private readonly documents = new Map<string, SanityDocument>()

  get(id: string): SanityDocument | undefined {
    return this.documents.get(id)
  }

  all(): IterableIterator<SanityDocument> {
    return this.documents.values()
  }

  get size(): number {
    return this.documents.size
  }

  /** Sets a document to a known state (or removes it): loading a snapshot, replaying the log, committing. */
  put(id: string, document: SanityDocument | null): void {
    if (document) this.documents.set(id, document)
    else this.documents.delete(id)
  }

  /**
   * Works out a whole transaction without touching the stored documents: any failing mutation throws a
   * `mutationError` and nothing is applied. Later mutations see the effect of earlier ones.
   */
  async prepare(mutations: MutationInput[], options: TransactionOptions): Promise<PreparedTransaction> {
    const transactionId = options.transactionId ?? randomId()
    const timestamp = new Date().toISOString()
    const working = new WorkingSet(this.documents)
    const failures: MutationErrorItem[] = []

    for (const [index, mutation] of mutations.entries()) {
      try {
        await applyMutation(working, mutation, { transactionId, timestamp }, options)
      } catch (error) {
        if (!(error instanceof MutationFailure)) throw error
        failures.push({ index, error: { id: error.documentId, type: error.type, description: error.message } })
      }
    }
    if (failures.length > 0) {
      // A revision conflict or an existing id is a 409, a missing document a 404, anything else a 400.
      const status = failures.some((item) => item.error.type === "documentAlreadyExistsError" || item.error.type === "conflict")
        ? 409
        : failures.every((item) => item.error.type === "documentNotFoundError")
          ? 404
          : 400
      throw mutationError(status, failures)
    }
    return { transactionId, timestamp, changes: working.changes() }
  }

  commit(prepared: PreparedTransaction): void {
    for (const change of prepared.changes) this.put(change.id, change.after)
  }
}

class MutationFailure extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly documentId?: string
  ) {
    super(message)
  }
}

/** The documents as the transaction has changed them so far, over the untouched stored ones. */
class WorkingSet {
  private readonly touched = new Map<string, { before: SanityDocument | null; after: SanityDocument | null; mutations: Mut[]; deleted: boolean }>()

  constructor(private readonly base: Map<string, SanityDocument>) {}

  get(id: string): SanityDocument | null {
    const entry = this.touched.get(id)
    return entry ? entry.after : (this.base.get(id) ?? null)
  }

  set(id: string, after: SanityDocument | null, mutation: Mut): void {
    let entry = this.touched.get(id)
    if (!entry) {
      entry = { before: this.base.get(id) ?? null, after: null, mutations: [], deleted: false }
      this.touched.set(id, entry)
    }
    entry.after = after
    entry.mutations.push(mutation)
    if (after === null) entry.deleted = true
  }

  /** Notes a document the transaction names but leaves as it is (Sanity reports it with operation "none"). */
  mention(id: string): void {
    if (this.touched.has(id)) return
    const current = this.base.get(id) ?? null
    this.touched.set(id, { before: current, after: current, mutations: [], deleted: false })
  }

  /** Every current document, for query selections inside the transaction. */
  documents(): SanityDocument[] {
    const result: SanityDocument[] = []
    for (const [id, doc] of this.base) if (!this.touched.has(id)) result.push(doc)
    for (const entry of this.touched.values()) if (entry.after) result.push(entry.after)
    return result
  }

  changes(): DocumentChange[] {
    return [...this.touched.entries()].map(([id, entry]) => ({
      id,
      before: entry.before,
      after: entry.after,
      mutations: entry.mutations,
      operation: operationOf(entry.before, entry.after, entry.deleted),
    }))
  }
}

function operationOf(before: SanityDocument | null, after: SanityDocument | null, deleted: boolean): MutationOperation {
  if (!before && after) return "create"
  if (before && !after) return "delete"
  if (before && after) return before === after ? "none" : "update"
  return deleted ? "delete" : "none"
}

interface Stamp {
  transactionId: string
  timestamp: string
}

/** Runs one mutation through @sanity/mutator on a copy of the document, stamping `_rev` and `_updatedAt`. */
function runMutator(current: SanityDocument | null, mutation: Mut, stamp: Stamp): SanityDocument | null {
  // The mutator assigns into the objects it is given, so it only ever sees copies.
  const copy = current ? structuredClone(current) : null
  return new Mutation({ mutations: [structuredClone(mutation)], timestamp: stamp.timestamp, resultRev: stamp.transactionId }).apply(copy)
}

async function selectIds(working: WorkingSet, selection: Selection, options: TransactionOptions): Promise<string[]> {
  if ("id" in selection) return [selection.id]
  const tree = parseQuery(selection.query, selection.params)
  const result = await evaluateQuery(tree, working.documents(), selection.params, options.queryContext)
  const found = Array.isArray(result) ? result : [result]
  return found.flatMap((doc) => (doc && typeof doc === "object" && typeof (doc as SanityDocument)._id === "string" ? [(doc as SanityDocument)._id] : []))
}

async function applyMutation(working: WorkingSet, mutation: MutationInput, stamp: Stamp, options: TransactionOptions): Promise<void> {
  switch (mutation.kind) {
    case "create":
    case "createOrReplace":
    case "createIfNotExists":
      return applyCreate(working, mutation.kind, mutation.document, stamp, options)
    case "delete":
      for (const id of await selectIds(working, mutation.selection, options)) {
        if (working.get(id)) working.set(id, null, { delete: { id } })
        else working.mention(id)
      }
      return
    case "patch": {
      const ids = await selectIds(working, mutation.selection, options)
      if ("id" in mutation.selection && !working.get(mutation.selection.id)) {
        const id = mutation.selection.id
        throw new MutationFailure("documentNotFoundError", `Cannot patch document "${id}": it does not exist`, id)
      }
      for (const id of ids) applyPatch(working, id, mutation, stamp, options)
      return
    }
  }
}

function applyCreate(
  working: WorkingSet,
  kind: "create" | "createOrReplace" | "createIfNotExists",
  payload: Record<string, unknown>,
  stamp: Stamp,
  options: TransactionOptions
): void {
  const givenId = typeof payload._id === "string" ? payload._id : ""
  // Sanity invents the id when none is given, or completes one that ends in "." (`drafts.` → `drafts.<random>`).
  const id = givenId === "" || givenId.endsWith(".") ? `${givenId}${randomId()}` : givenId
  const existing = working.get(id)
  if (kind === "create" && existing) throw new MutationFailure("documentAlreadyExistsError", `Document by ID "${id}" already exists`, id)
  if (kind === "createIfNotExists" && existing) return working.mention(id)

  const document = { ...payload, _id: id } as SanityDocument
  if (options.autoGenerateArrayKeys) addMissingKeys(document)
  // createOrReplace keeps when the document was first created unless the payload says otherwise.
  if (existing?._createdAt && document._createdAt === undefined) document._createdAt = existing._createdAt
  const mutation = { [kind]: document } as Mut
  working.set(id, runMutator(existing, mutation, stamp), mutation)
}

function applyPatch(working: WorkingSet, id: string, mutation: Extract<MutationInput, { kind: "patch" }>, stamp: Stamp, options: TransactionOptions): void {
  const current = working.get(id)
  if (!current) return
  if (mutation.ifRevisionID !== undefined && mutation.ifRevisionID !== current._rev) {
    throw new MutationFailure("conflict", `Document "${id}" has unexpected revision ID ("${current._rev ?? ""}"), expected "${mutation.ifRevisionID}"`, id)
  }
  const patch = { ...mutation.operations, id, ...(mutation.ifRevisionID !== undefined ? { ifRevisionID: mutation.ifRevisionID } : {}) }
  let after: SanityDocument | null
  try {
    after = runMutator(current, { patch } as Mut, stamp)
  } catch (error) {
    throw new MutationFailure("invalidPatchError", `Cannot apply patch to "${id}": ${error instanceof Error ? error.message : String(error)}`, id)
  }
  if (!after || after._id !== id) throw new MutationFailure("invalidPatchError", `Cannot apply patch to "${id}": a patch may not change _id`, id)
  if (options.autoGenerateArrayKeys) addMissingKeys(after)
  working.set(id, after, { patch } as Mut)
}

/** `autoGenerateArrayKeys`: objects in arrays get the `_key` the Studio needs to address them. */
function addMissingKeys(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) {
      if (item && typeof item === "object" && !Array.isArray(item) && typeof (item as { _key?: unknown })._key !== "string") {
        ;(item as { _key: string })._key = randomId(12)
      }
      addMissingKeys(item)
    }
  } else if (value && typeof value === "object") {
    for (const child of Object.values(value)) addMissingKeys(child)
  }
}
