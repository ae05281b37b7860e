/**
 * Every request's id, decided once on the socket (so the cache's quick answers carry one too) and
 * reused as Fastify's request id in the logs: the caller's X-Request-Id when it looks like an id (a proxy's or
 * load balancer's, for following a request across services), else a new UUID.
 */
import { randomUUID } from "node:crypto"
import type { IncomingMessage } from "node:http"

const PLAUSIBLE_ID = /^[\w.:-]{1,128}$/
const ID = Symbol("request id")

type WithId = IncomingMessage & { [ID]?: string }

/** Gives the request its id (the answer carries it as X-Request-Id: see app.ts and cache/quick-answers.ts). */
export function assignRequestId(request: IncomingMessage): string {
  const given = request.headers["x-request-id"]
  const id = typeof given === "string" && PLAUSIBLE_ID.test(given) ? given : randomUUID()
  ;(request as WithId)[ID] = id
  return id
}

/** Fastify's genReqId. */
export const requestIdOf = (request: IncomingMessage): string => (request as WithId)[ID] ?? randomUUID()
