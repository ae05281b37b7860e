import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * Item ids come from the `catalogue_item_id_seq` sequence (Migration20261123100000): nextval() is atomic,
 * so products created at the same moment, in the admin or by two importers, never share an id.
 */
export async function nextItemIds(container: MedusaContainer, count: number): Promise<number[]> {
  if (count <= 0) return []
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await pg.raw(`SELECT nextval('catalogue_item_id_seq')::int AS id FROM generate_series(1, ?)`, [count])
  return (rows as { id: number }[]).map((row) => row.id)
}

/**
 * After ids were given explicitly (the seed keeps the catalogue's own ids), moves the sequence past the
 * highest id in use, so the next product created in the admin gets the next id and never a taken one.
 */
export async function advanceItemIdSequence(container: MedusaContainer): Promise<void> {
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  await pg.raw(
    `SELECT setval('catalogue_item_id_seq', GREATEST((SELECT max(item_id) FROM catalogue_item), (SELECT last_value FROM catalogue_item_id_seq)))
      WHERE EXISTS (SELECT 1 FROM catalogue_item)`
  )
}
