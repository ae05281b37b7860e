/** A screen's part of the UI strings in an i18next instance (./i18n-parts.ts), with i18next's own store. */
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import i18next from "i18next"
import type { LanguageCode } from "@shop/contracts/languages"
import type { UiStrings } from "./i18n-backend"
import { createStringsParts } from "./i18n-parts"

async function setup(part: UiStrings) {
  const instance = i18next.createInstance()
  await instance.init({ lng: "de", fallbackLng: false, resources: { de: { translation: { header: { cart: "Warenkorb" } } } } })
  const loaded: string[] = []
  let failNext = false
  const load = createStringsParts({
    loadPart: async (language, name) => {
      loaded.push(`${language}:${name}`)
      if (failNext) {
        failNext = false
        throw new Error("offline")
      }
      return part
    },
    shellLoaded: async () => {},
    mergeUnder: (language, strings) => instance.addResourceBundle(language, "translation", strings, true, false, { silent: true }),
  })
  return { instance, load, loaded, failOnce: () => (failNext = true) }
}

const de = "de" as LanguageCode

describe("UI strings parts", () => {
  it("a part's strings join the shell's", async () => {
    const { instance, load } = await setup({ product: { addToCart: "In den Warenkorb" } })
    await load(de, "product")
    assert.equal(instance.t("product.addToCart"), "In den Warenkorb")
    assert.equal(instance.t("header.cart"), "Warenkorb")
  })

  it("a part loaded after the CMS's strings keeps the CMS's text", async () => {
    const { instance, load } = await setup({ product: { addToCart: "In den Warenkorb", share: "Teilen" } })
    instance.addResourceBundle("de", "translation", { product: { addToCart: "Ab in den Korb" } }, true, true)
    await load(de, "product")
    assert.equal(instance.t("product.addToCart"), "Ab in den Korb")
    assert.equal(instance.t("product.share"), "Teilen")
  })

  it("is loaded once per language, and again after a failure", async () => {
    const { load, loaded, failOnce } = await setup({ cart: { title: "Warenkorb" } })
    await Promise.all([load(de, "cart"), load(de, "cart")])
    await load(de, "cart")
    assert.deepEqual(loaded, ["de:cart"])
    failOnce()
    await assert.rejects(load(de, "home"))
    await load(de, "home")
    assert.deepEqual(loaded, ["de:cart", "de:home", "de:home"])
  })
})
