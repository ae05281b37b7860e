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

/** The UI text `key` ("cart.title") in `lang`, with {{placeholders}} filled in. */
export function ui(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const text = key.split(".").reduce<string | Messages | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), messages(lang))
  if (typeof text !== "string") throw new Error(`no UI text "${key}" in ${lang}.json`)
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`UI text "${key}" needs a value for {{${name}}}`)
    return String(values[name])
  })
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A pattern for the UI text `key` with every {{placeholder}} standing for `placeholder` (e.g. "\\d+"). */
export function uiPattern(lang: Lang, key: string, placeholder = ".+"): RegExp {
  const marker = "\u0000"
  const anyValue = new Proxy({}, { has: () => true, get: () => marker }) as Record<string, string>
  return new RegExp(`^${ui(lang, key, anyValue).split(marker).map(escapeRegExp).join(placeholder)}$`)
}
