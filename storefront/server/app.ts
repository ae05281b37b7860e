/**
 * The storefront HTTP server: wiring. The data layer (data/) reads commerce and the CMS into the one cache
 * (cache/answer-cache.ts); the /api/* routes (routes/) and the pages rendered on the server (pages/) answer
 * from it, and so do robots.txt and the sitemaps (seo/). Repeat requests for kept answers leave before
 * Fastify (cache/quick-answers.ts). Layering: storefront/server/README.md.
 */
import fastifyStatic from "@fastify/static"
import { existsSync } from "node:fs"
import http from "node:http"
import path from "node:path"
import { getHeapStatistics } from "node:v8"
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify"
import type { ApiError } from "@shop/contracts/api"
import { LANGUAGE_CODES, type LanguageCode } from "@shop/contracts/languages"
import { languagePath } from "../shared/page-urls.js"
import { AnswerCache } from "./cache/answer-cache.js"
import { SEARCH_TAG } from "./cache/cache-tags.js"
import { PRIVATE_NO_STORE } from "./cache/cache-policy.js"
import { noPurger, type Purger } from "./cache/purge/purger.js"
import { createQuickAnswers } from "./cache/quick-answers.js"
import { sendCached } from "./cache/send-cached.js"
import { watchCatalogueChanges } from "./commerce/catalogue-changes.js"
import { CommerceUnavailableError, type CatalogueSource } from "./commerce/catalogue-client.js"
import type { CheckoutSource } from "./commerce/checkout-client.js"
import { watchContent } from "./content/content-changes.js"
import type { CmsSource, ContentSource } from "./content/content-source.js"
import { clientErrorAnswer } from "./data/api-errors.js"
import { answerReader, apiReads } from "./data/api-reads.js"
import { createCatalogueData } from "./data/catalogue.js"
import { createContentData, type ContentData } from "./data/content.js"
import { createShippingData } from "./data/shipping.js"
import { bearerTokenCheck } from "./http/bearer-token.js"
import { clientAddressResolver, TRUST_NOTHING, type ClientAddressSettings } from "./http/client-address.js"
import { redirectToOneLeadingSlash } from "./http/one-leading-slash.js"
import { assignRequestId, requestIdOf } from "./http/request-id.js"
import { requestLogger } from "./http/request-log.js"
import { applyHeaders, securityHeaders } from "./http/security-headers.js"
import { createHtmlPages, type HtmlPages } from "./pages/html-pages.js"
import { createPageFrame, serverEntryFile } from "./pages/page-frame.js"
import type { RenderServerApi, RenderWorkerApi, RenderWorkerData } from "./pages/render-worker.js"
import { apiReadRoutes } from "./routes/api-reads.js"
import { checkoutRoutes } from "./routes/checkout.js"
import { contactRoutes } from "./routes/contact.js"
import { startSearchThread, type SearchThread } from "./search/search-threads.js"
import { seoRoutes } from "./seo/seo-routes.js"
import { createSitemaps } from "./seo/sitemaps.js"
import { startWorkerPool } from "./workers/worker-pool.js"
import type { Redis } from "ioredis"

export interface ServerDependencies {
  catalogue: CatalogueSource
  checkout: CheckoutSource
  /** Checkout sessions one address may start per minute (10 unless set). */
  checkoutSessionsPerMinute?: number
  /** Shared counters for the per-address limits when several instances run (REDIS_URL). */
  rateLimitRedis?: Redis
  /**
   * Where a shopper's address comes from behind proxies (TRUSTED_PROXIES, CLIENT_IP_HEADER): what the
   * per-address limits count and the request logs record. Unset: the TCP peer, no header trusted.
   */
  clientAddress?: ClientAddressSettings
  /** Folder served at / for static files (images/products/*.svg). */
  publicDir: string
  /** The Vite builds of the React app (index.html, assets/, server/ for its server render); optional for API-only tests. */
  distDir?: string
  /** Threads that render pages (pages/render-worker.ts), off the event loop that serves requests; 1 unless set. */
  renderThreads?: number
  /** The shop's public origin for absolute links (canonical, hreflang, sitemaps); http://localhost:3000 unless set. */
  publicUrl?: string
  /** How long a kept answer counts as fresh when no change is announced; past it, it is still served while one refresh runs. */
  cacheTtlSeconds?: number
  /** How often commerce's change log is asked what changed (1000 ms unless set; 0: never, for tests). */
  catalogueChangesPollMs?: number
  /** The CMS and the shop's bundled copy of its content; without them the content calls are not served. */
  content?: { cms: CmsSource; bundled: ContentSource; watch?: boolean }
  logger?: boolean
  /** What `Authorization: Bearer …` must carry for /health's details (HEALTH_TOKEN); unset: nobody gets them. */
  healthToken?: string
  /** pino's level for the logs ("warn" unless set: per-request lines would drown the npm start console). */
  logLevel?: string
  /** Where the log lines go; stdout unless set (tests read them). */
  logDestination?: { write(line: string): void }
  /** The shared cache in front (Varnish, a CDN), told every changed cache tag; none unless set. */
  purger?: Purger
  /**
   * Fetch the catalogue (every page, so every product) and each language's UI strings and settings as soon
   * as the server starts, in the background: the first shoppers' pages are rendered without waiting for
   * commerce one product at a time. Off unless set (tests count commerce's calls).
   */
  preload?: boolean
}

