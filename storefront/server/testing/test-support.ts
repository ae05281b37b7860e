/**
 * Helpers shared by the server's tests: the real commerce's settings from the environment, a counting
 * wrapper around a catalogue source, and a server built in-process around it.
 */
import type { Purger } from "../cache/purge/purger.js"
import assert from "node:assert/strict"
import { existsSync } from "node:fs"
import net from "node:net"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import Stripe from "stripe"
import type { ApiError, CatalogueCard, CatalogueEntry } from "@shop/contracts/api"
import { LOCAL_STOREFRONT_SECRET } from "@shop/contracts/commerce-api"
import { buildServer, type ServerDependencies } from "../app.js"
import type { ClientAddressSettings } from "../http/client-address.js"
import { createCommerceCatalogue, type CatalogueSource } from "../commerce/catalogue-client.js"
import { createCommerceCheckout } from "../commerce/checkout-client.js"
import { createBundledSource, createCmsSource, sanityClient } from "../content/content-source.js"

export const publicDir = path.resolve(import.meta.dirname, "../../public")

/** The operator's token the tests' servers are built with: /health's details are given to it only. */
export const TEST_HEALTH_TOKEN = "the-tests-health-token"
export const HEALTH_HEADERS = { authorization: `Bearer ${TEST_HEALTH_TOKEN}` }
/** What /health tells the operator of a server built with TEST_HEALTH_TOKEN. */
export const healthDetails = async <T>(app: FastifyInstance): Promise<T> => (await app.inject({ url: "/health", headers: HEALTH_HEADERS })).json<T>()

/** MEDUSA_URL and MEDUSA_PUBLISHABLE_KEY; integration tests need the real commerce, so missing settings are an error. */
export function commerceSettings(env: NodeJS.ProcessEnv = process.env): { baseUrl: string; publishableKey: string; storefrontSecret: string } {
  const baseUrl = env.MEDUSA_URL
  const publishableKey = env.MEDUSA_PUBLISHABLE_KEY
  const missing = [!baseUrl && "MEDUSA_URL", !publishableKey && "MEDUSA_PUBLISHABLE_KEY"].filter(Boolean)
  if (!baseUrl || !publishableKey) {
    throw new Error(
      `The storefront integration tests run against a real commerce: set ${missing.join(" and ")} ` + `(e.g. MEDUSA_URL=http://127.0.0.1:9000 MEDUSA_PUBLISHABLE_KEY=pk_...).`
    )
  }
  // The secret commerce was started with (npm test passes this clone's); commerce's local default otherwise.
  return { baseUrl, publishableKey, storefrontSecret: env.STOREFRONT_SECRET ?? LOCAL_STOREFRONT_SECRET }
}

export type CatalogueMethod = Exclude<keyof CatalogueSource, "changes" | "lastModified" | "searchDocuments">

/** A catalogue source that forwards to `inner` and counts the calls made to each method. */
export class CountingCatalogue implements CatalogueSource {
  readonly calls: Record<CatalogueMethod, number> = { page: 0, random: 0, item: 0 }

  constructor(private readonly inner: CatalogueSource) {}

  page(limit: number, offset: number) {
    this.calls.page++
    return this.inner.page(limit, offset)
  }

  random(limit: number) {
    this.calls.random++
    return this.inner.random(limit)
  }

  item(id: number) {
    this.calls.item++
    return this.inner.item(id)
  }

  /** Change-log polls are not catalogue reads: not counted in `total`. */
  changes(since?: number) {
    return this.inner.changes(since)
  }

  /** Sitemap dates: counted apart, in `lastModifiedCalls`. */
  lastModifiedCalls = 0
  lastModified() {
    this.lastModifiedCalls++
    return this.inner.lastModified()
  }

  /** The search index's reads: counted apart, in `searchDocumentCalls`. */
  searchDocumentCalls = 0
  searchDocuments(request: Parameters<CatalogueSource["searchDocuments"]>[0]) {
    this.searchDocumentCalls++
    return this.inner.searchDocuments(request)
  }

