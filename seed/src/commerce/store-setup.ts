import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createApiKeysWorkflow,
  createProductCategoriesWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createShippingProfilesWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  updateRegionsWorkflow,
  updateStoresWorkflow,
} from "@medusajs/medusa/core-flows"
import { CATEGORIES, LOCALES, type Category } from "../catalogue/types"
import { SHIPPING_RATES } from "../shipping/rates"

/** What the product importer needs from the store set-up. */
export interface StoreContext {
  salesChannelId: string
  shippingProfileId: string
  categoryIds: Record<Category, string>
}

export const SALES_CHANNEL_NAME = "Storefront"
/** The storefront server finds its key by this title (scripts/lib/commerce.ts). */
export const PUBLISHABLE_KEY_TITLE = "Storefront"
const REGION_NAME = "International (USD)"
/** One USD region for every country the shipping table reaches (checkout currency is always USD, spec §9). */
const REGION_COUNTRIES = SHIPPING_RATES.map((rate) => rate.country.toLowerCase())
/** Medusa's id of our Stripe Checkout provider (commerce/src/modules/stripe-checkout). */
export const STRIPE_CHECKOUT_PROVIDER_ID = "pp_stripe-checkout_stripe-checkout"
/** Catalogue prices are USD (spec §9); the other currencies are for display in the storefront. */
const STORE_CURRENCIES = ["usd", "eur", "gbp", "pln", "jpy", "cad"]

/**
 * Makes the store ready for the catalogue, changing only what is missing: the 15 locales, USD and the
 * display currencies, a sales channel with a publishable key, a USD region, a shipping profile, the
 * three categories. Returns how many things it changed, so a second run can say "nothing to do".
 */
export async function setUpStore(container: MedusaContainer): Promise<{ context: StoreContext; changes: number }> {
  let changes = 0
  const translation = container.resolve(Modules.TRANSLATION)
  const storeModule = container.resolve(Modules.STORE)
  const salesChannelModule = container.resolve(Modules.SALES_CHANNEL)

  // Medusa preloads ~50 locales; create whichever of ours it lacks (all 15 are preloaded in 2.21).
  const knownLocales = new Set((await translation.listLocales({}, { select: ["code"], take: null })).map((l) => l.code))
  const missingLocales = LOCALES.filter((code) => !knownLocales.has(code))
  if (missingLocales.length) {
    await translation.createLocales(missingLocales.map((code) => ({ code, name: new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code })))
    changes += missingLocales.length
  }

  let [salesChannel] = await salesChannelModule.listSalesChannels({ name: SALES_CHANNEL_NAME })
  if (!salesChannel) {
    const { result } = await createSalesChannelsWorkflow(container).run({
      input: { salesChannelsData: [{ name: SALES_CHANNEL_NAME, description: "The multilingual web shop" }] },
    })
    salesChannel = result[0]!
    changes++
  }

  const [store] = await storeModule.listStores({}, { relations: ["supported_currencies", "supported_locales"] })
  if (!store) throw new Error("Medusa has no store yet: run `medusa db:migrate` first")
  const haveLocales = (store.supported_locales ?? []).map((l) => l.locale_code)
  const haveCurrencies = (store.supported_currencies ?? []).map((c) => c.currency_code)
  const localesRight = haveLocales.join() === LOCALES.join()
  const currenciesRight = STORE_CURRENCIES.every((c) => haveCurrencies.includes(c))
  if (!localesRight || !currenciesRight || store.default_sales_channel_id !== salesChannel.id) {
    await updateStoresWorkflow(container).run({
      input: {
        selector: { id: store.id },
        update: {
          name: "Multilingual Shop",
          default_sales_channel_id: salesChannel.id,
          supported_locales: LOCALES.map((locale_code) => ({ locale_code })),
          supported_currencies: STORE_CURRENCIES.map((currency_code) => ({ currency_code, is_default: currency_code === "usd" })),
        },
      },
    })
    changes++
  }

  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: keys } = await query.graph({
    entity: "api_key",
    fields: ["id", "title", "type", "revoked_at"],
    filters: { type: "publishable", title: PUBLISHABLE_KEY_TITLE },
  })
  if (!keys.some((key) => !key.revoked_at)) {
    const { result } = await createApiKeysWorkflow(container).run({
      input: { api_keys: [{ title: PUBLISHABLE_KEY_TITLE, type: "publishable", created_by: "seed" }] },
    })
    await linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: result[0]!.id, add: [salesChannel.id] } })
    changes++
  }

  const regionModule = container.resolve(Modules.REGION)
  const [region] = await regionModule.listRegions({ name: REGION_NAME }, { relations: ["countries"] })
  if (!region) {
    await createRegionsWorkflow(container).run({
      input: { regions: [{ name: REGION_NAME, currency_code: "usd", countries: REGION_COUNTRIES, payment_providers: [STRIPE_CHECKOUT_PROVIDER_ID] }] },
    })
    changes++
  } else {
    // An older seed's region: add the countries and the provider it lacks, keeping what a merchandiser added.
    const { data: withProviders } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "region",
      fields: ["payment_providers.id"],
      filters: { id: region.id },
    })
    const providers = (withProviders[0]?.payment_providers ?? []).flatMap((p: { id?: string } | null) => (p?.id ? [p.id] : []))
    const countries = (region.countries ?? []).map((c) => c.iso_2)
    const missingCountries = REGION_COUNTRIES.filter((code) => !countries.includes(code))
    if (missingCountries.length || !providers.includes(STRIPE_CHECKOUT_PROVIDER_ID)) {
      await updateRegionsWorkflow(container).run({
        input: {
          selector: { id: region.id },
          update: {
            countries: [...countries, ...missingCountries],
            payment_providers: [...new Set([...providers, STRIPE_CHECKOUT_PROVIDER_ID])],
          },
        },
      })
      changes++
    }
  }

  const fulfillment = container.resolve(Modules.FULFILLMENT)
  let [profile] = await fulfillment.listShippingProfiles({ type: "default" })
  if (!profile) {
    const { result } = await createShippingProfilesWorkflow(container).run({
      input: { data: [{ name: "Default Shipping Profile", type: "default" }] },
    })
    profile = result[0]!
    changes++
  }

  const productModule = container.resolve(Modules.PRODUCT)
  const existingCategories = await productModule.listProductCategories({ handle: [...CATEGORIES] })
  const missingCategories = CATEGORIES.filter((handle) => !existingCategories.some((c) => c.handle === handle))
  if (missingCategories.length) {
    const { result } = await createProductCategoriesWorkflow(container).run({
      input: {
        product_categories: missingCategories.map((handle) => ({
          name: handle[0]!.toUpperCase() + handle.slice(1),
          handle,
          is_active: true,
        })),
      },
    })
    existingCategories.push(...result)
    changes += result.length
  }
  const categoryIds = Object.fromEntries(existingCategories.map((c) => [c.handle, c.id])) as Record<Category, string>

  return { context: { salesChannelId: salesChannel.id, shippingProfileId: profile.id, categoryIds }, changes }
}
