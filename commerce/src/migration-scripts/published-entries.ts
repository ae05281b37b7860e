import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { refreshPublishedEntriesWorkflow } from "../workflows/catalogue/refresh-published-entries"

/**
 * Once per database (`medusa db:migrate`, which npm start runs): fills the published entries
 * (Migration20261128100214) for a catalogue that was seeded before they existed. A new database has no
 * products yet here; the seed makes them at its end.
 */
export default async function fillPublishedEntries({ container }: ExecArgs) {
  const { result } = await refreshPublishedEntriesWorkflow(container).run({ input: { product_ids: null } })
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`published entries: ${result.entries} made`)
}
