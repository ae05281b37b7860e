import { MedusaService } from "@medusajs/framework/utils"
import CatalogueItem from "./models/catalogue-item"

/** Data access for the shop's numeric item ids. */
export default class CatalogueModuleService extends MedusaService({ CatalogueItem }) {
  /** The next free item id: one above the highest ever assigned (ids are never reused). */
  async nextItemId(): Promise<number> {
    const [highest] = await this.listCatalogueItems(
      {},
      { select: ["item_id"], order: { item_id: "DESC" }, take: 1 }
    )
    return (highest?.item_id ?? 0) + 1
  }

  /** `count` distinct item ids drawn uniformly at random from the whole catalogue. */
  async sampleItemIds(count: number): Promise<number[]> {
    const all = await this.listCatalogueItems({}, { select: ["item_id"] })
    const ids = all.map((row) => row.item_id)
    // Partial Fisher–Yates: only the first `count` slots need shuffling.
    const picked = Math.min(count, ids.length)
    for (let i = 0; i < picked; i++) {
      const j = i + Math.floor(Math.random() * (ids.length - i))
      ;[ids[i], ids[j]] = [ids[j], ids[i]]
    }
    return ids.slice(0, picked)
  }
}
