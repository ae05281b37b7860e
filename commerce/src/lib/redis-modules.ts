/**
 * Medusa as deployed: with REDIS_URL set, commerce runs as two processes (MEDUSA_WORKER_MODE=server and worker),
 * and the in-memory event bus, workflow engine, locking and cache would each see only their own process: a
 * webhook taken by the server would never reach the worker's subscribers, two processes could complete the same
 * cart, and an edit made through one would leave the other's cache stale. These modules share all four through
 * Redis. Without REDIS_URL (the local default) none is registered and Medusa keeps its single-process defaults.
 */
export interface RedisSetting {
  modules: Record<string, unknown>[]
  featureFlags: Record<string, boolean>
}

export function redisModules(redisUrl: string | undefined): RedisSetting {
  if (!redisUrl) return { modules: [], featureFlags: {} }
  return {
    modules: [
      { resolve: "@medusajs/medusa/event-bus-redis", options: { redisUrl } },
      { resolve: "@medusajs/medusa/workflow-engine-redis", options: { redis: { redisUrl } } },
      {
        resolve: "@medusajs/medusa/locking",
        options: { providers: [{ resolve: "@medusajs/medusa/locking-redis", id: "locking-redis", is_default: true, options: { redisUrl } }] },
      },
      {
        resolve: "@medusajs/medusa/caching",
        options: { providers: [{ resolve: "@medusajs/caching-redis", id: "caching-redis", is_default: true, options: { redisUrl } }] },
      },
    ],
    // The caching module is behind Medusa's `caching` flag (2.11+); it replaces the deprecated cache module.
    featureFlags: { caching: true },
  }
}
