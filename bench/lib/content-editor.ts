/**
 * An editor's publish, made as the Studio makes it: the local content API's document actions (an edit of the
 * draft, then a publish of it against the published revision). Undefined with a real Sanity project.
 */
import { CONTENT_API_PORT, localContentToken } from "../../scripts/lib/content.js"

export type ContentEditor = NonNullable<ReturnType<typeof contentEditor>>

export function contentEditor() {
  if (process.env.SANITY_PROJECT_ID) return undefined
  const api = `http://127.0.0.1:${CONTENT_API_PORT}/v2025-02-19/data`
  const headers = { authorization: `Bearer ${localContentToken()}`, "content-type": "application/json" }
  const act = async (actions: unknown[]) => {
    const response = await fetch(`${api}/actions/production`, { method: "POST", headers, body: JSON.stringify({ actions }) })
    if (!response.ok) throw new Error(`content API actions: ${response.status} ${await response.text()}`)
  }
  /** The published document `id` (GROQ projection `projection`, with its _rev). */
  const published = async <T>(id: string, projection = "{...}") => {
    const query = encodeURIComponent(`*[_id == "${id}"][0]${projection}`)
    const answer = (await (await fetch(`${api}/query/production?query=${query}`, { headers })).json()) as { result: (T & { _rev: string }) | null }
    if (!answer.result) throw new Error(`the CMS has no published document ${id}`)
    return answer.result
  }
  /** Sets fields (Sanity patch paths) on the document's draft. */
  const editDraft = (id: string, set: Record<string, unknown>) => act([{ actionType: "sanity.action.document.edit", draftId: `drafts.${id}`, publishedId: id, patch: { set } }])
  /** Publishes the document's draft. */
  const publish = async (id: string) =>
    act([{ actionType: "sanity.action.document.publish", draftId: `drafts.${id}`, publishedId: id, ifPublishedRevisionId: (await published(id, "{_rev}"))._rev }])
  return { published, editDraft, publish }
}
