/**
 * The storefront HTTP server: the spec's /api/* adapters over commerce and the CMS, the shop's pages
 * rendered on the server (pages/), robots.txt and the sitemaps (seo/), and static assets.
 */
import fastifyStatic from "@fastify/static"
import { existsSync } from "node:fs"
import http from "node:http"
import path from "node:path"
import { getHeapStatistics } from "node:v8"
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify"
import { ZodError } from "zod"
import type { ApiError } from "@shop/contracts/api"
import { LANGUAGE_CODES } from "@shop/contracts/languages"
import { languagePath } from "../shared/page-urls.js"
import { CommerceUnavailableError, type CatalogueSource } from "./commerce/catalogue-client.js"
import type { CheckoutSource } from "./commerce/checkout-client.js"
import { createCatalogueCache } from "./catalogue-cache.js"
import { watchCatalogueChanges } from "./catalogue-changes.js"
import { createHtmlPages } from "./pages/html-pages.js"
import { createPageRenderer, parsedAnswer, type PageRenderer } from "./pages/page-renderer.js"
import { createThreadedRenderer } from "./pages/render-threads.js"
import { createSearchThread } from "./search/search-threads.js"
import { seoRoutes } from "./seo/seo-routes.js"
import { createSitemaps } from "./seo/sitemaps.js"
import { catalogueRoutes } from "./routes/catalogue.js"
import { searchRoutes } from "./routes/search.js"
import { checkoutRoutes } from "./routes/checkout.js"
import { contentRoutes } from "./routes/content.js"
import { createContentCache, type ContentCache } from "./content/content-cache.js"
import type { CmsSource, ContentSource } from "./content/content-source.js"
import { watchContent } from "./content/content-changes.js"
import { shippingRatesRoutes } from "./routes/shipping-rates.js"
import { createChangeFeed, SURROGATE_KEY_HEADER } from "./cache/cache-tags.js"
import { PRIVATE_NO_STORE, PUBLIC_CACHE_CONTROL } from "./cache/cache-policy.js"
import { FastLane } from "./cache/fast-lane.js"
import { noPurger, type Purger } from "./cache/purge/purger.js"
import { noteReadTags, type ReadTransport } from "./pages/render-tags.js"
import { identityBody } from "./cache/response-cache.js"
import { sendCached } from "./cache/send-cached.js"
import { redirectToOneLeadingSlash } from "./http/one-leading-slash.js"
import { clientAddressResolver, TRUST_NOTHING, type ClientAddressSettings } from "./http/client-address.js"
import { requestLogger } from "./http/request-log.js"
import { bearerTokenCheck } from "./http/bearer-token.js"
import { assignRequestId, requestIdOf } from "./http/request-id.js"
import { applyHeaders, securityHeaders } from "./http/security-headers.js"
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
  /**
   * Threads that render pages (pages/render-threads.ts), off the event loop that serves requests; 0: render
   * on the event loop itself. 1 unless set.
   */
  renderThreads?: number
  /** The shop's public origin for absolute links (canonical, hreflang, sitemaps); http://localhost:3000 unless set. */
  publicUrl?: string
  /** How long a cached answer counts as fresh; past it, it is still served while one refresh runs. */
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
  /** Searches answered by the search thread's indexes (search/); false: by commerce's own search. On unless set. */
  searchIndex?: boolean
}

const SHIPPING_RATES_TTL_SECONDS = 60
/** Fastify's own default, which it does not apply to a server from serverFactory. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000
const DEFAULT_PUBLIC_URL = "http://localhost:3000"
const BODY_LIMIT_BYTES = 64 * 1024
/** The longest /readyz waits for the preload (commerce slow or away: the instance then serves what it can). */
const PRELOAD_READY_LIMIT_MS = 30_000
/** How often the preload asks again while commerce is starting. */
const PRELOAD_RETRY_MS = 250