/** Fastify's own default, which it does not apply to a server from serverFactory. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000
const DEFAULT_PUBLIC_URL = "http://localhost:3000"
const BODY_LIMIT_BYTES = 64 * 1024
/** The longest /readyz waits for the preload (commerce slow or away: the instance then serves what it can). */
const PRELOAD_READY_LIMIT_MS = 30_000
/** How often the preload asks again while commerce is starting. */
const PRELOAD_RETRY_MS = 250
/**
 * The one cache's budget: every page of the site in 15 languages (≈ 110 MB as brotli, README, Performance), the
 * catalogue and content answers (≈ 30 MB with their parsed form) and searches, which vary without end and go
 * first when room is needed (least recently used).
 */
export const CACHE_BYTES = 320 * 1024 * 1024

export async function buildServer(deps: ServerDependencies): Promise<FastifyInstance> {
  const publicOrigin = (deps.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, "")
  const headers = securityHeaders({ tls: publicOrigin.startsWith("https://") })
  const clientAddressOf = clientAddressResolver(deps.clientAddress ?? TRUST_NOTHING)
  const purger = deps.purger ?? noPurger
  let log = (line: string) => console.warn(line)
  const cache = new AnswerCache({
    maxBytes: CACHE_BYTES,
    defaultFreshMs: (deps.cacheTtlSeconds ?? 300) * 1000,
    onRefreshError: (key, error) => log(`cache: making ${key} again failed, still serving the kept answer: ${(error as Error).message}`),
    // What went stale here goes from the shared cache in front too (cache/purge/).
    onInvalidate: (tags) => purger.purge(tags),
  })
  const quick = createQuickAnswers(cache, Object.fromEntries(headers))
  const app = Fastify({
    // Each request's lines with its id (http/request-id.ts), which the answer carries; no order keys in them.
    logger: deps.logger ? requestLogger({ level: deps.logLevel, destination: deps.logDestination }) : false,
    requestIdHeader: false,
    genReqId: requestIdOf,
    return503OnClosing: true,
    // The largest body a shopper sends is a contact message: 5,000 characters, at most ≈ 30 KB as JSON.
    bodyLimit: BODY_LIMIT_BYTES,
    serverFactory: (handler) => {
      const server = http.createServer((request, response) => {
        const id = assignRequestId(request)
        if (quick.serve(request, response, id)) return
        applyHeaders(response, headers)
        response.setHeader("x-request-id", id)
        if (redirectToOneLeadingSlash(request, response)) return
        handler(request, response)
      })
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
      return server
    },
  })
  log = (line) => app.log.warn(line)
  app.addHook("preClose", (done) => {
    quick.close()
    done()
  })
  // What the per-address limits count (http/rate-limit.ts) and the logs record: the shopper, not the proxy.
  app.decorateRequest("clientAddress", {
    getter(this: FastifyRequest) {
      return clientAddressOf(this.raw)
    },
  })
  app.setErrorHandler((error, request, reply) => {
    const answer = clientErrorAnswer(error)
    if (answer) {
      if (answer.status === 503) request.log.warn((error as Error).message)
      if (answer.retryAfter) reply.header("retry-after", String(answer.retryAfter))
      return reply.code(answer.status).send(answer.body)
    }
    // A body that is not JSON (or not declared as JSON) is the client's mistake: 400, not 415.
    const code = (error as { code?: string }).code
    if (code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return reply.code(400).send({ error: "The request body must be JSON (Content-Type: application/json)." } satisfies ApiError)
    }
    const status = (error as { statusCode?: number }).statusCode
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ error: (error as Error).message } satisfies ApiError)
    }
    request.log.error(error)
    return reply.code(500).send({ error: "Internal server error" } satisfies ApiError)
  })

  // The data layer, and what keeps it current: commerce's change log, the CMS's changes, the search index
  // (built at start with the preload, else on the first search: a second of CPU).
  let searchThread: Promise<SearchThread> | undefined
  const searchIndex = () => (searchThread ??= startSearchThread({ source: deps.catalogue, onRebuilt: () => cache.invalidate([SEARCH_TAG]), log }))
  app.addHook("onClose", async () => (await searchThread)?.close())
  const catalogue = createCatalogueData(deps.catalogue, cache, async (request) => (await searchIndex()).search(request))
  const content: ContentData | undefined = deps.content && createContentData({ cms: deps.content.cms, bundled: deps.content.bundled, cache, log })
  const data = { catalogue, content, shipping: createShippingData(deps.checkout, cache), orders: deps.checkout }
  const pollMs = deps.catalogueChangesPollMs ?? 1000
  const catalogueWatch =
    pollMs > 0
      ? watchCatalogueChanges({
          source: deps.catalogue,
          intervalMs: pollMs,
          onChange: (itemIds) => {
            void catalogue.changed(itemIds)
            void searchThread?.then((search) => search.changed(itemIds))
          },
          log,
        })
      : undefined
  if (catalogueWatch) app.addHook("onClose", async () => catalogueWatch.stop())
  if (deps.content && content && deps.content.watch !== false) {
    const contentWatch = watchContent(deps.content.cms, (documentIds) => void content.changed(documentIds), log)
    app.addHook("onClose", async () => contentWatch.stop())
  }
  const reads = apiReads(data)
  const readAnswer = answerReader(reads, cache)

  // Pages: rendered in worker threads from the answers the data layer reads for them.
  let pages: HtmlPages | undefined
  if (deps.distDir) {
    const uiStrings: RenderServerApi["uiStrings"] = async (language: LanguageCode) => {
      if (!content) return { version: "none", strings: {} }
      const answer = await readAnswer(`/api/translations/${language}`)
      return { version: answer.version, strings: answer.status === 200 ? (answer.payload as Record<string, never>) : {} }
    }
    const renders = existsSync(serverEntryFile(deps.distDir))
      ? await startWorkerPool<RenderWorkerApi>({
          module: new URL("./pages/render-worker.ts", import.meta.url),
          threads: deps.renderThreads ?? 1,
          workerData: { distDir: deps.distDir, origin: publicOrigin } satisfies RenderWorkerData,
          api: { uiStrings, readAnswers: (urls: string[]) => Promise.all(urls.map(readAnswer)) } satisfies RenderServerApi,
          log: (line) => app.log.error(line),
        })
      : undefined
    if (renders) app.addHook("onClose", () => renders.close())
    pages = createHtmlPages({ cache, frame: createPageFrame(deps.distDir), renders, readAnswer, log, cmsStrings: content !== undefined })
  }

  await app.register(seoRoutes, { sitemaps: createSitemaps({ origin: publicOrigin, catalogue, content, cache }), cache })
  // Unknown API paths get JSON; every other page path gets its page (a localized 404 page for unknown ones).
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/"
    if (pages && (request.method === "GET" || request.method === "HEAD") && !pathname.startsWith("/api/")) {
      const answer = await pages.answer(request.url, request.headers["user-agent"])
      if ("redirect" in answer) return reply.code(301).header("location", answer.redirect).header("cache-control", "public, max-age=3600").send()
      return sendCached(request, reply, answer.page, answer.cacheControl)
    }
    return reply.code(404).send({ error: `Not found: ${request.method} ${pathname}` } satisfies ApiError)
  })
  // Whatever does not say how it may be kept (POSTs, errors, checkout) is kept nowhere.
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", PRIVATE_NO_STORE)
  })

  /** Whether the preload (if asked for) has settled: /readyz says not ready until then. */
  let preloaded = !deps.preload
  // The public a bare status; the operator (HEALTH_TOKEN) the instance's insides, which tell an attacker how
  // full its cache is and how its memory stands.
  const isOperator = bearerTokenCheck(deps.healthToken)
  app.get("/health", async (request) => {
    if (!isOperator(request.headers.authorization)) return { ok: true }
    const memory = process.memoryUsage()
    return {
      ok: true,
      cache: { entries: cache.size, bytes: cache.bytes, quickAnswers: cache.quickAnswers },
      pages: pages?.usage(),
      search: searchThread ? (await searchThread).usage() : { ready: false },
      purges: purger.stats(),
      memory: { rss: memory.rss, heapUsed: memory.heapUsed, heapLimit: getHeapStatistics().heap_size_limit },
    }
  })
  // Liveness: the process answers. Readiness: it takes requests, its preload is done and its search index built
  // (a closing server answers 503 to both, as Fastify does for every request while it drains). Commerce being
  // away is reported, not a reason to take the instance out of rotation: its kept pages keep serving.
  let searchBuilt = !deps.preload
  app.get("/healthz", async () => ({ ok: true }))
  app.get("/readyz", async (_request, reply) => {
    const answers = catalogueWatch?.commerceAnswers()
    const commerce = answers === undefined ? "unknown" : answers ? "up" : "down"
    if (!preloaded || !searchBuilt) {
      const loading = [!preloaded && "the catalogue and the content", !searchBuilt && "the search index"].filter(Boolean).join(" and ")
      return reply.code(503).header("retry-after", "1").send({ ready: false, commerce, loading })
    }
    return { ready: true, commerce }
  })
  await app.register(apiReadRoutes, { reads, cache })
  if (deps.content) await app.register(contactRoutes, { cms: deps.content.cms, commerce: deps.checkout, redis: deps.rateLimitRedis })
  await app.register(checkoutRoutes, {
    checkout: deps.checkout,
    sessionsPerMinute: deps.checkoutSessionsPerMinute ?? 10,
    redis: deps.rateLimitRedis,
    productExists: async (itemId) => (await catalogue.productEntry(itemId)) !== null,
  })
  await app.register(fastifyStatic, {
    root: deps.publicDir,
    // Product images never change under a name: let browsers keep them.
    maxAge: "7d",
    wildcard: false,
    index: false,
  })
  if (deps.distDir && existsSync(path.join(deps.distDir, "assets"))) {
    // Vite's hashed bundles: immutable, and served precompressed (.br/.gz written by the build).
    await app.register(fastifyStatic, {
      root: path.join(deps.distDir, "assets"),
      prefix: "/assets/",
      decorateReply: false,
      wildcard: false,
      preCompressed: true,
      immutable: true,
      maxAge: "365d",
    })
  }

  /**
   * One page of each kind, rendered (and kept) before the instance says it is ready: the first render of a
   * screen costs many times a later one (its modules set up, its code not yet optimised).
   */
  async function firstRenders() {
    if (!pages) return
    const productId = (await catalogue.page(1, 0)).value?.[0]?.item.id
    const kinds = ["/", "/products", "/faq", "/shipping", "/contact", "/cart", "/returns"]
    // …and a product page in every language (each language's strings are set up on its first render).
    const products = productId ? LANGUAGE_CODES.map((language) => languagePath(`/product/${productId}`, language)) : []
    for (const url of [...kinds, ...products]) await pages.answer(url)
  }
  /**
   * The catalogue's preload, tried again while commerce cannot be reached yet, until `deadline`: npm start (and
   * an orchestrator) start the storefront beside commerce, not after it, and it is ready that much sooner.
   */
  async function preloadCatalogue(deadline: number): Promise<void> {
    for (;;) {
      try {
        return await catalogue.preload()
      } catch (error) {
        if (!(error instanceof CommerceUnavailableError) || Date.now() + PRELOAD_RETRY_MS > deadline) throw error
        await new Promise((resolve) => setTimeout(resolve, PRELOAD_RETRY_MS))
      }
    }
  }
  if (deps.preload) {
    app.addHook("onReady", async () => {
      const failed = (what: string) => (error: unknown) => log(`preloading ${what} failed (fetched on first use instead): ${(error as Error).message}`)
      const deadline = Date.now() + PRELOAD_READY_LIMIT_MS
      void searchIndex()
        .then((search) => search.built())
        .then(() => (searchBuilt = true))
      const loaded = Promise.all([preloadCatalogue(deadline).catch(failed("the catalogue")), content?.preload().catch(failed("the content"))]).then(() =>
        firstRenders().catch(failed("the first renders"))
      )
      // Ready (for a load balancer) once the data every page is made from is in, or could not be had, and at
      // most PRELOAD_READY_LIMIT_MS after start: until then the first wave of traffic would queue behind it.
      const limit = new Promise((resolve) => setTimeout(resolve, PRELOAD_READY_LIMIT_MS).unref())
      void Promise.race([loaded, limit]).then(() => (preloaded = true))
    })
  }
  return app
}
