// GET /data/listen as server-sent events: a mutation event for every transaction that touches a matching document.
import type { ExprNode } from "groq-js"
import type { CommittedTransaction, ContentDataset } from "./dataset.js"
import { ContentApiError } from "./errors.js"
import { type QueryContext, documentMatches, parseQuery } from "./groq.js"
import type { ApiRequest, ApiResponse } from "./http.js"
import { isReadableWithoutToken, randomId } from "./ids.js"
import type { DocumentChange, SanityDocument } from "./store.js"

export interface ListenRequest {
  query: string
  params: Record<string, unknown>
  includeResult: boolean
  includePreviousRevision: boolean
  includeMutations: boolean
  /** `mendoza` adds `effects: {apply, revert}`, which the Studio applies to its copy of the document. */
  effectFormat?: string
  /** Without a token, drafts and release versions are never reported. */
  canReadPrivate: boolean
}

export interface ListenOptions {
  keepAliveMs: number
  queryContext: QueryContext
  onError: (message: string, error: unknown) => void
}

type Transition = "appear" | "update" | "disappear"

/**
 * Streams events until the client goes away; returns a function that ends the stream (for shutdown). Nothing is
 * left behind after either: the dataset subscription and the keep-alive timer go with the connection.
 */
export function openListener(dataset: ContentDataset, req: ApiRequest, res: ApiResponse, request: ListenRequest, options: ListenOptions): () => void {
  res.statusCode = 200
  res.setHeader("Content-Type", "text/event-stream; charset=utf-8")
  res.setHeader("Cache-Control", "no-cache, no-transform")
  res.setHeader("X-Accel-Buffering", "no")

  let tree: ExprNode
  try {
    tree = parseQuery(request.query, request.params)
  } catch (error) {
    // A bad query is reported on the stream: the client turns `channelError` into a readable error, while an
    // HTTP error status would only reach it as "connection failed".
    const data = error instanceof ContentApiError ? error.body : { message: String(error) }
    res.end(formatEvent("channelError", data))
    return () => undefined
  }

  let open = true
  // Events go out in transaction order even though matching each document is asynchronous.
  let pending: Promise<void> = Promise.resolve()
  const send = (chunk: string) => {
    if (open && !res.writableEnded) res.write(chunk)
  }
  const unsubscribe = dataset.subscribe((transaction) => {
    pending = pending
      .then(async () => {
        if (!open) return
        for (const event of await eventsFor(transaction, tree, request, options.queryContext)) send(formatEvent("mutation", event, event.eventId))
      })
      .catch((error: unknown) => options.onError("listener event failed", error))
  })
  const keepAlive = setInterval(() => send(": keep-alive\n\n"), options.keepAliveMs)
  // An open stream alone must not keep the process alive (shutdown closes streams, but a leak should not hang it).
  keepAlive.unref()
  const close = () => {
    if (!open) return
    open = false
    unsubscribe()
    clearInterval(keepAlive)
    if (!res.writableEnded) res.end()
  }
  req.on("close", close)
  res.on("close", close)

  send(formatEvent("welcome", { listenerName: `L${randomId(16)}` }))
  return close
}

function formatEvent(name: string, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ""}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`
}

interface MutationEvent {
  eventId: string
  [field: string]: unknown
}

async function eventsFor(transaction: CommittedTransaction, tree: ExprNode, request: ListenRequest, context: QueryContext): Promise<MutationEvent[]> {
  const matching: { change: DocumentChange; transition: Transition }[] = []
  for (const change of transaction.changes) {
    if (!request.canReadPrivate && !isReadableWithoutToken(change.id)) continue
    const matchedBefore = await matches(change.before, tree, request, context)
    const matchesAfter = await matches(change.after, tree, request, context)
    if (!matchedBefore && !matchesAfter) continue
    matching.push({ change, transition: matchedBefore && matchesAfter ? "update" : matchesAfter ? "appear" : "disappear" })
  }
  const { record } = transaction
  return matching.map(({ change, transition }, index) => ({
    eventId: `${record.transactionId}#${change.id}`,
    documentId: change.id,
    transactionId: record.transactionId,
    transition,
    identity: record.identity,
    ...(request.includeMutations ? { mutations: change.mutations } : {}),
    ...(change.before?._rev ? { previousRev: change.before._rev } : {}),
    // The transaction's id even for a deletion, as Sanity sends it: the Studio chains events by previousRev → resultRev.
    resultRev: change.after?._rev ?? record.transactionId,
    timestamp: record.timestamp,
    visibility: "query",
    // Counted over this listener's events only; the index is zero-based (as @sanity/client documents it).
    transactionTotalEvents: matching.length,
    transactionCurrentEvent: index,
    ...(request.includeResult && change.after ? { result: change.after } : {}),
    ...(request.includePreviousRevision ? { previous: change.before } : {}),
    ...(request.effectFormat === "mendoza" ? { effects: mendozaEffects(change) } : {}),
  }))
}

function matches(document: SanityDocument | null, tree: ExprNode, request: ListenRequest, context: QueryContext): Promise<boolean> {
  return document ? documentMatches(tree, document, request.params, context) : Promise.resolve(false)
}

/**
 * Mendoza patches that replace the whole document. Opcode 0 ("Value") makes its operand the result, so
 * `[0, doc]` turns anything into `doc` and `[0, null]` is a deletion; valid, just not minimal.
 */
function mendozaEffects(change: DocumentChange): { apply: unknown[]; revert: unknown[] } {
  return { apply: [0, change.after], revert: [0, change.before] }
}
