/**
 * The storefront HTTP server: wiring. The data layer (data/) reads commerce and the CMS into the one cache
 * (cache/answer-cache.ts); the /api/* routes (routes/) and the pages rendered on the server (pages/) answer
 * from it, and so do robots.txt and the sitemaps (seo/). Repeat requests for kept answers leave before
 * Fastify (cache/quick-answers.ts). Layering: storefront/server/README.md.
 */
import { existsSync, readFileSync } from "node:fs"
import http from "node:http"
import path from "node:path"
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify"
import { CHECKOUT_SESSIONS_PER_MINUTE } from "@shop/contracts/api"
import { AnswerCache } from "./cache/answer-cache.js"
import { SEARCH_TAG } from "./cache/cache-tags.js"
import { PRIVATE_NO_STORE } from "./cache/cache-policy.js"
import { noPurger, type Purger } from "./cache/purge/purger.js"
import { createQuickAnswers } from "./cache/quick-answers.js"
import { CATALOGUE_CHANGES_POLL_MS, watchCatalogueChanges } from "./commerce/catalogue-changes.js"
import type { CatalogueSource } from "./commerce/catalogue-client.js"
import type { CheckoutSource } from "./commerce/checkout-client.js"
import { createSearchMissReporters } from "./commerce/search-miss-reporters.js"
import { createSearchMissCounts } from "./commerce/search-miss-counts.js"
import type { SearchMissSink } from "./commerce/search-misses-client.js"
import { watchContent } from "./content/content-changes.js"
import { createBundledSource, type CmsSource, type ContentSource } from "./content/content-source.js"
import { readSearchSynonyms } from "./content/search-synonyms.js"
import { answerReader, apiReads } from "./data/api-reads.js"
import { createCatalogueData } from "./data/catalogue.js"
import { createContentData, type ContentData } from "./data/content.js"
import { createShippingData, SHIPPING_RATES_POLL_MS } from "./data/shipping.js"
import { sendError } from "./http/client-errors.js"
import { clientAddressResolver, TRUST_NOTHING, type ClientAddressSettings } from "./http/client-address.js"
import { redirectToOneLeadingSlash } from "./http/one-leading-slash.js"
import { assignRequestId, requestIdOf } from "./http/request-id.js"
import { requestLogger } from "./http/request-log.js"
import { applyHeaders, inlineScriptHashes, securityHeaders } from "./http/security-headers.js"
import { createHtmlPages, type HtmlPages } from "./pages/html-pages.js"
import { createPageFrame } from "./pages/page-frame.js"
import { startRenderThreads } from "./pages/render-threads.js"
import { apiReadRoutes } from "./routes/api-reads.js"
import { checkoutRoutes } from "./routes/checkout.js"
import { healthRoutes } from "./routes/health.js"
import { pageRoutes } from "./routes/pages.js"
import { staticFileRoutes } from "./routes/static-files.js"
import { contactRoutes } from "./routes/contact.js"
import { searchMissRoutes } from "./routes/search-misses.js"
import { startSearchThread, type SearchThread } from "./search/search-threads.js"
import { seoRoutes } from "./seo/seo-routes.js"
import { createSitemaps } from "./seo/sitemaps.js"
import { startUp } from "./start-up.js"
import type { Redis } from "ioredis"

