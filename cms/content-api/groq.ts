// GROQ over the in-memory documents with groq-js, seen through Sanity's perspectives (raw, published, drafts, releases).
import { type ExprNode, GroqSyntaxError, evaluate, parse } from "groq-js"
import { ContentApiError, contentLakeError, httpError, queryParseError } from "./errors.js"
import { isDraftId, isPrivateId, isReadableWithoutToken, publishedIdOf, releaseOf } from "./ids.js"
import type { SanityDocument } from "./store.js"

/**
 * `raw` shows every document as stored. Otherwise a stack of layers, strongest first and always ending in
 * `published`: for each document the strongest layer that has a version of it wins (`["drafts", "published"]`
 * shows a draft instead of its published document).
 */
export type Perspective = "raw" | readonly string[]

export const PUBLISHED: Perspective = ["published"]

/** API versions from this date on (and `vX`) default to `published`; older ones to `raw`, as Sanity does. */
const PUBLISHED_BY_DEFAULT_SINCE = "2025-02-19"

export function defaultPerspective(apiVersion: string): Perspective {
  return apiVersion === "X" || apiVersion >= PUBLISHED_BY_DEFAULT_SINCE ? PUBLISHED : "raw"
}

/** Reads the `perspective` query parameter: `raw`, `published`, `drafts`, `previewDrafts`, or a comma-separated stack. */
export function parsePerspective(value: string | null, apiVersion: string): Perspective {
  if (value === null || value === "") return defaultPerspective(apiVersion)
  const names = value.split(",").map((name) => name.trim())
  if (names.length === 1 && names[0] === "raw") return "raw"
  const layers: string[] = []
  for (const name of names) {
    if (name === "raw") throw httpError(400, 'The "raw" perspective can not be combined with other perspectives')
    if (!/^[A-Za-z0-9_-]+$/.test(name)) throw httpError(400, `Invalid perspective "${name}"`)
    // `previewDrafts` is the old name of `drafts`.
    const layer = name === "previewDrafts" ? "drafts" : name
    if (!layers.includes(layer)) layers.push(layer)
  }
  if (!layers.includes("published")) layers.push("published")
  return layers
}

export function isPublishedOnly(perspective: Perspective): boolean {
  return perspective !== "raw" && perspective.length === 1
}

const layerOf = (id: string) => (isDraftId(id) ? "drafts" : (releaseOf(id) ?? "published"))

/**
 * The documents a query sees. Overlaid documents take the published id as `_id` and keep their own in
 * `_originalId`, as Sanity returns them. Callers without a token see only documents on the root path: no
 * drafts, no release versions, nothing kept under a path (ids.ts).
 */
export function documentsInPerspective(documents: Iterable<SanityDocument>, perspective: Perspective, canReadPrivate: boolean): SanityDocument[] {
  const readable = canReadPrivate ? [...documents] : [...documents].filter((doc) => isReadableWithoutToken(doc._id))
  if (perspective === "raw") return readable
  if (isPublishedOnly(perspective)) return readable.filter((doc) => !isPrivateId(doc._id))

  const strongest = new Map<string, { rank: number; doc: SanityDocument }>()
  for (const doc of readable) {
    const rank = perspective.indexOf(layerOf(doc._id))
    if (rank < 0) continue
    const publishedId = publishedIdOf(doc._id)
    const current = strongest.get(publishedId)
    if (!current || rank < current.rank) strongest.set(publishedId, { rank, doc })
  }
  return [...strongest.entries()].map(([publishedId, { doc }]) => ({ ...doc, _id: publishedId, _originalId: doc._id }))
}

/** Parses a query, turning syntax errors and missing parameters into Sanity's `queryParseError`. */
export function parseQuery(query: string, params: Record<string, unknown>): ExprNode {
  let tree: ExprNode
  try {
    tree = parse(query, { params })
  } catch (error) {
    if (error instanceof GroqSyntaxError) {
      // groq-js says "Syntax error in GROQ query at position N: <detail>"; the client prints its own frame.
      const detail = error.message.replace(/^Syntax error in GROQ query at position \d+: /, "")
      const start = Math.min(error.position, query.length)
      throw queryParseError(query, detail, start, Math.min(start + 1, query.length))
    }
    throw queryParseError(query, error instanceof Error ? error.message : String(error), 0, query.length)
  }
  const missing = referencedParams(tree).find((name) => !(name in params))
  if (missing !== undefined) {
    const at = query.indexOf(`$${missing}`)
    throw queryParseError(query, `param $${missing} referenced, but not provided`, Math.max(at, 0), at < 0 ? query.length : at + missing.length + 1)
  }
  return tree
}

function referencedParams(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const child of node) referencedParams(child, found)
  } else if (node !== null && typeof node === "object") {
    const record = node as Record<string, unknown>
    if (record.type === "Parameter" && typeof record.name === "string") found.push(record.name)
    for (const value of Object.values(record)) referencedParams(value, found)
  }
  return found
}

export interface QueryContext {
  projectId: string
  dataset: string
  identity?: string
}

/** Evaluates a parsed query over the given documents; runtime failures answer 400 like Sanity's query errors. */
export async function evaluateQuery(tree: ExprNode, documents: SanityDocument[], params: Record<string, unknown>, context: QueryContext): Promise<unknown> {
  try {
    const value = await evaluate(tree, {
      dataset: documents,
      params,
      timestamp: new Date(),
      identity: context.identity,
      sanity: { projectId: context.projectId, dataset: context.dataset },
    })
    return await value.get()
  } catch (error) {
    if (error instanceof ContentApiError) throw error
    throw contentLakeError(400, "queryExecutionError", error instanceof Error ? error.message : String(error))
  }
}

/**
 * Whether one document matches a listener's query. Sanity's listener uses only the filter (no joins, order or
 * projection), so the query is run over a dataset of just this document and any result counts as a match.
 */
export async function documentMatches(tree: ExprNode, document: SanityDocument, params: Record<string, unknown>, context: QueryContext): Promise<boolean> {
  const result = await evaluateQuery(tree, [document], params, context)
  return Array.isArray(result) ? result.length > 0 : result !== null && result !== undefined && result !== false
}
