// Reads the `mutations` of a mutate request into checked shapes, answering 400 for anything Sanity would refuse.
import { httpError } from "./errors.js"

/** Which documents a delete or patch applies to: one id, or every document a GROQ query returns. */
export type Selection = { id: string } | { query: string; params: Record<string, unknown> }

export type MutationInput =
  | { kind: "create" | "createOrReplace" | "createIfNotExists"; document: Record<string, unknown> }
  | { kind: "delete"; selection: Selection }
  | { kind: "patch"; selection: Selection; operations: Record<string, unknown>; ifRevisionID?: string }

const CREATE_KINDS = ["create", "createOrReplace", "createIfNotExists"] as const
const PATCH_OPERATIONS = new Set(["set", "setIfMissing", "unset", "inc", "dec", "insert", "diffMatchPatch"])

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

function invalid(index: number, problem: string): Error {
  return httpError(400, `Invalid mutation at index ${index}: ${problem}`)
}

function readSelection(index: number, value: Record<string, unknown>): Selection {
  if (typeof value.id === "string" && value.id !== "") return { id: value.id }
  if (typeof value.query === "string") {
    if (value.params !== undefined && !isRecord(value.params)) throw invalid(index, "`params` must be an object")
    return { query: value.query, params: value.params ?? {} }
  }
  throw invalid(index, "expected `id` or `query`")
}

function readPatch(index: number, value: Record<string, unknown>): MutationInput {
  const operations: Record<string, unknown> = {}
  for (const [key, operation] of Object.entries(value)) {
    if (key === "id" || key === "query" || key === "params" || key === "ifRevisionID") continue
    if (!PATCH_OPERATIONS.has(key)) throw invalid(index, `unknown patch operation "${key}"`)
    if (key === "unset" ? !Array.isArray(operation) || !operation.every((path) => typeof path === "string") : !isRecord(operation)) {
      throw invalid(index, `malformed "${key}"`)
    }
    if ((key === "inc" || key === "dec") && !Object.values(operation as object).every((by) => typeof by === "number")) {
      throw invalid(index, `"${key}" takes numbers`)
    }
    operations[key] = operation
  }
  if (value.ifRevisionID !== undefined && typeof value.ifRevisionID !== "string") throw invalid(index, "`ifRevisionID` must be a string")
  return { kind: "patch", selection: readSelection(index, value), operations, ifRevisionID: value.ifRevisionID }
}

function readMutation(index: number, raw: unknown): MutationInput {
  if (!isRecord(raw)) throw invalid(index, "not an object")
  const keys = Object.keys(raw)
  const kind = keys[0]
  if (keys.length !== 1 || kind === undefined) throw invalid(index, "expected exactly one of create, createOrReplace, createIfNotExists, delete, patch")
  const body = raw[kind]
  if (!isRecord(body)) throw invalid(index, `"${kind}" must be an object`)

  const createKind = CREATE_KINDS.find((candidate) => candidate === kind)
  if (createKind) {
    if (body._id !== undefined && typeof body._id !== "string") throw invalid(index, "`_id` must be a string")
    if (createKind !== "create" && (typeof body._id !== "string" || body._id === "")) throw invalid(index, `${createKind} requires an \`_id\``)
    if (typeof body._type !== "string" || body._type === "") throw invalid(index, "documents need a `_type`")
    return { kind: createKind, document: body }
  }
  if (kind === "delete") return { kind, selection: readSelection(index, body) }
  if (kind === "patch") return readPatch(index, body)
  throw invalid(index, `unknown mutation type "${kind}"`)
}

export function readMutations(raw: unknown): MutationInput[] {
  if (!Array.isArray(raw) || raw.length === 0) throw httpError(400, "`mutations` must be a non-empty array")
  return raw.map((mutation, index) => readMutation(index, mutation))
}
