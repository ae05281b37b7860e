import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { generateCatalogue, importCatalogueIntoCommerce } from "@shop/seed"

/**
 * `medusa exec ./src/scripts/seed-catalogue.ts`: generates the catalogue and imports it (idempotent).
 * The generator and importer live in the seed workspace; this is only the entry point inside Medusa.
 */
export default async function seedCatalogue({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const started = Date.now()
  const catalogue = generateCatalogue()
  const result = await importCatalogueIntoCommerce(container, catalogue, (line) => logger.info(line))
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.unchanged) {
    logger.info(`catalogue already up to date: ${result.products} products, nothing changed (${seconds}s)`)
  } else {
    logger.info(
      `catalogue seeded in ${seconds}s: ${result.productsCreated} products and ${result.tagsCreated} tags created, ` +
        `${result.translationsCreated} translations created, ${result.translationsUpdated} updated, ` +
        `${result.storeChanges} store settings changed`
    )
  }
}
