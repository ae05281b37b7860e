/**
 * Per-address limits (checkout sessions, contact messages), counted per shopper: by `request.clientAddress`
 * (http/client-address.ts), which behind trusted proxies is the address they pass on, not their own, and for
 * IPv6 by its /64 (shopperKey). One instance counts in its own memory; with Redis configured (REDIS_URL)
 * every instance counts in the same place, so running two storefronts does not double what one address may do. If Redis cannot be reached,
 * requests pass rather than fail: the limit is a guard against abuse, and shoppers must not pay for a Redis
 * outage with a broken checkout.
 */
import rateLimit from "@fastify/rate-limit"
import type { FastifyInstance } from "fastify"
import { Redis } from "ioredis"
import { shopperKey } from "./client-address.js"

export interface RateLimitSettings {
  /** Names the limit in Redis, so limits of different routes never share a counter. */
  name: string
  redis?: Redis
  /** What the 429 says, given how long to wait (e.g. "1 minute"). */
  message: (wait: string) => string
}

export async function registerRateLimit(app: FastifyInstance, { name, redis, message }: RateLimitSettings): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => shopperKey(request.clientAddress),
    ...(redis ? { redis, nameSpace: `shop:rate-limit:${name}:`, skipOnError: true } : {}),
    // Thrown, then answered by the app's error handler as 429 {error}.
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: message(context.after) }),
  })
}

/**
 * The client for shared limits: commands fail at once while Redis is away (no queueing behind a dead
 * connection, so a request never waits on it), and it reconnects by itself.
 */
export function rateLimitRedis(url: string): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 2_000 })
  // Reported by /readyz and by the limit passing requests; an unhandled 'error' event would end the process.
  redis.on("error", () => undefined)
  return redis
}
