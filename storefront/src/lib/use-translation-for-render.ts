/**
 * The server render's react-i18next: the same module with a lean useTranslation (the server build swaps it
 * in, see vite.config.ts; the browser keeps react-i18next's own). A server render is one pass over an
 * i18next instance that does not change while it runs, so there is nothing to subscribe to and no
 * re-render to schedule; react-i18next's hook also copies the instance for every component it mounts
 * (Object.getOwnPropertyDescriptors), which was a sizeable part of a product page's render.
 */
import { useContext } from "react"
import type { i18n as I18n, TFunction } from "i18next"
import { getI18n, I18nContext } from "react-i18next"

export * from "react-i18next"

/** One fixed t per instance and namespace/prefix: every component of a render shares it. */
const fixedTs = new WeakMap<I18n, Map<string, TFunction>>()

function fixedT(i18n: I18n, namespace: string | undefined, keyPrefix: string | undefined): TFunction {
  let byOptions = fixedTs.get(i18n)
  if (!byOptions) fixedTs.set(i18n, (byOptions = new Map()))
  const key = `${namespace ?? ""}\n${keyPrefix ?? ""}`
  let t = byOptions.get(key)
  if (!t) byOptions.set(key, (t = rememberingPlainLookups(i18n.getFixedT(null, namespace ?? null, keyPrefix) as TFunction)))
  return t
}

/**
 * i18next's t resolves a key anew on every call (a sizeable part of a render); a key asked with the same plain options
 * (strings and numbers: counts, names, amounts) always gives the same text while the instance's strings stay
 * the same, which they do (see entry-server.tsx). Bounded: past REMEMBERED texts it starts over.
 */
const REMEMBERED = 5_000

function rememberingPlainLookups(t: TFunction): TFunction {
  const texts = new Map<string, string>()
  const call = t as unknown as (...args: unknown[]) => unknown
  const remembering = (...args: unknown[]) => {
    const [key, options] = args
    if (typeof key !== "string" || args.length > 2 || !plainOptions(options)) return call(...args)
    const memoKey = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`
    let text = texts.get(memoKey)
    if (text === undefined) {
      const made = call(...args)
      if (typeof made !== "string") return made
      if (texts.size >= REMEMBERED) texts.clear()
      texts.set(memoKey, (text = made))
    }
    return text
  }
  return Object.assign(remembering, t) as unknown as TFunction
}

/** Options that only carry strings, numbers and booleans (nothing whose identity or behaviour could matter). */
function plainOptions(options: unknown): boolean {
  if (options === undefined) return true
  if (typeof options !== "object" || options === null || Array.isArray(options)) return false
  return Object.values(options).every((value) => typeof value === "string" || typeof value === "number" || typeof value === "boolean")
}

export function useTranslation(namespace?: string | readonly string[], options: { i18n?: I18n; keyPrefix?: string } = {}) {
  const i18n = options.i18n ?? useContext(I18nContext)?.i18n ?? getI18n()
  const t = fixedT(i18n, Array.isArray(namespace) ? namespace[0] : (namespace as string | undefined), options.keyPrefix)
  // react-i18next's answer: an array [t, i18n, ready] that also has them as properties.
  return Object.assign([t, i18n, true] as [TFunction, I18n, boolean], { t, i18n, ready: true })
}
