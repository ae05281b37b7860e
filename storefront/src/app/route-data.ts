/**
 * The first screen's data, requested as soon as the app starts instead of after its first render. Only the
 * request starts early (lib/http.ts prefetchJson): the query cache changes when the screen's query takes the
 * answer over, never in the middle of the first render (which would make React redo it in one long task).
 */
import { CONTENT_PAGE_SLUGS, type ContentPageSlug } from "@shop/contracts/content"
import { matchRoute } from "../../shared/routes"
import { productsPageUrl } from "../features/catalogue/api/get-products"
import { parsePageParam } from "../features/catalogue/pagination"
import { contentPageUrl } from "../features/content/api/get-content-page"
import { faqUrl } from "../features/content/api/get-faq"
import { siteSettingsUrl } from "../features/content/api/get-site-settings"
import { randomProductsUrl } from "../features/home/api/get-random-products"
import { prefetchJson } from "../lib/http"
import { languageFromPath } from "../lib/language-path"

const isContentPage = (name: string): name is ContentPageSlug => (CONTENT_PAGE_SLUGS as readonly string[]).includes(name)

export function prefetchRouteData(pathname: string, search: string): void {
  const name = matchRoute(pathname)?.name
  // The language the screen's queries ask in: the URL's prefix, else the default (as LanguageProvider starts).
  const language = languageFromPath(pathname)
  switch (name) {
    case "home":
      prefetchJson(randomProductsUrl())
      break
    case "products":
      prefetchJson(productsPageUrl(parsePageParam(new URLSearchParams(search).get("page"))))
      break
    case "faq":
      prefetchJson(faqUrl(language))
      break
    default:
      if (name && isContentPage(name)) prefetchJson(contentPageUrl(name, language))
      if (name === "contact") prefetchJson(siteSettingsUrl(language))
  }
}
