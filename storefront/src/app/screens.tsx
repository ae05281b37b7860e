/** One code-split chunk per screen, by route name (shared/routes.ts); ./screen-modules.ts says which module. */
import type { ComponentType, ReactElement } from "react"
import type { RouteName } from "../../shared/routes"
import { matchRoute } from "../../shared/routes"
import type { InfoPageName } from "../features/info-pages/components/info-page"
import { lazyScreen } from "./lazy-screen"
import { SCREEN_MODULES, type ScreenName } from "./screen-modules"

// Every screen module, each its own chunk; keys are relative to this file ("../features/…").
const modules = import.meta.glob<Record<string, unknown>>("../features/*/components/*-page.tsx")

function screen<P extends object = object>(name: ScreenName) {
  const { module, export: exportName } = SCREEN_MODULES[name]
  const load = modules[`../${module.slice("src/".length)}`]
  return lazyScreen<P>(async () => {
    const component = load ? (await load())[exportName] : undefined
    if (typeof component !== "function") throw new Error(`Screen ${name}: ${module} does not export ${exportName}`)
    return component as ComponentType<P>
  })
}

const home = screen("home")
const catalogue = screen("products")
const product = screen("product")
const cart = screen("cart")
const search = screen("search")
const shipping = screen("shipping")
const checkoutSuccess = screen("checkoutSuccess")
const checkoutCancel = screen("checkoutCancel")
const info = screen<{ page: InfoPageName }>("contact")
export const notFound = screen("notFound")

const byRoute = {
  home,
  products: catalogue,
  product,
  cart,
  search,
  shipping,
  contact: info,
  support: info,
  faq: info,
  returns: info,
  warranty: info,
  privacy: info,
  terms: info,
  cookies: info,
  checkoutSuccess,
  checkoutCancel,
} satisfies Record<RouteName, unknown>

/** The element each route shows; the CMS pages share one placeholder screen until their content arrives. */
export function screenElement(name: RouteName): ReactElement {
  switch (name) {
    case "home":
      return <home.Screen />
    case "products":
      return <catalogue.Screen />
    case "product":
      return <product.Screen />
    case "cart":
      return <cart.Screen />
    case "search":
      return <search.Screen />
    case "shipping":
      return <shipping.Screen />
    case "checkoutSuccess":
      return <checkoutSuccess.Screen />
    case "checkoutCancel":
      return <checkoutCancel.Screen />
    default:
      return <info.Screen page={name} />
  }
}

/** Starts loading the chunk of the screen a path shows (the 404 screen for unknown paths). */
export function preloadScreen(pathname: string): Promise<unknown> {
  const route = matchRoute(pathname)
  return (route ? byRoute[route.name] : notFound).preload()
}
