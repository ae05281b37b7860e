import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { scaledCatalogue } from "../catalogue/index"
import { importAtScale, type Slice } from "./import-at-scale"

/** Commerce's change log (commerce/src/modules/catalogue/service.ts), named for the reason medusa-exec.ts gives. */
interface CatalogueChangeLog {
  recordChanges(products: (string | null)[]): Promise<void>
}

/** A whole number from `min`, read from the environment, or a clear error. */
function wholeNumber(name: string, fallback: number, min: number): number {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be a whole number from ${min}, not "${process.env[name]}"`)
  return value
}

/**
 * `SEED_SCALE=100 SEED_SLICE=0/2 medusa exec ../seed/src/commerce/medusa-exec-at-scale.ts` (run in commerce/,
 * after the seed at 1x, medusa-exec.ts, made the store): loads the catalogue SEED_SCALE times over, this process
 * its SEED_SLICE of it. `npm run bench:scale` (bench/scale.ts) runs it, a slice per core.
 */
export default async function loadCatalogueAtScale({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const [index = "0", count = "1"] = (process.env.SEED_SLICE ?? "0/1").split("/")
  const slice: Slice = { index: Number(index), count: Number(count) }
  if (!Number.isSafeInteger(slice.index) || !Number.isSafeInteger(slice.count) || slice.index < 0 || slice.index >= slice.count)
    throw new Error(`SEED_SLICE must read "<index>/<count>" with 0 ≤ index < count, not "${process.env.SEED_SLICE}"`)
  const { loaded } = await importAtScale(container, scaledCatalogue(wholeNumber("SEED_SCALE", 100, 2)), slice, (line) => logger.info(line))
  // The per-product change log was paused for the load's events: one entry tells storefronts "everything".
  if (loaded && process.env.CATALOGUE_CHANGES_PAUSED === "1") await container.resolve<CatalogueChangeLog>("catalogue").recordChanges([null])
}
