/**
 * The first screen's data, requested as soon as the app starts instead of after its first render. Only the
 * request starts early (lib/http.ts prefetchJson): the query cache changes when the screen's query takes the
 * answer over, never in the middle of the first render (which would make React redo it in one long task).
 */
import { matchRoute } from "../../shared/routes"
import { productsPageUrl } from "../features/catalogue/api/get-products"
import { parsePageParam } from "../features/catalogue/pagination"
import { randomProductsUrl } from "../features/home/api/get-random-products"
import { prefetchJson } from "../lib/http"

export function prefetchRouteData(pathname: string, search: string): void {
  switch (matchRoute(pathname)?.name) {
    case "home":
      prefetchJson(randomProductsUrl())
      break
    case "products":
      prefetchJson(productsPageUrl(parsePageParam(new URLSearchParams(search).get("page"))))
      break
  }
}
