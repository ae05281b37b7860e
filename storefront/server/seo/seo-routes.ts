/** GET /robots.txt, /sitemap.xml (the index), /sitemaps/{lang}-{n}.xml (the files) and /sitemaps/{lang}.xml (a language's index): ./sitemaps.ts. */
import type { FastifyInstance } from "fastify"
import { isLanguageCode } from "@shop/contracts/languages"
import type { ApiError } from "@shop/contracts/api"
import type { AnswerCache } from "../cache/answer-cache.js"
import { sendCached, sendPublic } from "../cache/send-cached.js"
import type { createSitemaps } from "./sitemaps.js"

/** robots.txt changes only with a release. */
const ROBOTS_CACHE_CONTROL = "public, max-age=3600"
/** "de.xml" (German's index) or "de-3.xml" (its third file). */
const SITEMAP_FILE = /^([a-z]{2})(?:-([1-9]\d{0,5}))?\.xml$/

export async function seoRoutes(app: FastifyInstance, { sitemaps, cache }: { sitemaps: ReturnType<typeof createSitemaps>; cache: AnswerCache }) {
  app.get("/robots.txt", async (request, reply) => {
    const robots = await sitemaps.robots()
    if (robots.key) cache.alias(request.url, robots.key, ROBOTS_CACHE_CONTROL)
    return sendCached(request, reply, robots, ROBOTS_CACHE_CONTROL)
  })
  app.get("/sitemap.xml", async (request, reply) => sendPublic(request, reply, await sitemaps.index()))
  app.get<{ Params: { file: string } }>("/sitemaps/:file", async (request, reply) => {
    const [, language, n] = SITEMAP_FILE.exec(request.params.file) ?? []
    const answer = !isLanguageCode(language) ? undefined : n === undefined ? await sitemaps.languageIndex(language) : await sitemaps.file(language, Number(n))
    if (!answer) return reply.code(404).send({ error: `No sitemap ${request.params.file}` } satisfies ApiError)
    return sendPublic(request, reply, answer)
  })
}
