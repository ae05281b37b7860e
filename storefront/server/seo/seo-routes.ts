/** GET /robots.txt, /sitemap.xml (the index) and /sitemaps/{lang}.xml (./sitemaps.ts). */
import type { FastifyInstance } from "fastify"
import { isLanguageCode } from "@shop/contracts/languages"
import type { ApiError } from "@shop/contracts/api"
import type { AnswerCache } from "../cache/answer-cache.js"
import { sendCached, sendPublic } from "../cache/send-cached.js"
import type { createSitemaps } from "./sitemaps.js"

/** robots.txt changes only with a release. */
const ROBOTS_CACHE_CONTROL = "public, max-age=3600"

export async function seoRoutes(app: FastifyInstance, { sitemaps, cache }: { sitemaps: ReturnType<typeof createSitemaps>; cache: AnswerCache }) {
  app.get("/robots.txt", async (request, reply) => {
    const robots = await sitemaps.robots()
    if (robots.key) cache.alias(request.url, robots.key, ROBOTS_CACHE_CONTROL)
    return sendCached(request, reply, robots, ROBOTS_CACHE_CONTROL)
  })
  app.get("/sitemap.xml", async (request, reply) => sendPublic(request, reply, await sitemaps.index()))
  app.get<{ Params: { file: string } }>("/sitemaps/:file", async (request, reply) => {
    const language = /^([a-z]{2})\.xml$/.exec(request.params.file)?.[1]
    if (!isLanguageCode(language)) return reply.code(404).send({ error: `No sitemap ${request.params.file}` } satisfies ApiError)
    return sendPublic(request, reply, await sitemaps.language(language))
  })
}
