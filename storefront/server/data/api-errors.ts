/**
 * What an error while answering is for the client: a 400 for input that fails validation (zod), a 503 when
 * commerce cannot be reached; undefined for a fault of the server's own. One rule for the HTTP routes
 * (app.ts's error handler) and for the answers a page's render reads (api-reads.ts).
 */
import { ZodError } from "zod"
import type { ApiError } from "@shop/contracts/api"
import { CommerceUnavailableError } from "../commerce/catalogue-client.js"

export interface ClientErrorAnswer {
  status: 400 | 503
  body: ApiError
  /** Seconds to wait before asking again. */
  retryAfter?: number
}

export function clientErrorAnswer(error: unknown): ClientErrorAnswer | undefined {
  if (error instanceof ZodError) {
    const message = error.issues.map((issue) => issue.message).join("; ")
    const fields = Object.fromEntries(error.issues.filter((issue) => issue.path.length > 0).map((issue) => [issue.path.join("."), issue.message]))
    return { status: 400, body: { error: message, ...(Object.keys(fields).length > 0 && { fields }) } }
  }
  if (error instanceof CommerceUnavailableError) return { status: 503, body: { error: "The shop is unavailable right now. Please try again shortly." }, retryAfter: 5 }
  return undefined
}
