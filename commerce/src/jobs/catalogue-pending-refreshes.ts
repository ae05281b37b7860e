import type { MedusaContainer } from "@medusajs/framework/types"
import { drainPendingRefreshes } from "../lib/catalogue-refresh"

/**
 * Makes again the published entries of the products still queued (a tag, type or category renamed or deleted while
 * a process that was making its products again stopped: lib/catalogue-refresh.ts's drain), and logs them. Usually
 * the queue is empty: one read. A drain already under way in this process or another is left to finish it; a
 * failure is logged by the drain, and the next run goes on.
 */
export default async function cataloguePendingRefreshesJob(container: MedusaContainer) {
  await drainPendingRefreshes(container)
}

export const config = {
  name: "catalogue-pending-refreshes",
  // Every minute: a rename left midway by a stopped process is finished within a minute of the next start.
  schedule: "* * * * *",
}
