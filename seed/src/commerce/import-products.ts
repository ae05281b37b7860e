import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules, ProductStatus } from "@medusajs/framework/utils"
import { batchTranslationsWorkflow, createProductTagsWorkflow, createProductsWorkflow } from "@medusajs/medusa/core-flows"
import type { Catalogue, CatalogueProduct } from "../catalogue/types"
import type { StoreContext } from "./store-setup"
import { SOURCE_LOCALE } from "@shop/contracts/languages"

/** Products per createProductsWorkflow run: big enough to be quick, small enough to show progress. */
const PRODUCT_BATCH = 40
const TRANSLATION_BATCH = 1000

export interface ImportReport {
  productsCreated: number
  tagsCreated: number
  translationsCreated: number
  /** Translation rows in the source locale, left by older seeds: the product's own fields are the English text. */
  translationsRemoved: number
}

/**
 * Where a product image is, as stored in Medusa: a path on the storefront's origin (it serves
 * storefront/public/images/products), so no host name is baked into the data.
 */
export const productImagePath = (file: string): string => `/images/products/${file}`

/**
 * Writes the catalogue into Medusa, creating only what is missing: products matched by handle (the
 * generator's ident), tags by value, translations by (record, locale). What is there already, maybe edited
 * by a merchandiser in the admin since, is left as it is; a second run changes nothing.
 */
export async function importProducts(container: MedusaContainer, catalogue: Catalogue, store: StoreContext, progress: (line: string) => void): Promise<ImportReport> {
  const productModule = container.resolve(Modules.PRODUCT)
  const report: ImportReport = { productsCreated: 0, tagsCreated: 0, translationsCreated: 0, translationsRemoved: 0 }

  // Tags are shared between products: create the missing ones once, then refer to them by id.
  const tagValues = catalogue.tags.map((tag) => tag.value)
  const tagIdByValue = new Map((await productModule.listProductTags({ value: tagValues }, { take: null })).map((tag) => [tag.value, tag.id]))
  const missingTags = tagValues.filter((value) => !tagIdByValue.has(value))
  if (missingTags.length) {
    const { result } = await createProductTagsWorkflow(container).run({
      input: { product_tags: missingTags.map((value) => ({ value })) },
    })
    result.forEach((tag) => tagIdByValue.set(tag.value, tag.id))
    report.tagsCreated = result.length
  }

  const handles = catalogue.products.map((product) => product.ident)
  const productIdByHandle = new Map((await productModule.listProducts({ handle: handles }, { select: ["id", "handle"], take: null })).map((p) => [p.handle, p.id]))
  const missing = catalogue.products.filter((product) => !productIdByHandle.has(product.ident))
  const total = catalogue.products.length
  let done = total - missing.length
  for (let start = 0; start < missing.length; start += PRODUCT_BATCH) {
    const batch = missing.slice(start, start + PRODUCT_BATCH)
    const { result } = await createProductsWorkflow(container).run({
      input: {
        products: batch.map((product) => toMedusaProduct(product, store, tagIdByValue)),
        // The productsCreated hook in commerce gives each product the item id the catalogue names.
        additional_data: { item_ids: Object.fromEntries(batch.map((p) => [p.ident, p.item_id])) },
      },
    })
    result.forEach((product) => productIdByHandle.set(product.handle, product.id))
    report.productsCreated += result.length
    done += result.length
    progress(`seeded ${done}/${total} products`)
  }

  const translated = <T>(texts: Record<string, T>) => Object.entries(texts).filter(([locale]) => locale !== SOURCE_LOCALE)
  const wanted = catalogue.products.flatMap((product) =>
    translated(product.text).map(([locale_code, text]) => ({
      reference: "product",
      reference_id: productIdByHandle.get(product.ident)!,
      locale_code,
      translations: { title: text.title, description: text.description } as Record<string, string>,
    }))
  )
  for (const tag of catalogue.tags) {
    for (const [locale_code, value] of translated(tag.translations)) {
      wanted.push({ reference: "product_tag", reference_id: tagIdByValue.get(tag.value)!, locale_code, translations: { value } })
    }
  }
  const { created, removed } = await syncTranslations(container, wanted, progress)
  report.translationsCreated = created
  report.translationsRemoved = removed
  return report
}

function toMedusaProduct(product: CatalogueProduct, store: StoreContext, tagIdByValue: Map<string, string>) {
  const english = product.text["en-US"]
  const image = productImagePath(product.image)
  return {
    title: english.title,
    handle: product.ident,
    description: english.description,
    status: ProductStatus.PUBLISHED,
    thumbnail: image,
    images: [{ url: image }],
    category_ids: [store.categoryIds[product.category]],
    tag_ids: product.tags.map((value) => tagIdByValue.get(value)!),
    shipping_profile_id: store.shippingProfileId,
    sales_channels: [{ id: store.salesChannelId }],
    metadata: { brand: product.brand, type: product.type },
    options: [{ title: "Variant", values: product.variants.map((variant) => variant.title) }],
    variants: product.variants.map((variant) => ({
      title: variant.title,
      sku: variant.sku,
      manage_inventory: false,
      options: { Variant: variant.title },
      prices: [{ amount: variant.usd_price, currency_code: "usd" }],
    })),
  }
}

interface WantedTranslation {
  reference: string
  reference_id: string
  locale_code: string
  translations: Record<string, string>
}

/** Creates missing translation rows and removes source-locale rows; existing rows are never rewritten. */
async function syncTranslations(container: MedusaContainer, wanted: WantedTranslation[], progress: (line: string) => void): Promise<{ created: number; removed: number }> {
  const translation = container.resolve(Modules.TRANSLATION)
  const existing = await translation.listTranslations(
    { reference_id: [...new Set(wanted.map((w) => w.reference_id))] },
    { select: ["id", "reference_id", "locale_code"], take: null }
  )
  const present = new Set(existing.map((row) => `${row.reference_id}|${row.locale_code}`))
  const create = wanted.filter((w) => !present.has(`${w.reference_id}|${w.locale_code}`))
  const remove = existing.filter((row) => row.locale_code === SOURCE_LOCALE).map((row) => row.id)
  const total = create.length + remove.length
  for (let start = 0; start < total; start += TRANSLATION_BATCH) {
    const createSlice = create.slice(start, start + TRANSLATION_BATCH)
    const removeSlice = remove.slice(Math.max(0, start - create.length), Math.max(0, start + TRANSLATION_BATCH - create.length))
    await batchTranslationsWorkflow(container).run({ input: { create: createSlice, update: [], delete: removeSlice } })
    progress(`translated ${Math.min(start + TRANSLATION_BATCH, total)}/${total} texts`)
  }
  return { created: create.length, removed: remove.length }
}
