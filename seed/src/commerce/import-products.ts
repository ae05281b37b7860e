import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules, ProductStatus } from "@medusajs/framework/utils"
import { batchTranslationsWorkflow, createProductTagsWorkflow, createProductTypesWorkflow, createProductsWorkflow, updateProductsWorkflow } from "@medusajs/medusa/core-flows"
import type { Catalogue, CatalogueProduct } from "../catalogue/types"
import type { StoreContext } from "./store-setup"
import { PRODUCT_TYPES } from "@shop/contracts/commerce-api"
import { SOURCE_LOCALE } from "@shop/contracts/languages"

/** Products per createProductsWorkflow run: big enough to be quick, small enough to show progress. */
const PRODUCT_BATCH = 40
const TRANSLATION_BATCH = 1000

export interface ImportReport {
  productsCreated: number
  tagsCreated: number
  /** Medusa product types created, one per PRODUCT_TYPES value that had none. */
  typesCreated: number
  /** Products already there that had no product type and were given the catalogue's (imported before products had types). */
  productsTyped: number
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
 * generator's ident), tags and product types by value, translations by (record, locale). What is there
 * already, maybe edited by a merchandiser in the admin since, is left as it is, except that a product with no
 * product type gets the catalogue's (a catalogue imported before products had types); a second run changes
 * nothing.
 */
export async function importProducts(container: MedusaContainer, catalogue: Catalogue, store: StoreContext, progress: (line: string) => void): Promise<ImportReport> {
  const productModule = container.resolve(Modules.PRODUCT)
  const report: ImportReport = { productsCreated: 0, tagsCreated: 0, typesCreated: 0, productsTyped: 0, translationsCreated: 0, translationsRemoved: 0 }

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

  // Product types likewise (a shop has a few: all are read). A product's type is what search knows its kind
  // by, and a merchandiser changes it in the admin.
  const typeIdByValue = new Map((await productModule.listProductTypes({}, { select: ["id", "value"], take: null })).map((type) => [type.value, type.id]))
  const missingTypes = PRODUCT_TYPES.filter((value) => !typeIdByValue.has(value))
  if (missingTypes.length) {
    const { result } = await createProductTypesWorkflow(container).run({ input: { product_types: missingTypes.map((value) => ({ value })) } })
    result.forEach((type) => typeIdByValue.set(type.value, type.id))
    report.typesCreated = result.length
  }
  const typeIdOf = (product: CatalogueProduct): string => {
    const typeId = typeIdByValue.get(product.type)
    if (!typeId) throw new Error(`product ${product.ident}: its type "${product.type}" is none of PRODUCT_TYPES (@shop/contracts/commerce-api)`)
    return typeId
  }

  const handles = catalogue.products.map((product) => product.ident)
  const existing = await productModule.listProducts({ handle: handles }, { select: ["id", "handle", "type_id"], take: null })
  const productIdByHandle = new Map(existing.map((p) => [p.handle, p.id]))
  report.productsTyped = await typeUntypedProducts(container, catalogue, existing, typeIdOf)
  if (report.productsTyped) progress(`typed ${report.productsTyped} products`)
  const missing = catalogue.products.filter((product) => !productIdByHandle.has(product.ident))
  const total = catalogue.products.length
  let done = total - missing.length
  for (let start = 0; start < missing.length; start += PRODUCT_BATCH) {
    const batch = missing.slice(start, start + PRODUCT_BATCH)
    const { result } = await createProductsWorkflow(container).run({
      input: {
        products: batch.map((product) => medusaProductOf(product, store, tagIdByValue, typeIdOf(product))),
        // The productsCreated hook in commerce gives each product the item id the catalogue names.
        additional_data: { item_ids: Object.fromEntries(batch.map((p) => [p.ident, p.item_id])) },
      },
    })
    result.forEach((product) => productIdByHandle.set(product.handle, product.id))
    report.productsCreated += result.length
    done += result.length
    progress(`seeded ${done}/${total} products`)
  }

  const wanted = productTranslations(catalogue.products, productIdByHandle)
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

/**
 * Gives the catalogue's products that exist without a product type their type (one update per type) and says
 * how many. A type a merchandiser chose since is kept; one a merchandiser removed comes back, as the seed cannot
 * tell it from a product imported before products had types.
 */
async function typeUntypedProducts(
  container: MedusaContainer,
  catalogue: Catalogue,
  existing: { id: string; handle: string; type_id: string | null }[],
  typeIdOf: (product: CatalogueProduct) => string
): Promise<number> {
  const catalogueProduct = new Map(catalogue.products.map((product) => [product.ident, product]))
  const idsByTypeId = new Map<string, string[]>()
  for (const product of existing) {
    const wanted = catalogueProduct.get(product.handle)
    if (product.type_id || !wanted) continue
    const typeId = typeIdOf(wanted)
    idsByTypeId.set(typeId, [...(idsByTypeId.get(typeId) ?? []), product.id])
  }
  let typed = 0
  for (const [type_id, ids] of idsByTypeId) {
    await updateProductsWorkflow(container).run({ input: { selector: { id: ids }, update: { type_id } } })
    typed += ids.length
  }
  return typed
}

/** The product as createProductsWorkflow takes it: English texts, the USD price, counted stock, the tag and type ids. */
export function medusaProductOf(product: CatalogueProduct, store: StoreContext, tagIdByValue: Map<string, string>, typeId: string) {
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
    type_id: typeId,
    shipping_profile_id: store.shippingProfileId,
    sales_channels: [{ id: store.salesChannelId }],
    // The type is the product's Medusa product type (type_id), not a copy in the metadata.
    metadata: { brand: product.brand, ...(product.bestseller && { bestseller: true }) },
    options: [{ title: "Variant", values: product.variants.map((variant) => variant.title) }],
    variants: product.variants.map((variant) => ({
      title: variant.title,
      sku: variant.sku,
      // Medusa counts its stock (an inventory item of its own); stock-setup.ts gives it its first quantity.
      manage_inventory: true,
      options: { Variant: variant.title },
      prices: [{ amount: variant.usd_price, currency_code: "usd" }],
    })),
  }
}

const translated = <T>(texts: Record<string, T>) => Object.entries(texts).filter(([locale]) => locale !== SOURCE_LOCALE)

/** The products' names and descriptions in every language but the source one (the product's own fields). */
export function productTranslations(products: CatalogueProduct[], productIdByHandle: Map<string, string>): WantedTranslation[] {
  return products.flatMap((product) =>
    translated(product.text).map(([locale_code, text]) => ({
      reference: "product",
      reference_id: productIdByHandle.get(product.ident)!,
      locale_code,
      translations: { title: text.title, description: text.description } as Record<string, string>,
    }))
  )
}

interface WantedTranslation {
  reference: string
  reference_id: string
  locale_code: string
  translations: Record<string, string>
}

/** Creates missing translation rows and removes source-locale rows; existing rows are never rewritten. */
export async function syncTranslations(container: MedusaContainer, wanted: WantedTranslation[], progress: (line: string) => void): Promise<{ created: number; removed: number }> {
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
