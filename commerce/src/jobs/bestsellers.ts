import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { countBestsellers } from "../lib/bestsellers"

/** Counts the last 30 days' best sellers per category again (lib/bestsellers.ts) and marks what changed. */
export default async function bestsellersJob(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  try {
    const changed = await countBestsellers(container)
    if (changed.length) logger.info(`bestsellers: ${changed.length} product(s) gained or lost the badge`)
  } catch (error) {
    logger.error(`bestsellers: not counted: ${(error as Error).message}`)
  }
}

export const config = {
  name: "bestsellers",
  // Hourly: a sale moves the counts by one unit; a badge a few minutes late misleads nobody.
  schedule: "7 * * * *",
}
