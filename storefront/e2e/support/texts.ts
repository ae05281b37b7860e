/**
 * The app's UI strings (src/locales/<lang>.json), used to find controls by their accessible names in any
 * language. Texts the spec itself quotes are asserted from ./spec.ts instead.
 */
import { readFileSync } from "node:fs"
import type { Lang } from "./spec.js"

type Messages = { [key: string]: string | Messages }

const loaded = new Map<Lang, Messages>()

function messages(lang: Lang): Messages {
  let value = loaded.get(lang)
  if (!value) {
    value = JSON.parse(readFileSync(new URL(`../../src/locales/${lang}.json`, import.meta.url), "utf8")) as Messages
    loaded.set(lang, value)
  }
  return value
}

/**
 * The plural form of `count` in `lang`, as the shop chooses it (@shop/contracts/plurals, which Playwright's loader
 * cannot import: it is not an ES module): by the language's rules as the shop writes it, European Portuguese's for pt.
 */
const pluralCategory = (lang: Lang, count: number) => new Intl.PluralRules(lang === "pt" ? "pt-PT" : lang).select(count)

const lookUp = (lang: Lang, key: string) =>
  key.split(".").reduce<string | Messages | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), messages(lang))

/**
 * The UI text `key` ("cart.title") in `lang`, with {{placeholders}} filled in. A count string ("header.cart") takes
 * the plural form of `values.count` in `lang`, as i18next chooses it. `isolated`: each value between U+2068 and
 * U+2069, as the app sets values into text that cannot hold markup (an aria-label, so an accessible name); in
 * the page's text they are <bdi> elements, which add no characters.
 */
export function ui(lang: Lang, key: string, values: Record<string, string | number> = {}, { isolated = false } = {}): string {
  const text = lookUp(lang, key) ?? (typeof values.count === "number" ? lookUp(lang, `${key}_${pluralCategory(lang, values.count)}`) : undefined)
  if (typeof text !== "string") throw new Error(`no UI text "${key}" in ${lang}.json`)
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`UI text "${key}" needs a value for {{${name}}}`)
    return isolated ? `\u2068${values[name]}\u2069` : String(values[name])
  })
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * A pattern for the UI text `key` with every {{placeholder}} standing for `placeholder` (e.g. "\\d+"), isolated
 * or not (an accessible name from an aria-label has the isolates, one from the page's text has none).
 */
export function uiPattern(lang: Lang, key: string, placeholder = ".+"): RegExp {
  const marker = "\u0000"
  const anyValue = new Proxy({}, { has: () => true, get: () => marker }) as Record<string, string>
  return new RegExp(`^${ui(lang, key, anyValue).split(marker).map(escapeRegExp).join(`\u2068?(?:${placeholder})\u2069?`)}$`)
}
