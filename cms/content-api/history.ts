// Sanity's history API (GET /data/history/{dataset}/transactions/{ids} and /documents/{ids}) over the recent
// transactions the dataset keeps: what the Studio's History panel, "Review changes" and "Restore" read.
import { httpError } from "./errors.js"
import type { TransactionRecord } from "./persistence.js"
import type { SanityDocument } from "./store.js"

/** A whole-document mendoza patch: "the value becomes this" (null: it does not exist). */
type WholeValuePatch = [0, Record<string, unknown> | null]

interface HistoryTransaction {
  id: string
  timestamp: string
  author: string
  documentIDs: string[]
  effects: Record<string, { apply: WholeValuePatch; revert: WholeValuePatch }>
  mutations: []
}

/** The document as history shows it: `_rev` is the transaction itself, so it is left out of the patches. */
function content(document: SanityDocument | null): Record<string, unknown> | null {
  if (!document) return null
  const { _rev: _ignored, ...rest } = document
  return rest
}

/**
 * Each transaction's documents before and after it, oldest first. A document whose state before the oldest
 * kept transaction is unknown (it was last written before the history window) has no history before its
 * first change inside the window: that change cannot be reverted, so it and everything earlier are left out.
 */
function withBefore(records: readonly TransactionRecord[]) {
  const latest = new Map<string, SanityDocument | null>()
  return records.map((record) => {
    const changes = record.effects.flatMap((effect) => {
      const known = latest.has(effect.id) || effect.operation === "create"
      const before = latest.get(effect.id) ?? null
      latest.set(effect.id, effect.document)
      return known ? [{ id: effect.id, before, after: effect.document }] : []
    })
    return { record, changes }
  })
}

function ids(rest: string): string[] {
  const list = rest
    .split(",")
    .map((id) => {
      try {
        return decodeURIComponent(id)
      } catch {
        throw httpError(400, `Invalid document id "${id}"`)
      }
    })
    .filter((id) => id !== "")
  if (list.length === 0) throw httpError(400, "Missing document ids")
  return list
}

/** NDJSON lines of the transactions that touched `rest`'s documents, as Sanity's history API writes them. */
export function historyTransactions(records: readonly TransactionRecord[], rest: string, search: URLSearchParams): string {
  const wanted = new Set(ids(rest))
  const onlyIdentified = search.get("includeIdentifiedDocumentsOnly") === "true"
  const limit = Math.min(Math.max(Number(search.get("limit") ?? 100) || 100, 1), 10_000)
  const from = search.get("fromTransaction") || undefined
  const to = search.get("toTransaction") || undefined
  const fromTime = search.get("fromTime") ? Date.parse(search.get("fromTime")!) : undefined
  const toTime = search.get("toTime") ? Date.parse(search.get("toTime")!) : undefined

  // fromTransaction and toTransaction are inclusive positions in the dataset's log, looked up once. An unknown
  // fromTransaction bounds nothing; an unknown toTransaction (-1) leaves nothing before it.
  const position = (id: string) => records.findIndex((record) => record.transactionId === id)
  const first = from === undefined ? 0 : position(from)
  const last = to === undefined ? Infinity : position(to)
  const rows: HistoryTransaction[] = []
  for (const [index, { record, changes }] of withBefore(records).entries()) {
    if (index < first || index > last) continue
    const time = Date.parse(record.timestamp)
    if ((fromTime !== undefined && !(time >= fromTime)) || (toTime !== undefined && !(time <= toTime))) continue
    const touched = changes.filter((change) => wanted.has(change.id))
    if (touched.length === 0) continue
    const shown = onlyIdentified ? touched : changes
    rows.push({
      id: record.transactionId,
      timestamp: record.timestamp,
      author: record.identity,
      documentIDs: shown.map((change) => change.id),
      effects: Object.fromEntries(shown.map((change) => [change.id, { apply: [0, content(change.after)], revert: [0, content(change.before)] }])),
      mutations: [],
    })
  }
  if (search.get("reverse") === "true") rows.reverse()
  return rows
    .slice(0, limit)
    .map((row) => `${JSON.stringify(row)}\n`)
    .join("")
}

/**
 * `rest`'s documents as they were after transaction `revision`, at `time`, or (lastRevision) as they last
 * existed, for the Studio's revision view and its "Restore". Documents that did not exist then are left out.
 */
export function historyDocuments(records: readonly TransactionRecord[], current: (id: string) => SanityDocument | undefined, rest: string, search: URLSearchParams) {
  const wanted = ids(rest)
  const revision = search.get("revision")
  const time = search.get("time")
  const lastRevision = search.get("lastRevision") === "true"
  if (!revision && !time && !lastRevision) throw httpError(400, "Pass `revision`, `time` or `lastRevision=true`")
  const until = time ? Date.parse(time) : undefined
  if (time && Number.isNaN(until)) throw httpError(400, `Invalid time "${time}"`)
  const at = revision ? records.findIndex((record) => record.transactionId === revision) : -1
  if (revision && at === -1) {
    // Not in the kept window: it can still be the revision a document has now.
    return { documents: wanted.map(current).filter((doc): doc is SanityDocument => doc?._rev === revision) }
  }

  const states = new Map<string, SanityDocument | null>()
  const lastExisting = new Map<string, SanityDocument>()
  for (const [index, record] of records.entries()) {
    if (revision && index > at) break
    if (until !== undefined && Date.parse(record.timestamp) > until) break
    for (const effect of record.effects) {
      if (!wanted.includes(effect.id)) continue
      states.set(effect.id, effect.document)
      if (effect.document) lastExisting.set(effect.id, effect.document)
    }
  }
  const documents = wanted.flatMap((id) => {
    if (lastRevision) {
      const existing = current(id) ?? lastExisting.get(id)
      return existing ? [existing] : []
    }
    const state = states.has(id) ? states.get(id) : undefined
    return state ? [state] : []
  })
  return { documents }
}
