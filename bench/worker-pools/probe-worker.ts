/** The bench's thread for the storefront's own pool (workers/worker-pool.ts), as render-worker.ts serves it. */
import { serveWorker } from "@shop/storefront/worker-pool"
import { probeWork, type ProbeTask } from "./probe-work.js"

const api = { work: async (task: ProbeTask) => probeWork(task) }
export type ProbeWorkerApi = typeof api
serveWorker(api)
