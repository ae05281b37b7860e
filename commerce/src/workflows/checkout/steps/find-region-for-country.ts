import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/** The region that ships to a country; a country no region lists is one the shop does not ship to (400). */
export const findRegionForCountryStep = createStep("find-region-for-country", async (input: { country: string }, { container }) => {
  const regions = await container.resolve(Modules.REGION).listRegions({}, { relations: ["countries"] })
  const region = regions.find((r) => r.countries?.some((c) => c.iso_2 === input.country))
  if (!region) throw new MedusaError(MedusaError.Types.INVALID_DATA, `We do not ship to ${input.country.toUpperCase()}`)
  return new StepResponse({ region_id: region.id, currency_code: region.currency_code })
})
