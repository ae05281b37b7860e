/** Every GET /api/* answer of data/api-reads.ts as a route: validated, answered from the data layer, sent as kept bytes. */
import type { FastifyInstance } from "fastify"
import type { AnswerCache } from "../cache/answer-cache.js"
import { sendCached } from "../cache/send-cached.js"
import type { ApiRead } from "../data/api-reads.js"

export async function apiReadRoutes(app: FastifyInstance, { reads, cache }: { reads: readonly ApiRead[]; cache: AnswerCache }) {
  for (const read of reads) {
    app.get(read.path, async (request, reply) => {
      const answer = await read.answer(request.params as Record<string, unknown>, request.query as Record<string, unknown>)
      if (read.headers) reply.headers(read.headers)
      const cacheControl = read.cacheControl(answer)
      // A repeat of this URL is then answered by the cache's quick way out (app.ts), when the answer is kept
      // under a key of its own and may be kept by others.
      if (answer.key && !answer.stale) cache.alias(request.url, answer.key, cacheControl)
      return sendCached(request, reply, answer, cacheControl)
    })
  }
}
