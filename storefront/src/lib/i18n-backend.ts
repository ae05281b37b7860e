/**
 * The i18next backend for the UI strings: a language's bundled strings (src/locales) are handed to i18next as
 * soon as their chunk has loaded, so the first paint never waits for the network; the CMS's strings for that
 * language (GET /api/translations/{lang}) are requested at the same time and merged over them when they
 * arrive (react-i18next re-renders on the store's "added" event that merging fires). A failed CMS call keeps
 * the bundled strings.
 * The loaders are options, so the rule can be tested without Vite or a server (i18n-backend.test.ts).
 */
import type { BackendModule, ReadCallback } from "i18next"
import type { LanguageCode } from "@shop/contracts/languages"

export type UiStrings = { [key: string]: string | UiStrings }

export interface BundledWithCmsOptions {
  /** The strings built into the app (must succeed: without them the UI shows keys). */
  loadBundled: (language: LanguageCode) => Promise<UiStrings>
  /** The CMS's strings; may fail or be slow, the UI then keeps the bundled ones. */
  loadCms: (language: LanguageCode) => Promise<UiStrings>
  /** Merges strings over the loaded ones: the i18n instance's addResourceBundle(language, namespace, strings, true, true). */
  merge: (language: string, namespace: string, strings: UiStrings) => void
  /** Told when the CMS's strings could not be loaded. */
  onCmsError?: (language: LanguageCode, error: unknown) => void
}

/** Long enough for components rendered before the first merge to have subscribed (their effects have run). */
const REMERGE_AFTER_MS = 250

export class BundledWithCmsBackend implements BackendModule<BundledWithCmsOptions> {
  static readonly type = "backend"
  readonly type = "backend"
  readonly callbackApi = true
  private options?: BundledWithCmsOptions

  init(_services: unknown, options: BundledWithCmsOptions): void {
    this.options = options
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const options = this.options
    if (!options) return callback(new Error("BundledWithCmsBackend: no loaders given (i18next option `backend`)"), false)
    const code = language as LanguageCode
    // Both start now; only the bundled strings hold up the callback (and so the first render).
    const cms = options.loadCms(code).catch((error: unknown) => {
      options.onCmsError?.(code, error)
      return undefined
    })
    options.loadBundled(code).then(
      (bundled) => {
        // i18next stores the bundled strings synchronously in the callback, so the merge below lands over them.
        callback(null, bundled)
        void cms.then((strings) => {
          // Nothing to merge (also an empty answer): no store event, so nothing re-renders.
          if (!strings || !isStrings(strings) || Object.keys(strings).length === 0) return
          options.merge(language, namespace, strings)
          // react-i18next re-renders on the store's "added" event, but a component subscribes in an effect,
          // after its first render: one that rendered just before this merge and subscribed just after it
          // would keep the bundled text. Merging again (the same strings, so nothing else changes) a moment
          // later reaches it.
          setTimeout(() => options.merge(language, namespace, strings), REMERGE_AFTER_MS)
        })
      },
      (error: unknown) => callback(error as Error, false)
    )
  }
}

/** A strings tree: only nested objects and strings (anything else in an answer is ignored whole). */
function isStrings(value: unknown): value is UiStrings {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false
  return Object.values(value).every((child) => typeof child === "string" || isStrings(child))
}
