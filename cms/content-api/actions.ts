// Sanity's document actions (POST /data/actions/{dataset}), which the Studio uses for every edit, publish,
// unpublish, discard and delete: each request becomes one transaction of ordinary mutations.
import { contentLakeError, httpError } from "./errors.js"
import { DRAFTS_PREFIX, isPrivateId } from "./ids.js"
import type { MutationInput } from "./mutations.js"
import { readMutations } from "./mutations.js"
import type { DocumentStore, SanityDocument } from "./store.js"

export type DocumentAction =
  | { actionType: "sanity.action.document.create"; publishedId: string; attributes: Record<string, unknown>; ifExists: "fail" | "ignore" }
  | { actionType: "sanity.action.document.edit"; draftId: string; publishedId: string; patch: Record<string, unknown> }
  | { actionType: "sanity.action.document.publish"; draftId: string; publishedId: string; ifDraftRevisionId?: string; ifPublishedRevisionId?: string }
  | { actionType: "sanity.action.document.unpublish"; draftId: string; publishedId: string }
  | { actionType: "sanity.action.document.discard"; draftId: string }
  | { actionType: "sanity.action.document.delete"; publishedId: string; includeDrafts: string[] }
  | { actionType: "sanity.action.document.version.discard"; versionId: string }
  | { actionType: "sanity.action.document.replaceDraft"; publishedId: string; attributes: Record<string, unknown> }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

/** Checks the request's `actions` and reads each into its shape; 400 with the action's index otherwise. */
export function readActions(raw: unknown): DocumentAction[] {
  if (!Array.isArray(raw) || raw.length === 0) throw httpError(400, "`actions` must be a non-empty array")
  return raw.map((action, index) => readAction(action, index))
}

function readAction(raw: unknown, index: number): DocumentAction {
  const fail = (problem: string) => httpError(400, `Invalid action at index ${index}: ${problem}`)
  if (!isRecord(raw)) throw fail("not an object")
  const id = (name: string, check: (value: string) => boolean = () => true): string => {
    const value = raw[name]
    if (typeof value !== "string" || value === "" || !check(value)) throw fail(`\`${name}\` must be a document id`)
    return value
  }
  const published = (name = "publishedId") => id(name, (value) => !isPrivateId(value))
  const draft = (name = "draftId") => id(name, isPrivateId)
  const record = (name: string) => {
    const value = raw[name]
    if (!isRecord(value)) throw fail(`\`${name}\` must be an object`)
    return value
  }
  const optionalString = (name: string) => {
    const value = raw[name]
    if (value !== undefined && typeof value !== "string") throw fail(`\`${name}\` must be a string`)
    return value
  }
  switch (raw.actionType) {
    case "sanity.action.document.create": {
      const ifExists = raw.ifExists ?? "fail"
      if (ifExists !== "fail" && ifExists !== "ignore") throw fail('`ifExists` must be "fail" or "ignore"')
      return { actionType: raw.actionType, publishedId: published(), attributes: record("attributes"), ifExists }
    }
    case "sanity.action.document.edit":
      return { actionType: raw.actionType, draftId: draft(), publishedId: published(), patch: record("patch") }
    case "sanity.action.document.publish":
      return {
        actionType: raw.actionType,
        draftId: draft(),
        publishedId: published(),
        ifDraftRevisionId: optionalString("ifDraftRevisionId"),
        ifPublishedRevisionId: optionalString("ifPublishedRevisionId"),
      }
    case "sanity.action.document.unpublish":
      return { actionType: raw.actionType, draftId: draft(), publishedId: published() }
    case "sanity.action.document.discard":
      return { actionType: raw.actionType, draftId: draft() }
    case "sanity.action.document.delete": {
      const includeDrafts = raw.includeDrafts ?? []
      if (!Array.isArray(includeDrafts) || !includeDrafts.every((value) => typeof value === "string" && isPrivateId(value))) {
        throw fail("`includeDrafts` must list draft or version ids")
      }
      return { actionType: raw.actionType, publishedId: published(), includeDrafts }
    }
    case "sanity.action.document.version.discard":
      return { actionType: raw.actionType, versionId: draft("versionId") }
    case "sanity.action.document.replaceDraft":
      return { actionType: raw.actionType, publishedId: published(), attributes: record("attributes") }
    default:
      throw fail(`unsupported actionType ${JSON.stringify(raw.actionType)}`)
  }
}

/** The document's content under another id: system fields the new write stamps afresh are left out. */
function copyAs(document: SanityDocument, id: string): Record<string, unknown> {
  const { _rev: _ignoredRev, _updatedAt: _ignoredUpdatedAt, ...content } = document
  return { ...content, _id: id }
}

function actionError(description: string, status = 409) {
  return contentLakeError(status, "actionError", description)
}

/**
 * The mutations that carry out the actions, worked out from the documents as they are when the transaction
 * runs (so a publish copies the newest draft). The mutations then go through the same checks as /data/mutate.
 */
export function actionMutations(actions: DocumentAction[], store: DocumentStore): MutationInput[] {
  const mutations: Record<string, unknown>[] = []
  for (const action of actions) {
    switch (action.actionType) {
      case "sanity.action.document.create": {
        const id = typeof action.attributes._id === "string" ? action.attributes._id : DRAFTS_PREFIX + action.publishedId
        mutations.push({ [action.ifExists === "fail" ? "create" : "createIfNotExists"]: { ...action.attributes, _id: id } })
        break
      }
      case "sanity.action.document.edit": {
        // The Studio edits a published document by patching its draft: the first edit makes the draft.
        const published = store.get(action.publishedId)
        if (published) mutations.push({ createIfNotExists: copyAs(published, action.draftId) })
        mutations.push({ patch: { ...action.patch, id: action.draftId } })
        break
      }
      case "sanity.action.document.publish": {
        const draft = store.get(action.draftId)
        const published = store.get(action.publishedId)
        if (!draft) throw actionError(`There is no draft "${action.draftId}" to publish`)
        if (action.ifDraftRevisionId !== undefined && draft._rev !== action.ifDraftRevisionId) {
          throw actionError(`The draft "${action.draftId}" changed since revision ${action.ifDraftRevisionId}`)
        }
        if (action.ifPublishedRevisionId !== undefined && published?._rev !== action.ifPublishedRevisionId) {
          throw actionError(`"${action.publishedId}" was published by someone else since revision ${action.ifPublishedRevisionId}`)
        }
        mutations.push({ createOrReplace: copyAs(draft, action.publishedId) }, { delete: { id: action.draftId } })
        break
      }
      case "sanity.action.document.unpublish": {
        const published = store.get(action.publishedId)
        if (!published) throw actionError(`"${action.publishedId}" is not published`)
        mutations.push({ createIfNotExists: copyAs(published, action.draftId) }, { delete: { id: action.publishedId } })
        break
      }
      case "sanity.action.document.discard":
        if (!store.get(action.draftId)) throw actionError(`There is no draft "${action.draftId}" to discard`, 404)
        mutations.push({ delete: { id: action.draftId } })
        break
      case "sanity.action.document.delete":
        for (const id of [action.publishedId, ...action.includeDrafts]) mutations.push({ delete: { id } })
        break
      case "sanity.action.document.version.discard":
        mutations.push({ delete: { id: action.versionId } })
        break
      case "sanity.action.document.replaceDraft": {
        const { _rev: _ignoredRev, ...attributes } = action.attributes
        mutations.push({ createOrReplace: { ...attributes, _id: DRAFTS_PREFIX + action.publishedId } })
        break
      }
    }
  }
  return readMutations(mutations)
}
