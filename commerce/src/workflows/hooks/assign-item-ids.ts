import { createProductsWorkflow } from "@medusajs/medusa/core-flows"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { CATALOGUE_MODULE } from "../../modules/catalogue"
import type CatalogueModuleService from "../../modules/catalogue/service"

/**
 * Every product gets its numeric item id in the same transaction-like workflow that creates it, so there is
 * never a product the storefront cannot address. An importer may ask for specific ids through
 * `additional_data.item_ids` ({ [handle]: id }); a merchandiser's product from the admin gets the next free id.
 */
createProductsWorkflow.hooks.productsCreated(
  async ({ products, additional_data }, { container }) => {
    const requested = (additional_data?.item_ids ?? {}) as Record<string, unknown>
    const catalogue = container.resolve<CatalogueModuleService>(CATALOGUE_MODULE)
    const link = container.resolve(ContainerRegistrationKeys.LINK)

    let next = await catalogue.nextItemId()
    const assignments = products.map((product) => {
      const wanted = requested[product.handle]
      if (wanted !== undefined && !(Number.isSafeInteger(wanted) && (wanted as number) > 0)) {
        throw new MedusaError(MedusaError.Types.INVALID_DATA, `item id for ${product.handle} must be a positive integer`)
      }
      return { product_id: product.id, item_id: (wanted as number | undefined) ?? next++ }
    })
    const items = await catalogue.createCatalogueItems(assignments.map(({ item_id }) => ({ item_id })))
    await link.create(
      items.map((item, i) => ({
        [Modules.PRODUCT]: { product_id: assignments[i].product_id },
        [CATALOGUE_MODULE]: { catalogue_item_id: item.id },
      }))
    )
    const created = items.map((item, i) => ({ catalogue_item_id: item.id, product_id: assignments[i].product_id }))
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
    await container
      .resolve<CatalogueModuleService>(CATALOGUE_MODULE)
      .deleteCatalogueItems(created.map(({ catalogue_item_id }) => catalogue_item_id))
  }
)
