import { createProductsWorkflow } from "@medusajs/medusa/core-flows"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { CATALOGUE_MODULE } from "../../modules/catalogue"
import type CatalogueModuleService from "../../modules/catalogue/service"

/**
 * Every product gets its numeric item id in the same transaction-like workflow that creates it, so there is
 * never a product the storefront cannot address. An importer may ask for specific ids through
 * `additional_data.item_ids` ({ [handle]: id }); a merchandiser's product from the admin gets the next id of
 * the item id sequence.
 */
createProductsWorkflow.hooks.productsCreated(
  async ({ products, additional_data }, { container }) => {
    const requested = (additional_data?.item_ids ?? {}) as Record<string, unknown>
    const catalogue = container.resolve<CatalogueModuleService>(CATALOGUE_MODULE)
    const link = container.resolve(ContainerRegistrationKeys.LINK)

    for (const product of products) {
      const wanted = requested[product.handle]
      if (wanted !== undefined && !(Number.isSafeInteger(wanted) && (wanted as number) > 0)) {
        throw new MedusaError(MedusaError.Types.INVALID_DATA, `item id for ${product.handle} must be a positive integer`)
      }
    }
    const explicit = products.filter((product) => requested[product.handle] !== undefined).length
    const fresh = await catalogue.nextItemIds(products.length - explicit)
    const assignments = products.map((product) => ({
      product_id: product.id,
      item_id: (requested[product.handle] as number | undefined) ?? fresh.shift()!,
    }))
    const items = await catalogue.createCatalogueItems(assignments.map(({ item_id }) => ({ item_id })))
    if (explicit) await catalogue.advanceItemIdSequence()
    // The items come back in the order they were asked for: item i is product i's.
    const created = items.map((item, i) => {
      const assignment = assignments[i]
      if (!assignment) throw new Error(`${items.length} catalogue items made for ${assignments.length} products`)
      return { catalogue_item_id: item.id, product_id: assignment.product_id }
    })
    await link.create(created.map(({ catalogue_item_id, product_id }) => ({ [Modules.PRODUCT]: { product_id }, [CATALOGUE_MODULE]: { catalogue_item_id } })))
    return new StepResponse(created, created)
  },
  async (created, { container }) => {
    if (!created?.length) return
    // Undo for a failed creation: the rows go for good, so a failed import does not burn the ids it asked for.
    await container.resolve(ContainerRegistrationKeys.LINK).dismiss(
      created.map(({ catalogue_item_id, product_id }) => ({
        [Modules.PRODUCT]: { product_id },
        [CATALOGUE_MODULE]: { catalogue_item_id },
      }))
    )
    await container.resolve<CatalogueModuleService>(CATALOGUE_MODULE).deleteCatalogueItems(created.map(({ catalogue_item_id }) => catalogue_item_id))
  }
)
