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
async function errorFrom(response: TransportResponse): Promise<HttpError> {
  const body = (await response.json().catch(() => undefined)) as Partial<ApiError> | undefined
  return new HttpError(response.status, body?.error ?? `${response.status} ${response.statusText}`, body?.fields)
}

/** What getJson reads of an answer: fetch's Response has it; the server's render hands over parsed answers. */
export type TransportResponse = Pick<Response, "ok" | "status" | "statusText" | "json">

/** How a GET reaches the storefront's /api/*: fetch in the browser; the server's render answers it in-process. */
export type GetTransport = (url: string, signal?: AbortSignal) => Promise<TransportResponse>

let transport: GetTransport = (url, signal) => fetch(url, { signal, headers: { accept: "application/json" } })

/** For the server's render (entry-server.tsx): /api/* calls go to the server itself instead of over the network. */
export function setGetTransport(next: GetTransport): void {
  transport = next
}

/** GET a JSON body; a non-OK status throws HttpError with the server's {error} text when there is one. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await transport(url, signal)
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
