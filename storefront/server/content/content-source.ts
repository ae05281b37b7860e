/**
 * Where the storefront reads content: the CMS through @sanity/client (a real Sanity project, or the local
 * content API when no project is configured), and the copy bundled with the shop (cms/content/dataset.ndjson,
 * evaluated with groq-js), which answers the same queries while the CMS cannot be reached.
 */
import { readFileSync } from "node:fs"
import { createClient, type SanityClient } from "@sanity/client"
import { evaluate, parse } from "groq-js"
import { DATASET_FILE } from "@shop/cms/dataset-file"
import { CONTENT_CHANGES_QUERY } from "@shop/cms/queries"

export type QueryParams = Record<string, string | number | readonly string[]>

export interface ContentSource {
  fetch<T>(query: string, params: QueryParams): Promise<T>
}

export interface CmsSource extends ContentSource {
  /** Stores a document (contact messages); needs a token with write access. */
  create(document: { _type: string } & Record<string, unknown>): Promise<{ _id: string }>
  /**
   * Calls `onChange` after every published change to the content, with the changed document's id, or with null
   * when changes may have been missed (a (re)connection); returns a stop function.
   */
  watch(onChange: (documentId: string | null) => void, onError: (error: unknown) => void): () => void
}

export interface CmsSettings {
  /** A real Sanity project; unset: the local content API at apiHost. */
  projectId?: string
  dataset: string
  apiHost?: string
  token?: string
}

/** Sanity's API version the queries are written for (its published perspective is the default). */
export const SANITY_API_VERSION = "2025-02-19"
const LOCAL_PROJECT_ID = "local"

export function sanityClient(settings: CmsSettings): SanityClient {
  return createClient({
    projectId: settings.projectId ?? LOCAL_PROJECT_ID,
    dataset: settings.dataset,
    apiVersion: SANITY_API_VERSION,
    ...(settings.projectId ? {} : { apiHost: settings.apiHost, useProjectHostname: false }),
    token: settings.token,
    // Published documents only: drafts never reach shoppers.
    perspective: "published",
    useCdn: false,
    // Fail fast: the cache serves the last good copy meanwhile.
    timeout: 5000,
    maxRetries: 0,
  })
}

export function createCmsSource(client: SanityClient): CmsSource {
  return {
    fetch: (query, params) => client.fetch(query, params),
    create: (document) => client.create(document),
    watch(onChange, onError) {
      const subscription = client.listen(CONTENT_CHANGES_QUERY, {}, { includeResult: false, visibility: "query", events: ["welcome", "mutation"] }).subscribe({
        // Every (re)connection starts with a welcome; changes may have been missed before it: treat it as one.
        next: (event) => (event.type === "mutation" ? onChange(event.documentId) : event.type === "welcome" && onChange(null)),
        error: onError,
      })
      return () => subscription.unsubscribe()
    },
  }
}

/** The shop's own copy of the content (published documents of the generated dataset). */
export function createBundledSource(file = DATASET_FILE): ContentSource {
  let dataset: unknown[] | undefined
  const documents = () =>
    (dataset ??= readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as { _id: string })
      .filter((document) => !document._id.startsWith("drafts.")))
  return {
    async fetch<T>(query: string, params: QueryParams) {
      return (await (await evaluate(parse(query), { dataset: documents(), params })).get()) as T
    },
  }
}
