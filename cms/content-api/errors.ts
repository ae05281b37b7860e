// Errors in the shapes Sanity's API answers with, so @sanity/client turns them into its own readable errors.

/** One failed mutation inside a transaction, as Sanity lists it under `error.items`. */
export interface MutationErrorItem {
  index: number
  error: { id?: string; type: string; description: string; [detail: string]: unknown }
}

/** An error that knows its HTTP status and the JSON body Sanity would send for it. */
export class ContentApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    message: string
  ) {
    super(message)
    this.name = "ContentApiError"
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  500: "Internal Server Error",
  503: "Service Unavailable",
}

/**
 * Gateway-level errors (auth, routing, body limits) use Sanity's Boom-style body `{statusCode, error, message}`;
 * the client shows them as "<error> - <message>".
 */
export function httpError(status: number, message: string): ContentApiError {
  return new ContentApiError(status, { statusCode: status, error: STATUS_TEXT[status] ?? "Error", message }, message)
}

/** Content Lake errors carry `{error: {type, description}}`; the client shows the description. */
export function contentLakeError(status: number, type: string, description: string, details: Record<string, unknown> = {}): ContentApiError {
  return new ContentApiError(status, { error: { ...details, description, type } }, description)
}

/** A failed transaction: Sanity's `mutationError` with one item per failed mutation (the client lists them). */
export function mutationError(status: number, items: MutationErrorItem[]): ContentApiError {
  const description = `Mutation(s) failed with ${items.length} error(s)`
  return new ContentApiError(status, { error: { description, items, type: "mutationError" } }, description)
}

/** A GROQ syntax error; `query`, `start` and `end` let the client print a code frame pointing at the mistake. */
export function queryParseError(query: string, description: string, start: number, end: number): ContentApiError {
  return contentLakeError(400, "queryParseError", description, { query, start, end })
}

export function unauthorized(message: string): ContentApiError {
  return httpError(401, message)
}

export function datasetNotFound(dataset: string, projectId: string): ContentApiError {
  return contentLakeError(404, "datasetNotFoundError", `Dataset "${dataset}" not found for project ID "${projectId}"`)
}
