import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CATALOGUE_MODULE } from "../modules/catalogue"
import type CatalogueModuleService from "../modules/catalogue/service"
import { refreshPublishedEntriesWorkflow } from "../workflows/catalogue/refresh-published-entries"

/**
 * Once per database (`medusa db:migrate`): makes every published entry again, so that entries made before
 * they had a product type (Migration20261128161541 added the column, null) get their product's type. Medusa
 * runs each migration script once by its file name: published-entries.ts, which already ran on such a
 * database, would not run again. One change for the whole catalogue then tells running storefronts to read
 * their search documents again. (A catalogue seeded before the seed gave products a type gets them from the
 * seed's next run, which makes the entries again too.)
 */
export default async function fillPublishedEntriesProductType({ container }: ExecArgs) {
  const { result } = await refreshPublishedEntriesWorkflow(container).run({ input: { product_ids: null } })
  if (result.entries) await container.resolve<CatalogueModuleService>(CATALOGUE_MODULE).recordChanges([null])
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`published entries made again with their product type: ${result.entries}`)
}