export async function buildServer(deps: ServerDependencies): Promise<FastifyInstance> {
  const publicOrigin = (deps.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, "")
  const headers = securityHeaders({ tls: publicOrigin.startsWith("https://") })
  const lane = new FastLane(Object.fromEntries(headers))
  const clientAddressOf = clientAddressResolver(deps.clientAddress ?? TRUST_NOTHING)
  const app = Fastify({
    // Each request's lines with its id (http/request-id.ts), which the answer carries; no order keys in them.
    logger: deps.logger ? requestLogger({ level: deps.logLevel, destination: deps.logDestination }) : false,
    requestIdHeader: false,
    genReqId: requestIdOf,
    return503OnClosing: true,
    // The largest body a shopper sends is a contact message: 5,000 characters, at most ≈ 30 KB as JSON.
    bodyLimit: BODY_LIMIT_BYTES,
    // Fresh cached answers to URLs seen before are sent before Fastify (cache/fast-lane.ts); the rest is Fastify's.
    serverFactory: (handler) => {
      const server = http.createServer((request, response) => {
        const id = assignRequestId(request)
        if (lane.serve(request, response, id)) return
        applyHeaders(response, headers)
        response.setHeader("x-request-id", id)
        if (redirectToOneLeadingSlash(request, response)) return
        handler(request, response)
      })
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
      return server
    },
  })
  app.addHook("preClose", (done) => {
    lane.close()
    done()
  })
  // What the per-address limits count (http/rate-limit.ts) and the logs record: the shopper, not the proxy.
  app.decorateRequest("clientAddress", {
    getter(this: FastifyRequest) {
      return clientAddressOf(this.raw)
    },
  })

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ZodError) {
      const message = error.issues.map((issue) => issue.message).join("; ")
      const fields = Object.fromEntries(error.issues.filter((issue) => issue.path.length > 0).map((issue) => [issue.path.join("."), issue.message]))
      return reply.code(400).send({ error: message, ...(Object.keys(fields).length > 0 && { fields }) } satisfies ApiError)
    }
    if (error instanceof CommerceUnavailableError) {
      request.log.warn(error.message)
      return reply.code(503).header("retry-after", "5").send({ error: "The shop is unavailable right now. Please try again shortly." } satisfies ApiError)
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

  // Every change to the data behind the answers, by cache tag: the pages made from it go stale, and the
  // shared cache in front drops what carries it (cache/cache-tags.ts).
  const changes = createChangeFeed()
  const purger = deps.purger ?? noPurger
  changes.listen((tags) => purger.purge(tags))

  const ttlSeconds = deps.cacheTtlSeconds ?? 300
  // Searches are answered by the search thread's indexes (search/), and by commerce's own search until
  // those are built.
  const search = deps.searchIndex === false ? undefined : createSearchThread({ source: deps.catalogue, onRebuilt: () => cache.searchesChanged(), log: (line) => app.log.warn(line) })
  if (search) app.addHook("onClose", () => search.close())
  const cache = createCatalogueCache(deps.catalogue, {
    ttlSeconds,
    search: search?.search,
    onChange: changes.announce,
    onRefreshError: (key, error) => app.log.warn(`catalogue cache: refreshing ${key} failed, still serving the cached answer: ${(error as Error).message}`),
  })
  const catalogueChanged = (itemIds: number[] | null) => {
    cache.applyChanges(itemIds)
    search?.changed(itemIds)
  }
  const pollMs = deps.catalogueChangesPollMs ?? 1000
  const watcher =
    pollMs > 0 ? watchCatalogueChanges({ source: deps.catalogue, intervalMs: pollMs, onChange: catalogueChanged, log: (line) => app.log.warn(line) }) : undefined
  if (watcher) app.addHook("onClose", async () => watcher.stop())
  let content: ContentCache | undefined
  if (deps.content) {
    content = createContentCache({ cms: deps.content.cms, bundled: deps.content.bundled, ttlSeconds, log: (line) => app.log.warn(line), onChange: changes.announce })
    if (deps.content.watch !== false) {
      const watcher = watchContent(deps.content.cms, (documentIds) => void content?.refreshChanged(documentIds), (line) => app.log.warn(line))
      app.addHook("onClose", async () => watcher.stop())
    }
  }

  // The server's render asks the same /api/* routes as the browser would, in-process: an answer the fast lane
  // holds fresh is handed over as it is (its parsed payload when the cache keeps one), anything else goes
  // through the route (which teaches the lane). What each answer was made from (its Surrogate-Key) is what
  // the page is kept against (pages/render-tags.ts).
  const renderThreads = deps.renderThreads ?? 1
  let renderer: PageRenderer | undefined
  if (deps.distDir) {
    const transport: ReadTransport = async (url, readTags) => {
      const cached = lane.peek(url)
      if (cached) {
        noteReadTags(readTags, cached.surrogateKey)
        return parsedAnswer(cached.status, cached.value ?? JSON.parse(identityBody(cached).toString()))
      }
      const answer = await app.inject({ method: "GET", url, headers: { accept: "application/json" } })
      noteReadTags(readTags, answer.headers[SURROGATE_KEY_HEADER] as string | undefined)
      return parsedAnswer(answer.statusCode, answer.json())
    }
    const rendererOptions = { distDir: deps.distDir, origin: publicOrigin, transport }
    renderer =
      renderThreads > 0
        ? await createThreadedRenderer({ ...rendererOptions, threads: renderThreads, log: (line) => app.log.error(line) })
        : await createPageRenderer(rendererOptions)
    const started = renderer
    app.addHook("onClose", () => started.close())
  }
  /** Whether the preload (if asked for) has settled: /readyz says not ready until then. */
  let preloaded = !deps.preload
  const pages = renderer ? createHtmlPages({ renderer, content, log: (line) => app.log.warn(line) }) : undefined
  if (pages) changes.listen(pages.invalidate)
  await app.register(seoRoutes, { sitemaps: createSitemaps({ origin: publicOrigin, catalogue: cache, content }), lane })

  // Unknown API paths get JSON; every other page path gets its page (a localized 404 page for unknown ones).
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/"
    if (pages && (request.method === "GET" || request.method === "HEAD") && !pathname.startsWith("/api/")) {
      const answer = await pages.answer(request.url, request.headers["user-agent"])
      if ("redirect" in answer) return reply.code(301).header("location", answer.redirect).header("cache-control", "public, max-age=3600").send()
      // Only pages that are kept: unknown paths are endless.
      if (answer.page.status === 200 && answer.lookup) lane.remember(request.url, answer.lookup, PUBLIC_CACHE_CONTROL)
      return sendCached(request, reply, answer.page, answer.cacheControl)
    }
    return reply.code(404).send({ error: `Not found: ${request.method} ${pathname}` } satisfies ApiError)
  })

  // Whatever does not say how it may be kept (POSTs, errors, checkout) is kept nowhere.
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", PRIVATE_NO_STORE)
  })

  // The public a bare status; the operator (HEALTH_TOKEN) the instance's insides, which tell an attacker how
  // full its caches are and how its memory stands.
  const isOperator = bearerTokenCheck(deps.healthToken)
  app.get("/health", async (request) => {
    if (!isOperator(request.headers.authorization)) return { ok: true }
    const memory = process.memoryUsage()
    return {
      ok: true,
      fastLane: { urls: lane.size, served: lane.served, shells: lane.servedDeferred },
      pages: pages?.usage(),
      caches: cache.usage(),
      search: search?.usage(),
      purges: purger.stats(),
      memory: { rss: memory.rss, heapUsed: memory.heapUsed, heapLimit: getHeapStatistics().heap_size_limit },
    }
  })
  // Liveness: the process answers. Readiness: it takes requests (a closing server answers 503 to both, as
  // Fastify does for every request while it drains). Commerce being away is reported, not a reason to take
  // the instance out of rotation: its cached pages and catalogue keep serving (checkout answers 503 then).
  app.get("/healthz", async () => ({ ok: true }))
  app.get("/readyz", async (_request, reply) => {
    const answers = watcher?.commerceAnswers()
    const commerce = answers === undefined ? "unknown" : answers ? "up" : "down"
    if (!preloaded) return reply.code(503).header("retry-after", "1").send({ ready: false, commerce, loading: "the catalogue and the content" })
    return { ready: true, commerce }
  })
  await app.register(catalogueRoutes, { cache, lane })
  await app.register(searchRoutes, { cache, lane })
  if (deps.content && content) await app.register(contentRoutes, { content, cms: deps.content.cms, commerce: deps.checkout, lane, redis: deps.rateLimitRedis })
  await app.register(checkoutRoutes, {
    checkout: deps.checkout,
    sessionsPerMinute: deps.checkoutSessionsPerMinute ?? 10,
    redis: deps.rateLimitRedis,
    productExists: async (itemId) => (await cache.productEntry(itemId)) !== null,
  })
  // Shipping rates have no change log: a rate edited in the admin shows within this minute.
  await app.register(shippingRatesRoutes, { checkout: deps.checkout, ttlSeconds: Math.min(ttlSeconds, SHIPPING_RATES_TTL_SECONDS), onChange: changes.announce, lane })
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
   * One page of each kind, rendered (and kept) before the instance says it is ready. The first render of a
   * screen costs many times a later one (its modules set up, its code not yet optimised), and a busy event
   * loop accepts one new connection per turn: a cold start under traffic spent its first seconds on a few
   * such renders while hundreds of shoppers' connections waited to be accepted.
   */
  async function firstRenders() {
    if (!pages) return
    const firstPage = (await app.inject({ method: "GET", url: "/api/products?limit=1&offset=0" })).json() as { item?: { id?: number } }[]
    const productId = Array.isArray(firstPage) ? firstPage[0]?.item?.id : undefined
    const kinds = ["/", "/products", "/faq", "/shipping", "/contact", "/cart", "/returns"]
    // …and a product page in every language (each language's strings are set up on its first render).
    const products = productId ? LANGUAGE_CODES.map((language) => languagePath(`/product/${productId}`, language)) : []
    for (const url of [...kinds, ...products]) await app.inject({ method: "GET", url })
  }
  /**
   * The catalogue's preload, tried again while commerce cannot be reached yet, until `deadline`: npm start (and
   * an orchestrator) start the storefront beside commerce, not after it, and it is ready that much sooner.
   */
  async function preloadCatalogue(deadline: number): Promise<void> {
    for (;;) {
      try {
        return await cache.preload()
      } catch (error) {
        if (!(error instanceof CommerceUnavailableError) || Date.now() + PRELOAD_RETRY_MS > deadline) throw error
        await new Promise((resolve) => setTimeout(resolve, PRELOAD_RETRY_MS))
      }
    }
  }
  if (deps.preload) {
    app.addHook("onReady", async () => {
      const failed = (what: string) => (error: unknown) => app.log.warn(`preloading ${what} failed (fetched on first use instead): ${(error as Error).message}`)
      const deadline = Date.now() + PRELOAD_READY_LIMIT_MS
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
