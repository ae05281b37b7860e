/** The UI strings: bundled first (never waiting for the CMS), the CMS's merged over them, bundled kept when it fails. */
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import i18next, { type i18n as I18n } from "i18next"
import { BundledWithCmsBackend, type BundledWithCmsOptions, type UiStrings } from "./i18n-backend"

const bundled: UiStrings = { nav: { home: "Home", contact: "Contact" }, cart: { title: "Your cart" } }

async function start(loadCms: BundledWithCmsOptions["loadCms"], onCmsError?: BundledWithCmsOptions["onCmsError"]): Promise<I18n> {
  const instance = i18next.createInstance()
  const merge: BundledWithCmsOptions["merge"] = (language, namespace, strings) => instance.addResourceBundle(language, namespace, strings, true, true)
  await instance.use(BundledWithCmsBackend).init({
    lng: "en",
    ns: ["translation"],
    fallbackLng: false,
    backend: { loadBundled: async () => structuredClone(bundled), loadCms, merge, onCmsError } satisfies BundledWithCmsOptions,
  })
  return instance
}

/** A promise with its resolve and reject at hand. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("UI strings backend", () => {
  it("starts with the bundled strings without waiting for the CMS", async () => {
    const cms = deferred<UiStrings>()
    const instance = await start(() => cms.promise)
    assert.equal(instance.t("nav.home"), "Home")
    assert.equal(instance.t("cart.title"), "Your cart")
  })

  it("merges the CMS's strings over the bundled ones when they arrive, keeping keys the CMS lacks", async () => {
    const cms = deferred<UiStrings>()
    const instance = await start(() => cms.promise)
    const added: string[] = []
    instance.store.on("added", (language: string) => added.push(language))
    cms.resolve({ nav: { home: "Start" } })
    await settle()
    assert.equal(instance.t("nav.home"), "Start")
    assert.equal(instance.t("nav.contact"), "Contact")
    assert.equal(instance.t("cart.title"), "Your cart")
    assert.deepEqual(added, ["en"], "the store tells react-i18next to re-render")
  })

  it("keeps the bundled strings when the CMS call fails, and says so", async () => {
    const failures: string[] = []
    const instance = await start(
      () => Promise.reject(new Error("503")),
      (language) => failures.push(language)
    )
    await settle()
    assert.equal(instance.t("nav.home"), "Home")
    assert.deepEqual(failures, ["en"])
  })

  it("ignores a CMS answer that is not a strings tree", async () => {
    const instance = await start(async () => ({ nav: { home: 42 } }) as unknown as UiStrings)
    await settle()
    assert.equal(instance.t("nav.home"), "Home")
  })

  it("loads another language the same way", async () => {
    const instance = i18next.createInstance()
    await instance.use(BundledWithCmsBackend).init({
      lng: "en",
      ns: ["translation"],
      fallbackLng: false,
      backend: {
        loadBundled: async (language): Promise<UiStrings> => (language === "de" ? { nav: { home: "Startseite" } } : structuredClone(bundled)),
        loadCms: async (language): Promise<UiStrings> => (language === "de" ? { nav: { contact: "Kontakt" } } : {}),
        merge: (language, namespace, strings) => instance.addResourceBundle(language, namespace, strings, true, true),
      } satisfies BundledWithCmsOptions,
    })
    await instance.loadLanguages("de")
    await instance.changeLanguage("de")
    await settle()
    assert.equal(instance.t("nav.home"), "Startseite")
    assert.equal(instance.t("nav.contact"), "Kontakt")
  })
})