  get total() {
    return this.calls.page + this.calls.random + this.calls.item
  }
}

/** The local content API that npm test starts (SANITY_API_HOST, SANITY_TOKEN), as the server's content. */
export function localContent(): NonNullable<ServerDependencies["content"]> {
  const apiHost = process.env.SANITY_API_HOST
  const token = process.env.SANITY_TOKEN
  if (!apiHost || !token) throw new Error("These tests read content from the local content API: set SANITY_API_HOST and SANITY_TOKEN (npm test does)")
  return { cms: createCmsSource(sanityClient({ dataset: "production", apiHost, token })), bundled: createBundledSource() }
}

/** A fresh server (with a cold cache) over the real commerce, its catalogue wrapped in a counter. */
export async function serverOverCommerce(
  options: {
    baseUrl?: string
    timeoutMs?: number
    cacheTtlSeconds?: number
    distDir?: string
    checkoutSessionsPerMinute?: number
    /** Off unless asked for: call counts in most tests must not depend on when a poll lands. */
    catalogueChangesPollMs?: number
    /** Off unless asked for, for the same reason. */
    shippingRatesPollMs?: number
    publicUrl?: string
    /** The local content API (SANITY_API_HOST, SANITY_TOKEN), which the pages need. */
    withContent?: boolean
    /** Told every changed cache tag (a recording one in tests). */
    purger?: Purger
    preload?: boolean
    preloadPages?: number
    /** The proxies in front and the header they write (TRUSTED_PROXIES, CLIENT_IP_HEADER); none unless set. */
    clientAddress?: ClientAddressSettings
    /** The server's JSON log lines, at `info` (one per request), handed here; no logs unless set. */
    logTo?: (line: string) => void
  } = {}
): Promise<{
  app: FastifyInstance
  catalogue: CountingCatalogue
}> {
  const settings = commerceSettings()
  const catalogue = new CountingCatalogue(
    createCommerceCatalogue({
      baseUrl: options.baseUrl ?? settings.baseUrl,
      publishableKey: settings.publishableKey,
      timeoutMs: options.timeoutMs,
    })
  )
  const checkout = createCommerceCheckout({ ...settings, baseUrl: options.baseUrl ?? settings.baseUrl })
  const app = await buildServer({
    catalogue,
    checkout,
    publicDir,
    cacheTtlSeconds: options.cacheTtlSeconds,
    distDir: options.distDir,
    checkoutSessionsPerMinute: options.checkoutSessionsPerMinute,
    catalogueChangesPollMs: options.catalogueChangesPollMs ?? 0,
    shippingRatesPollMs: options.shippingRatesPollMs ?? 0,
    publicUrl: options.publicUrl,
    content: options.withContent ? localContent() : undefined,
    purger: options.purger,
    preload: options.preload,
    preloadPages: options.preloadPages,
    clientAddress: options.clientAddress,
    healthToken: TEST_HEALTH_TOKEN,
    ...(options.logTo && { logger: true, logLevel: "info", logDestination: { write: options.logTo } }),
  })
  return { app, catalogue }
}

/** A purger that only writes down the tags it is told (what a shared cache would be asked to drop). */
export function recordingPurger(): Purger & { tags: string[] } {
  const tags: string[] = []
  return { tags, purge: (patterns) => void tags.push(...patterns), settled: async () => {}, stats: () => ({ delivered: tags.length, failedAttempts: 0, givenUp: 0 }) }
}

/** The 15 languages every seeded product is translated into, in the order commerce returns them. */
export const LANGUAGES = ["pl", "en", "de", "fr", "es", "it", "zh", "ar", "ru", "hi", "bn", "pt", "id", "ja", "ko"]

