/**
 * What a starting instance does before it says it is ready (/readyz): the catalogue (27 page calls bring every
 * product's entry; at most 200 at a larger size), each language's UI strings and settings and the search index
 * (from its snapshot when there is one) are loaded, then one page
 * of each kind and a product page in every language are rendered (the first render of a screen costs many
 * times a later one: its modules set up, its code not yet optimised). Ready once the data is in, or could not
 * be had, at most READY_LIMIT_MS after start (until then the first wave of traffic would queue behind it), and
 * once the search index is built (it is the only search).
 */
import { LANGUAGE_CODES } from "@shop/contracts/languages"
import { languagePath } from "../shared/page-urls.js"
import { CommerceUnavailableError } from "./commerce/catalogue-client.js"
import type { CatalogueData } from "./data/catalogue.js"
import type { ContentData } from "./data/content.js"
import type { HtmlPages } from "./pages/html-pages.js"

/** The longest the data may take before the instance is ready anyway (commerce slow or away: it serves what it can). */
const READY_LIMIT_MS = 30_000
/** How often the catalogue is asked for again while commerce is starting (npm start and orchestrators start the storefront beside it). */
const RETRY_MS = 250

export function startUp(options: {
  catalogue: CatalogueData
  content?: ContentData
  pages?: HtmlPages
  /** Starts the search index; resolves once it is built. */
  searchBuilt: () => Promise<unknown>
  log: (line: string) => void
}): { loading: () => string[] } {
  const { catalogue, content, pages } = options
  let dataLoaded = false
  let searchBuilt = false
  const failed = (what: string) => (error: unknown) => options.log(`preloading ${what} failed (fetched on first use instead): ${(error as Error).message}`)

  async function preloadCatalogue(deadline: number): Promise<void> {
    for (;;) {
      try {
        return await catalogue.preload()
      } catch (error) {
        if (!(error instanceof CommerceUnavailableError) || Date.now() + RETRY_MS > deadline) throw error
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
      }
    }
  }
  async function firstRenders() {
    if (!pages) return
    const productId = (await catalogue.page(1, 0)).value?.[0]?.item.id
    const kinds = ["/", "/products", "/faq", "/shipping", "/contact", "/cart", "/returns"]
    // …and a product page in every language (each language's strings are set up on its first render).
    const products = productId ? LANGUAGE_CODES.map((language) => languagePath(`/product/${productId}`, language)) : []
    for (const url of [...kinds, ...products]) await pages.answer(url)
  }

  void options.searchBuilt().then(() => (searchBuilt = true), failed("the search index"))
  const loaded = Promise.all([preloadCatalogue(Date.now() + READY_LIMIT_MS).catch(failed("the catalogue")), content?.preload().catch(failed("the content"))]).then(() =>
    firstRenders().catch(failed("the first renders"))
  )
  const limit = new Promise((resolve) => setTimeout(resolve, READY_LIMIT_MS).unref())
  void Promise.race([loaded, limit]).then(() => (dataLoaded = true))
  return { loading: () => [...(dataLoaded ? [] : ["the catalogue and the content"]), ...(searchBuilt ? [] : ["the search index"])] }
}
