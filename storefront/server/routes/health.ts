/**
 * GET /health, /healthz, /readyz. Liveness: the process answers. Readiness: it takes requests and has started
 * up (start-up.ts); a closing server answers 503 to both, as Fastify does for every request while it drains.
 * Commerce being away is reported, not a reason to take the instance out of rotation: its kept pages keep
 * serving. /health gives the public a bare status and the operator (HEALTH_TOKEN) the instance's insides,
 * which would tell an attacker how full its cache is and how its memory stands.
 */
import { getHeapStatistics } from "node:v8"
import type { FastifyInstance } from "fastify"
import { bearerTokenCheck } from "../http/bearer-token.js"

export async function healthRoutes(
  app: FastifyInstance,
  options: {
    healthToken?: string
    /** The instance's insides, for the operator. */
    details: () => Promise<Record<string, unknown>>
    /** What is still loading (none: ready). */
    loading: () => string[]
    /** Whether commerce answers its change-log polls (undefined: not asked yet, or not polled). */
    commerceAnswers: () => boolean | undefined
  }
) {
  const isOperator = bearerTokenCheck(options.healthToken)
  app.get("/health", async (request) => {
    if (!isOperator(request.headers.authorization)) return { ok: true }
    const memory = process.memoryUsage()
    return { ok: true, ...(await options.details()), memory: { rss: memory.rss, heapUsed: memory.heapUsed, heapLimit: getHeapStatistics().heap_size_limit } }
  })
  app.get("/healthz", async () => ({ ok: true }))
  app.get("/readyz", async (_request, reply) => {
    const answers = options.commerceAnswers()
    const commerce = answers === undefined ? "unknown" : answers ? "up" : "down"
    const loading = options.loading()
    if (loading.length > 0)
      return reply
        .code(503)
        .header("retry-after", "1")
        .send({ ready: false, commerce, loading: loading.join(" and ") })
    return { ready: true, commerce }
  })
}