/** Asserts the spec's catalogue entry shape, with every field typed right and all 15 translations. */
export function assertCatalogueEntry(entry: CatalogueEntry) {
  assertItemAndNames(entry)
  for (const translation of entry.translations) {
    assert.equal(typeof translation.description, "string")
    assert.equal(typeof translation.tags, "string")
    const tags: unknown = JSON.parse(translation.tags)
    assert.ok(Array.isArray(tags) && tags.every((tag) => typeof tag === "string"), `tags of item ${entry.item.id} are a string array`)
  }
}

/** Asserts a product card (a search result): the item, and a name per language in the order of LANGUAGES, nothing more. */
export function assertCatalogueCard(card: CatalogueCard) {
  assertItemAndNames(card)
  for (const translation of card.translations) assert.deepEqual(Object.keys(translation), ["language_code", "name"], `item ${card.item.id}'s card carries names only`)
}

/** What entries and cards share: the item's typed fields and a name per language, in the order of LANGUAGES. */
function assertItemAndNames({ item, translations }: CatalogueCard) {
  assert.ok(Number.isSafeInteger(item.id) && item.id > 0, `item.id ${item.id} is a positive integer`)
  assert.equal(typeof item.ident, "string")
  assert.ok(item.ident.length > 0)
  assert.ok(item.image_url === null || typeof item.image_url === "string")
  assert.equal(typeof item.best_usd_price, "number")
  assert.ok(Number.isFinite(item.best_usd_price) && item.best_usd_price >= 0)

  assert.deepEqual(
    translations.map((t) => t.language_code),
    LANGUAGES,
    `item ${item.id} has one translation per language`
  )
  for (const translation of translations) assert.equal(typeof translation.name, "string")
}

/** Asserts an error response: a status in range and a JSON body carrying `error: string`. */
export function assertApiError(response: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number | [number, number]) {
  const [low, high] = typeof status === "number" ? [status, status] : status
  assert.ok(response.statusCode >= low && response.statusCode <= high, `status ${response.statusCode} is in ${low}..${high}: ${response.body}`)
  assert.match(String(response.headers["content-type"]), /^application\/json/)
  const body: unknown = JSON.parse(response.body)
  assert.ok(body !== null && typeof body === "object" && typeof (body as ApiError).error === "string", `body is { error: string }: ${response.body}`)
  assert.ok((body as ApiError).error.length > 0)
}

/** A TCP server that accepts connections and never answers: commerce hung rather than down. */
export async function silentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on("close", () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** A local port free now (the server that found it is closed again): for a service a test starts there later. */
export async function freePort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/**
 * The storefront's real build (dist/: the browser's app and, in dist/server, its server render), which
 * `npm test` makes before the server tests; pages are rendered with it as in production. STOREFRONT_DIST_DIR
 * names a build made elsewhere instead, so that a build for the tests leaves a running shop's dist/ alone.
 */
export function appBuild(): string {
  const dir = process.env.STOREFRONT_DIST_DIR ?? path.resolve(import.meta.dirname, "../../dist")
  if (!existsSync(path.join(dir, "server", "entry-server.js"))) {
    throw new Error(`No storefront build in ${dir}: run npm run build -w storefront (npm test does it before the server tests)`)
  }
  return dir
}

/** Starts `app` on a free local port, over real HTTP (app.inject would bypass the cache's quick way out), and gives its URL. */
export async function listening(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: "127.0.0.1" })
}

/** The Stripe SDK on the stand-in commerce is wired to (STRIPE_STAND_IN_URL, which npm test sets): `needs` says which tests. */
export function stripeStandIn(needs: string): Stripe {
  const url = process.env.STRIPE_STAND_IN_URL
  if (!url) throw new Error(`${needs} need the Stripe stand-in that commerce uses: set STRIPE_STAND_IN_URL (npm test does).`)
  const standIn = new URL(url)
  return new Stripe("sk_test_storefront_tests", { host: standIn.hostname, port: standIn.port, protocol: "http", maxNetworkRetries: 0, telemetry: false })
}
