/**
 * GET /readyz: whether this commerce process can do its work, for a load balancer or an orchestrator. Medusa's
 * own /health says only that the process answers. With Redis configured, events, workflow steps and locks all
 * go through it: without Redis an order could not be completed safely, so commerce reports itself unready (503)
 * and takes no new work instead of half-doing it.
 */
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { Redis } from "ioredis"
import { once } from "node:events"

const CHECK_TIMEOUT_MS = 2_000

let redis: Redis | undefined
function redisClient(url: string): Redis {
  if (!redis) {
    // Commands fail at once while Redis is away rather than queueing behind the dead connection; it reconnects.
    redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: CHECK_TIMEOUT_MS })
    // The state is what the check reports; an unhandled 'error' event would end the process.
    redis.on("error", () => undefined)
  }
  return redis
}

/** The first check after start (or after Redis came back) waits for the connection instead of failing at once. */
const ping = async (client: Redis) => {
  if (client.status !== "ready") await once(client, "ready")
  return client.ping()
}

const withTimeout = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([work, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS).unref())])

async function check(work: () => Promise<unknown>): Promise<"up" | "down"> {
  try {
    await withTimeout(work())
    return "up"
  } catch {
    return "down"
  }
}

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const db = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const redisUrl = process.env.REDIS_URL
  const database = await check(() => db.raw("SELECT 1"))
  const redisState = redisUrl ? await check(() => ping(redisClient(redisUrl))) : "not configured"
  const ready = database === "up" && redisState !== "down"
  res.setHeader("cache-control", "no-store")
  res.status(ready ? 200 : 503).json({ ready, database, redis: redisState })
}
