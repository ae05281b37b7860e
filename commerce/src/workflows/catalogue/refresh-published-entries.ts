import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { readPublishedEntries } from "../../lib/catalogue-entries"
import { CATALOGUE_MODULE } from "../../modules/catalogue"
import type CatalogueModuleService from "../../modules/catalogue/service"

export const REFRESH_PUBLISHED_ENTRIES = "refresh-published-entries"

/** Which products to make again: their Medusa ids, or null for the whole catalogue. */
export interface RefreshPublishedEntriesInput {
  product_ids: string[] | null
}

/**
 * Reads the products and writes their entries in one step, under the module's refresh lock, so an edit that
 * lands between two reads of the same product can never be written over by the older one.
 * Nothing to compensate: the entries are made again from the products at the next refresh.
 */
const refreshPublishedEntriesStep = createStep("refresh-published-entries", async (input: RefreshPublishedEntriesInput, { container }) => {
  const catalogue = container.resolve<CatalogueModuleService>(CATALOGUE_MODULE)
  const entries = await catalogue.refreshPublishedEntries(input.product_ids, () => readPublishedEntries(container, input.product_ids))
  return new StepResponse({ entries })
})

/**
 * Makes the catalogue module's published entries of these products again from the Product, Pricing and
 * Translation modules (src/lib/catalogue-entries.ts): run by the change subscriber for every edit, and by the
 * seed and the migration script for the whole catalogue (`medusa exec`/`db:migrate`, by its name).
 */
export const refreshPublishedEntriesWorkflow = createWorkflow(REFRESH_PUBLISHED_ENTRIES, (input: RefreshPublishedEntriesInput) => {
  return new WorkflowResponse(refreshPublishedEntriesStep(input))
})
