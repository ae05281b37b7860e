/** JSON over fetch for the api/ modules (components never call fetch). */
import type { ApiError } from "@shop/contracts/api"

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** A 400's message for each invalid field of a form's body, by field name. */
    readonly fields?: Record<string, string>
  ) {
    super(message)
    this.name = "HttpError"
  }
}

/** The HttpError for a non-OK answer, with the server's {error} text (and {fields}) when it sent them. */
async function errorFrom(response: Response): Promise<HttpError> {
  const body = (await response.json().catch(() => undefined)) as Partial<ApiError> | undefined
  return new HttpError(response.status, body?.error ?? `${response.status} ${response.statusText}`, body?.fields)
}

/** Requests started ahead of their query (prefetchJson), by URL; each is handed to the first getJson of its URL. */
const early = new Map<string, Promise<unknown>>()

/**
 * Starts a GET before anything asks for it (the first screen's data at start-up). The query cache is not
 * touched: the screen's query, when it runs, gets this request's answer instead of sending another one.
 */
export function prefetchJson(url: string): void {
  if (early.has(url)) return
  const request = getJson(url)
  request.catch(() => undefined) // reported by the query that takes it over
  early.set(url, request)
}

/** GET a JSON body; a non-OK status throws HttpError with the server's {error} text when there is one. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const started = early.get(url)
  if (started) {
    early.delete(url)
    return started as Promise<T>
  }
  const response = await fetch(url, { signal, headers: { accept: "application/json" } })
  if (!response.ok) throw await errorFrom(response)
  return (await response.json()) as T
}

/** POST a JSON body and read a JSON answer; a non-OK status throws HttpError as getJson does. */
export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw await errorFrom(response)
  return (await response.json()) as T
}
