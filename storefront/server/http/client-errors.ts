/**
 * What an error while answering is for the client: a 400 for input that fails validation (zod) or a body that
 * is not JSON, a 503 when commerce cannot be reached, the status of Fastify's own 4xx errors, else a 500 that
 * says nothing of the server's insides. One rule for the HTTP routes (`sendError`, Fastify's error handler)
 * and for the answers a page's render reads (data/api-reads.ts).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify"
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

/** Fastify's error handler: the client's mistakes as 4xx with a JSON {error}, a fault of the server's as a bare 500 (logged). */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = clientErrorAnswer(error)
  if (answer) {
    if (answer.status === 503) request.log.warn(error.message)
    if (answer.retryAfter) reply.header("retry-after", String(answer.retryAfter))
    return reply.code(answer.status).send(answer.body)
  }
  // A body that is not JSON (or not declared as JSON) is the client's mistake: 400, not 415.
  if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
    return reply.code(400).send({ error: "The request body must be JSON (Content-Type: application/json)." } satisfies ApiError)
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return reply.code(error.statusCode).send({ error: error.message } satisfies ApiError)
  request.log.error(error)
  return reply.code(500).send({ error: "Internal server error" } satisfies ApiError)
}
