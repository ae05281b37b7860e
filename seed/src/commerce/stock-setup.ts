import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createInventoryLevelsWorkflow, updateProductVariantsWorkflow, updateStoresWorkflow } from "@medusajs/medusa/core-flows"
import type { Catalogue } from "../catalogue/types"
import { STOCK_LOCATION_NAME } from "./shipping-setup"

/**
 * The store's metadata key saying when the seed made the catalogue's variants count their stock. A database
 * seeded before products had stock gets it once; a variant a merchandiser stops counting afterwards stays so.
 */
export const STOCK_MANAGED_KEY = "stock_managed_since"

/** Variants read, switched and stocked per call (an IN list PostgreSQL plans quickly). */
const CHUNK = 500

interface VariantRow {
  id: string
  sku: string | null
  manage_inventory: boolean
  inventory_items?: ({ inventory_item_id: string } | null)[] | null
}

/**
 * Stock for the catalogue: every variant counts its stock in Medusa (an inventory item each, made by Medusa's
 * own workflows), with a level at the shop's warehouse holding the catalogue's first quantity. Only what is
 * missing is made: a quantity a merchandiser set, or an order moved, is never reset. Returns how many
 * variants and levels it changed.
 */
export async function setUpStock(container: MedusaContainer, catalogue: Catalogue, progress: (line: string) => void): Promise<number> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const inventory = container.resolve(Modules.INVENTORY)
  const [location] = await container.resolve(Modules.STOCK_LOCATION).listStockLocations({ name: STOCK_LOCATION_NAME })
  if (!location) throw new Error(`no stock location "${STOCK_LOCATION_NAME}": the shipping set-up makes it first`)
  const stockBySku = new Map(catalogue.products.flatMap((product) => product.variants.map((variant) => [variant.sku, variant.stock] as const)))
  const readVariants = async () => {
    const rows: VariantRow[] = []
    const skus = [...stockBySku.keys()]
    for (let at = 0; at < skus.length; at += CHUNK) {
      const { data } = await query.graph({
        entity: "product_variant",
        fields: ["id", "sku", "manage_inventory", "inventory_items.inventory_item_id"],
        filters: { sku: skus.slice(at, at + CHUNK) },
      })
      rows.push(...(data as unknown as VariantRow[]))
    }
    return rows
  }

  let changes = 0
  let variants = await readVariants()
  const [store] = await container.resolve(Modules.STORE).listStores({}, { select: ["id", "metadata"] })
  if (store && !store.metadata?.[STOCK_MANAGED_KEY]) {
    const unmanaged = variants.filter((variant) => !variant.manage_inventory).map((variant) => variant.id)
    for (let at = 0; at < unmanaged.length; at += CHUNK) {
      // Medusa's workflow gives each variant switched on its default inventory item.
      await updateProductVariantsWorkflow(container).run({ input: { selector: { id: unmanaged.slice(at, at + CHUNK) }, update: { manage_inventory: true } } })
      progress(`stock: ${Math.min(at + CHUNK, unmanaged.length)}/${unmanaged.length} variants count their stock`)
    }
    await updateStoresWorkflow(container).run({ input: { selector: { id: store.id }, update: { metadata: { ...store.metadata, [STOCK_MANAGED_KEY]: new Date().toISOString() } } } })
    if (unmanaged.length) variants = await readVariants()
    changes += unmanaged.length
  }

  const skuOfItem = new Map(
    variants.flatMap((variant) =>
      variant.manage_inventory && variant.sku ? (variant.inventory_items ?? []).flatMap((link) => (link ? [[link.inventory_item_id, variant.sku!] as const] : [])) : []
    )
  )
  const itemIds = [...skuOfItem.keys()]
  const stocked = new Set<string>()
  for (let at = 0; at < itemIds.length; at += CHUNK) {
    const levels = await inventory.listInventoryLevels(
      { inventory_item_id: itemIds.slice(at, at + CHUNK), location_id: location.id },
      { select: ["inventory_item_id"], take: null }
    )
    for (const level of levels) stocked.add(level.inventory_item_id)
  }
  const missing = itemIds.filter((id) => !stocked.has(id))
  for (let at = 0; at < missing.length; at += CHUNK) {
    await createInventoryLevelsWorkflow(container).run({
      input: {
        inventory_levels: missing.slice(at, at + CHUNK).map((inventory_item_id) => ({
          inventory_item_id,
          location_id: location.id,
          stocked_quantity: stockBySku.get(skuOfItem.get(inventory_item_id)!) ?? 0,
        })),
      },
    })
    progress(`stock: ${Math.min(at + CHUNK, missing.length)}/${missing.length} variants stocked at ${STOCK_LOCATION_NAME}`)
  }
  return changes + missing.length
}
