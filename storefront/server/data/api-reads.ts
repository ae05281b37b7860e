/**
 * The storefront's GET /api/* answers, listed once: what each address reads from the data layer. The routes
 * serve them over HTTP (routes/api-reads.ts) and the server's render reads them directly (pages/), by the
 * same addresses the app's queries ask for.
 */
import type { OrderPageResponse } from "@shop/contracts/api"
import {
  contentPageParams,
  contentQuery,
  orderPageParams,
  productParams,
  productsQuery,
  randomProductsQuery,
  searchQuery,
  shippingRatesQuery,
  translationsParams,
} from "@shop/contracts/api-schemas"
import { languageByCode } from "@shop/contracts/languages"
import type { AnswerCache } from "../cache/answer-cache.js"
import { PRIVATE_NO_STORE, publicCacheControl } from "../cache/cache-policy.js"
import { identityBody, prepareResponse, type CachedResponse } from "../cache/prepared-response.js"
import type { CheckoutSource } from "../commerce/checkout-client.js"
import { clientErrorAnswer } from "../http/client-errors.js"
import type { CatalogueData } from "./catalogue.js"
import type { ContentData } from "./content.js"
import type { ShippingData } from "./shipping.js"

type Input = Record<string, unknown>

export interface ApiRead {
  /** The route's path, Fastify's syntax (`:name` for a parameter). */
  path: string
  /** The answer to a GET with these path parameters and query (validated here: a ZodError is the client's 400). */
  answer(params: Input, query: Input): Promise<CachedResponse>
  /** How browsers and shared caches may keep the answer. */
  cacheControl(answer: CachedResponse): string
  /** Headers besides the answer's own. */
  headers?: Record<string, string>
}

export interface DataLayer {
  catalogue: CatalogueData
  content?: ContentData
  shipping: ShippingData
  orders: Pick<CheckoutSource, "orderPage">
}

/** A new draw on every visit: nobody keeps it (not per visitor, but one kept draw would be everybody's). */
const RANDOM_CACHE_CONTROL = "no-store"
/** Public while found; a missing product's answer is kept nowhere: it may be created any moment. */
const publicWhenFound = (answer: CachedResponse) => (answer.status === 200 ? publicCacheControl(answer) : PRIVATE_NO_STORE)

export function apiReads({ catalogue, content, shipping, orders }: DataLayer): ApiRead[] {
  const reads: ApiRead[] = [
    { path: "/api/products", answer: (_, query) => catalogue.page(...pageOf(productsQuery.parse(query))), cacheControl: publicCacheControl },
    { path: "/api/products/:id", answer: (params) => catalogue.product(productParams.parse(params).id), cacheControl: publicWhenFound },
    { path: "/api/random-products", answer: (_, query) => catalogue.random(randomProductsQuery.parse(query).limit), cacheControl: () => RANDOM_CACHE_CONTROL },
    {
      path: "/api/search",
      answer: (_, query) => {
        const { q, category, lang, limit, offset } = searchQuery.parse(query)
        return catalogue.search({ q, category, lang, locale: languageByCode(lang).locale, limit, offset })
      },
      cacheControl: publicCacheControl,
    },
    { path: "/api/shipping-rates", answer: (_, query) => shipping.table(shippingRatesQuery.parse(query).lang), cacheControl: publicCacheControl },
    {
      // The shopper's order page (the link in every order e-mail): per shopper, kept by no cache.
      path: "/api/orders/:token",
      answer: async (params) => {
        const page = await orders.orderPage(orderPageParams.parse(params).token)
        return prepareResponse(page ? 200 : 404, (page satisfies OrderPageResponse | null) ?? { error: "No order has this link" }, { compress: false })
      },
      cacheControl: () => PRIVATE_NO_STORE,
      headers: { "x-robots-tag": "noindex" },
    },
  ]
  if (content) {
    const lang = (query: Input) => contentQuery.parse(query).lang
    reads.push(
      { path: "/api/content/:slug", answer: (params, query) => content.page(contentPageParams.parse(params).slug, lang(query)), cacheControl: publicWhenFound },
      { path: "/api/faq", answer: (_, query) => content.faq(lang(query)), cacheControl: publicCacheControl },
      { path: "/api/settings", answer: (_, query) => content.settings(lang(query)), cacheControl: publicWhenFound },
      { path: "/api/reviews", answer: (_, query) => content.reviews(lang(query)), cacheControl: publicCacheControl },
      { path: "/api/translations/:lang", answer: (params) => content.translations(translationsParams.parse(params).lang), cacheControl: publicCacheControl }
    )
  }
  return reads
}

const pageOf = ({ limit, offset }: { limit: number; offset: number }): [number, number] => [limit, offset]

/** An /api/* answer as the server's render reads it: its status, its payload and what it was made from. */
export interface ReadAnswer {
  url: string
  status: number
  payload: unknown
  tags: readonly string[]
  freshMs?: number
  /** Its ETag: which version of the answer it is. */
  version: string
  /** Served stale while it is made again (under `key`). */
  stale?: boolean
  key?: string
}

/**
 * A reader of the listed answers by URL (path and query, as the app builds them), for the server's render: an
 * answer kept stale is read again once its refresh is in (a page rendered again must show the new data). An
 * address nobody lists is a fault of the app or the list: it throws.
 */
export function answerReader(reads: readonly ApiRead[], cache: Pick<AnswerCache, "making">): (url: string) => Promise<ReadAnswer> {
  const routes = reads.map((read) => {
    const names: string[] = []
    const pattern = read.path.replace(/:(\w+)/g, (_, name: string) => (names.push(name), "([^/]+)"))
    return { read, names, regex: new RegExp(`^${pattern}$`) }
  })
  const readFresh = async (url: string) => {
    const answer = await read(url)
    if (!answer.stale || !answer.key) return answer
    await cache.making(answer.key)?.catch(() => undefined)
    return read(url)
  }
  return readFresh
  async function read(url: string): Promise<ReadAnswer> {
    const parsed = new URL(url, "http://storefront")
    for (const { read, names, regex } of routes) {
      const match = regex.exec(parsed.pathname)
      if (!match) continue
      const params = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]))
      let answer: CachedResponse
      try {
        answer = await read.answer(params, Object.fromEntries(parsed.searchParams))
      } catch (error) {
        // As the route would answer it: the page shows the error state of a bad query or of commerce away.
        const failed = clientErrorAnswer(error)
        if (!failed) throw error
        return { url, status: failed.status, payload: failed.body, tags: [], freshMs: 0, version: "" }
      }
      const payload = answer.value !== undefined ? answer.value : JSON.parse(identityBody(answer).toString())
      return { url, status: answer.status, payload, tags: answer.tags ?? [], freshMs: answer.freshMs, version: answer.etag, stale: answer.stale, key: answer.key }
    }
    throw new Error(`No /api/* answer is listed for ${url} (data/api-reads.ts)`)
  }
}
