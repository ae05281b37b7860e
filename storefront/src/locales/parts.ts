/**
 * The UI strings in pieces, so a page loads only the strings it shows: the shell's (header, footer,
 * notifications, the header's search panel), which every screen shows, and one part per group of screens
 * (src/app/screen-modules.ts says each screen's). The build makes a chunk of each per language from
 * src/locales/{lang}.json (vite.config.ts, uiStringParts); the files themselves stay whole, as the server and
 * the CMS read them. Entries are key paths: a section ("cart") or one key or subtree of it ("cart.added").
 * parts.test.ts checks that every key a screen's code names is in the shell or in its part.
 * No imports: vite.config.ts and the server read this file.
 */

/** What every screen shows. */
export const SHELL_STRINGS = [
  "brand",
  "common",
  "nav",
  "header",
  "footer",
  "pages",
  "toast",
  // The header's search panel (loaded on its first open, on any screen).
  "search.label",
  "search.placeholder",
  "search.suggestions",
  "search.seeAll",
  "search.noSuggestions",
] as const

/** The stock badge's words (components/stock-badge.tsx): on product cards and cart lines too. */
const STOCK_WORDS = ["product.inStock", "product.soldOut", "product.onlyLeft"] as const

/** What each group of screens adds to the shell's. */
export const STRING_PARTS = {
  // cart.added, cart.addNamed and the stock badge's words: the product cards (components/product-card.tsx).
  // shipping.table.days: the delivery times in the hero and the fast-delivery card, worded as the table words them.
  home: ["home", "meta.homeTitle", "cart.added", "cart.addNamed", "shipping.table.days", ...STOCK_WORDS],
  catalogue: ["catalogue", "search", "cart.added", "cart.addNamed", ...STOCK_WORDS],
  product: [
    "product",
    "meta.productTitle",
    "shipping",
    "content.errorText",
    "cart.addedQuantity",
    "checkout.redirecting",
    "checkout.failed",
    "checkout.notEnoughStock",
    "checkout.sms",
  ],
  cart: ["cart", "shipping", "checkout.redirecting", "checkout.failed", "checkout.notEnoughStock", "checkout.sms", ...STOCK_WORDS],
  // The shipping, FAQ, support, returns, warranty and policy screens.
  content: ["content", "faq", "shipping"],
  contact: ["content", "contact"],
  // The order pages: the checkout's confirmation and cancellation, an order's own page, "find your order".
  orders: ["checkout", "order", "trackOrder", "cart.shipping", "cart.free", "cart.total", "notFound"],
  notFound: ["notFound"],
} as const satisfies Record<string, readonly string[]>

export type StringsPart = keyof typeof STRING_PARTS

/** The piece of the strings every screen loads (the language's chunk, which also loads the parts). */
export const SHELL = "shell"

type Strings = { [key: string]: string | Strings }

/** A count string's plural forms beside `key` ("seeAll_one", "seeAll_other"): the path "search.seeAll" names them all. */
const isPluralFormOf = (key: string, name: string) => name.startsWith(`${key}_`) && /^(zero|one|two|few|many|other)$/.test(name.slice(key.length + 1))

/** The subtrees of `strings` at `paths` (a path absent from `strings` is left out). */
export function pickStrings(strings: Strings, paths: readonly string[]): Strings {
  const picked: Strings = {}
  for (const path of paths) {
    const keys = path.split(".")
    const last = keys.at(-1)!
    let parent: string | Strings | undefined = strings
    for (const key of keys.slice(0, -1)) parent = typeof parent === "object" ? parent[key] : undefined
    if (typeof parent !== "object") continue
    const names = Object.keys(parent).filter((name) => name === last || isPluralFormOf(last, name))
    if (names.length === 0) continue
    let into = picked
    for (const key of keys.slice(0, -1)) {
      const next = into[key]
      into = typeof next === "object" ? next : (into[key] = {})
    }
    // A copy: a later path into the same subtree must not change `strings`.
    for (const name of names) into[name] = structuredClone(parent[name]!)
  }
  return picked
}
