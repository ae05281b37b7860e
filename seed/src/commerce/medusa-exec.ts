import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { generateCatalogue } from "../catalogue/index"
import { importCatalogueIntoCommerce } from "./index"

/**
 * Commerce's catalogue module as the seed uses it: its change log (commerce/src/modules/catalogue/service.ts,
 * registered as "catalogue"). Named here rather than imported: commerce's module compiles with decorators the
 * seed's build does not take.
 */
interface CatalogueChangeLog {
  recordChanges(products: (string | null)[]): Promise<void>
}

/**
 * `medusa exec ../seed/src/commerce/medusa-exec.ts` (run in commerce/): generates the catalogue and imports
 * what is missing (idempotent). It lives here, not in commerce/src, so the seed is no runtime dependency of
 * commerce: the production build holds no seeding code.
 */
export default async function seedCatalogue({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const started = Date.now()
  const catalogue = generateCatalogue()
  const result = await importCatalogueIntoCommerce(container, catalogue, (line) => logger.info(line))
  if (!result.unchanged && process.env.CATALOGUE_CHANGES_PAUSED === "1") {
    // The per-product change log was paused for the seed's events: one entry tells storefronts "everything".
    await container.resolve<CatalogueChangeLog>("catalogue").recordChanges([null])
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.unchanged) {
    logger.info(`catalogue already up to date: ${result.products} products, nothing changed (${seconds}s)`)
  } else {
    logger.info(
      `catalogue seeded in ${seconds}s: ${result.productsCreated} products, ${result.tagsCreated} tags and ${result.typesCreated} product types created, ` +
        `${result.productsTyped} products given their type, ${result.translationsCreated} translations created, ${result.translationsRemoved} source-locale copies removed, ` +
        `${result.storeChanges} store settings changed, ${result.stockChanges} variants given their stock`
    )
  }
}
