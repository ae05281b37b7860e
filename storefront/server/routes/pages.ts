/** Every GET of a path that no other route answers: its HTML page (pages/html-pages.ts), or a JSON 404 under /api/. */
import type { FastifyInstance } from "fastify"
import type { ApiError } from "@shop/contracts/api"
import { sendCached } from "../cache/send-cached.js"
import type { HtmlPages } from "../pages/html-pages.js"

/** A page's one URL: browsers and crawlers may keep the move for an hour. */
const REDIRECT_CACHE_CONTROL = "public, max-age=3600"

export async function pageRoutes(app: FastifyInstance, { pages }: { pages?: HtmlPages }) {
  // Unknown API paths get JSON; every other page path gets its page (a localized 404 page for unknown ones).
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/"
    if (pages && (request.method === "GET" || request.method === "HEAD") && !pathname.startsWith("/api/")) {
      const answer = await pages.answer(request.url, request.headers["user-agent"])
      if ("redirect" in answer) return reply.code(301).header("location", answer.redirect).header("cache-control", REDIRECT_CACHE_CONTROL).send()
      return sendCached(request, reply, answer.page, answer.cacheControl)
    }
    return reply.code(404).send({ error: `Not found: ${request.method} ${pathname}` } satisfies ApiError)
  })
}