export interface ServerDependencies {
  catalogue: CatalogueSource
  checkout: CheckoutSource
  /** Checkout sessions one address may start per minute (CHECKOUT_SESSIONS_PER_MINUTE unless set). */
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
  /** The one cache's byte budget; CACHE_BYTES unless set. */
  cacheBytes?: number
  /** Where the search thread keeps snapshots of its indexes (index-snapshots.ts): none unless set. */
  searchSnapshotDir?: string
  /** How long a kept answer counts as fresh when no change is announced; past it, it is still served while one refresh runs. */
  cacheTtlSeconds?: number
  /** How often commerce's shipping rates are read again (SHIPPING_RATES_POLL_MS unless set; 0: never, for tests). */
  shippingRatesPollMs?: number
  /** How often commerce's change log is asked what changed (1000 ms unless set; 0: never, for tests). */
  catalogueChangesPollMs?: number
  /**
   * Where the searches that found nothing go (commerce's POST /store/search-misses), in batches; without it
   * POST /api/search/misses is not served.
   */
  searchMisses?: SearchMissSink
  /** How often the counted searches that found nothing are sent (10 s unless set; 0: only when the server closes). */
  searchMissesBatchMs?: number
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
   * Fetch the catalogue (every page, so every product, up to preloadPages) and each language's UI strings and
   * settings as soon as the server starts, in the background: the first shoppers' pages are rendered without
   * waiting for commerce one product at a time. Off unless set (tests count commerce's calls).
   */
  preload?: boolean
  /** The most catalogue pages the preload reads (PRELOAD_MOST_PAGES unless set). */
  preloadPages?: number
}

/** Fastify's own default, which it does not apply to a server from serverFactory. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000
const DEFAULT_PUBLIC_URL = "http://localhost:3000"
const BODY_LIMIT_BYTES = 64 * 1024
/**
 * The one cache's budget: every page of the site in 15 languages as brotli and the catalogue and content answers
 * with their parsed form, with room to spare (the whole-site bench prints what is kept: bench/whole-site.ts), and
 * searches, which vary without end and go first when room is needed (least recently used).
 */
export const CACHE_BYTES = 320 * 1024 * 1024

export async function buildServer(deps: ServerDependencies): Promise<FastifyInstance> {
  const publicOrigin = (deps.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, "")
  const indexHtml = deps.distDir ? path.join(deps.distDir, "index.html") : undefined
  const inlineScripts = indexHtml && existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, "utf8")) : []
  const headers = securityHeaders({ tls: publicOrigin.startsWith("https://"), inlineScripts })
  const clientAddressOf = clientAddressResolver(deps.clientAddress ?? TRUST_NOTHING)
  const purger = deps.purger ?? noPurger
  let log = (line: string) => console.warn(line)
  const cache = new AnswerCache({
    maxBytes: deps.cacheBytes ?? CACHE_BYTES,
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
  app.setErrorHandler(sendError)

  // The data layer, and what keeps it current: commerce's change log, the CMS's changes, the search index
  // (built at start with the preload, else on the first search: a second of CPU).
  let searchThread: Promise<SearchThread> | undefined
  // The search synonyms are the CMS's (its bundled copy without a CMS): read at the thread's start, again on content changes.
  const bundledContent = deps.content?.bundled ?? createBundledSource()
  const searchSynonyms = (firstRead: boolean) => readSearchSynonyms(deps.content?.cms, bundledContent, log, firstRead)
  const searchIndex = () =>
    (searchThread ??= startSearchThread({
      source: deps.catalogue,
      snapshotDir: deps.searchSnapshotDir,
      synonyms: searchSynonyms,
      onRebuilt: () => cache.invalidate([SEARCH_TAG]),
      log,
    }))
  app.addHook("onClose", async () => (await searchThread)?.close())
  const catalogue = createCatalogueData(deps.catalogue, cache, async (request) => (await searchIndex()).search(request), { preloadPages: deps.preloadPages })
  const shipping = createShippingData(deps.checkout, cache)
  const content: ContentData | undefined = deps.content && createContentData({ cms: deps.content.cms, bundled: deps.content.bundled, cache, figures: shipping.figures, log })
  const data = { catalogue, content, shipping, orders: deps.checkout }
  const pollMs = deps.catalogueChangesPollMs ?? CATALOGUE_CHANGES_POLL_MS
  const catalogueWatch =
    pollMs > 0
      ? watchCatalogueChanges({
          source: deps.catalogue,
          intervalMs: pollMs,
          // A failure here is logged and the answers stay as they are until the next change or their freshness ends.
          onChange: (itemIds, rates) => {
            // A rate change re-prices every product: every answer that shows one goes stale.
            catalogue.changed(rates ? null : itemIds).catch((error: Error) => log(`catalogue changes: the cache was not updated: ${error.message}`))
            // Rates price shipping too: read them now, not at the next poll.
            if (itemIds === null || rates) shipping.refresh().catch((error: Error) => log(`shipping rates: not read again: ${error.message}`))
            searchThread
              ?.then((search) => {
                if (rates) search.repriced(rates)
                if (itemIds === null || itemIds.length) search.changed(itemIds)
              })
              .catch((error: Error) => log(`search: ${error.message}`))
          },
          log,
        })
      : undefined
  if (catalogueWatch) app.addHook("onClose", async () => catalogueWatch.stop())
  // Commerce's rates have no change log: read again now and then, and what shows them made again only when they changed.
  const shippingPollMs = deps.shippingRatesPollMs ?? SHIPPING_RATES_POLL_MS
  if (shippingPollMs > 0) {
    const shippingWatch = setInterval(() => {
      shipping.refresh().catch((error: Error) => log(`shipping rates: not read again: ${error.message}`))
    }, shippingPollMs).unref()
    app.addHook("onClose", async () => clearInterval(shippingWatch))
  }
  if (deps.content && content && deps.content.watch !== false) {
    const contentWatch = watchContent(
      deps.content.cms,
      (documentIds) => {
        content.changed(documentIds).catch((error: Error) => log(`content changes: the cache was not updated: ${error.message}`))
        searchThread?.then((search) => search.synonymsChanged()).catch((error: Error) => log(`search: ${error.message}`))
      },
      log
    )
    app.addHook("onClose", async () => contentWatch.stop())
  }
  // Searches that found nothing, counted here and sent to commerce in batches; what is left goes as the server closes.
  const searchMisses = deps.searchMisses && createSearchMissCounts({ sink: deps.searchMisses, intervalMs: deps.searchMissesBatchMs, log })
  if (searchMisses) app.addHook("onClose", () => searchMisses.close())
  const searchMissReporters = createSearchMissReporters()
  const reads = apiReads(data)
  const readAnswer = answerReader(reads, cache)

  // Pages: rendered in worker threads from the answers the data layer reads for them.
  let pages: HtmlPages | undefined
  if (deps.distDir) {
    const renderOptions = { distDir: deps.distDir, origin: publicOrigin, threads: deps.renderThreads ?? 1, readAnswer, cmsStrings: content !== undefined }
    const renders = await startRenderThreads({ ...renderOptions, log: (line) => app.log.error(line) })
    if (renders) app.addHook("onClose", () => renders.pool.close())
    pages = createHtmlPages({ cache, frame: createPageFrame(deps.distDir), renders, readAnswer, log, cmsStrings: content !== undefined })
  }

  await app.register(seoRoutes, { sitemaps: createSitemaps({ origin: publicOrigin, catalogue, content, cache }), cache })
  await app.register(pageRoutes, { pages })
  // Whatever does not say how it may be kept (POSTs, errors, checkout) is kept nowhere.
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", PRIVATE_NO_STORE)
  })
  const started = deps.preload ? startUp({ catalogue, content, pages, searchBuilt: async () => (await searchIndex()).built(), log }) : { loading: () => [] }
  await app.register(healthRoutes, {
    healthToken: deps.healthToken,
    loading: () => started.loading(),
    commerceAnswers: () => catalogueWatch?.commerceAnswers(),
    details: async () => ({
      cache: { entries: cache.size, bytes: cache.bytes, maxBytes: cache.maxBytes, quickAnswers: cache.quickAnswers },
      pages: pages?.usage(),
      search: searchThread ? (await searchThread).usage() : { ready: false },
      purges: purger.stats(),
      searchMisses: searchMisses && { ...searchMisses.stats(), reportsDropped: searchMissReporters.dropped() },
    }),
  })
  await app.register(apiReadRoutes, { reads, cache })
  if (deps.content) await app.register(contactRoutes, { cms: deps.content.cms, commerce: deps.checkout, redis: deps.rateLimitRedis })
  if (searchMisses) await app.register(searchMissRoutes, { catalogue, misses: searchMisses, reporters: searchMissReporters, redis: deps.rateLimitRedis })
  await app.register(checkoutRoutes, {
    checkout: deps.checkout,
    sessionsPerMinute: deps.checkoutSessionsPerMinute ?? CHECKOUT_SESSIONS_PER_MINUTE,
    redis: deps.rateLimitRedis,
    productExists: async (itemId) => (await catalogue.productEntry(itemId)) !== null,
    stockDiffers: (itemIds) => catalogue.readAgain(itemIds),
  })
  await app.register(staticFileRoutes, { publicDir: deps.publicDir, distDir: deps.distDir })
  return app
}
