import path from "node:path"
import { buildServer } from "./app.js"
import { createCommerceCatalogue } from "./commerce/catalogue-client.js"
import { createCommerceCheckout } from "./commerce/checkout-client.js"
import { createCommerceSearchMisses } from "./commerce/search-misses-client.js"
import { readConfig } from "./config.js"
import { createVarnishPurger } from "./cache/purge/varnish-purger.js"
import { createBundledSource, createCmsSource, sanityClient } from "./content/content-source.js"
import { publicDatasetProblem } from "./content/dataset-visibility.js"
import { rateLimitRedis } from "./http/rate-limit.js"

const config = readConfig()
const cmsClient = sanityClient({ projectId: config.SANITY_PROJECT_ID, dataset: config.SANITY_DATASET, apiHost: config.SANITY_API_HOST, token: config.SANITY_TOKEN })
if (process.env.NODE_ENV === "production" && config.SANITY_PROJECT_ID && !config.SANITY_ALLOW_PUBLIC_DATASET) {
  // Sanity away is no reason to stay down (the bundled content serves): only an answer that says public is.
  const problem = await publicDatasetProblem(cmsClient, config.SANITY_DATASET).catch((error: Error) => {
    console.warn(`storefront: could not ask Sanity whether dataset "${config.SANITY_DATASET}" is private (${error.message}); starting`)
    return undefined
  })
  if (problem) {
    console.error(`storefront refuses to start in production: ${problem}`)
    process.exit(1)
  }
}
const redis = config.REDIS_URL ? rateLimitRedis(config.REDIS_URL) : undefined
// Told to the shared cache in front. Its lines go to the server's logger once there is one (the first purges
// can come while buildServer still runs).
let logPurge = (line: string) => console.warn(line)
const purger = config.PURGE_VARNISH_URLS.length > 0 ? createVarnishPurger({ urls: config.PURGE_VARNISH_URLS, log: (line) => logPurge(line) }) : undefined
const app = await buildServer({
  catalogue: createCommerceCatalogue({ baseUrl: config.MEDUSA_URL, publishableKey: config.MEDUSA_PUBLISHABLE_KEY }),
  checkout: createCommerceCheckout({ baseUrl: config.MEDUSA_URL, publishableKey: config.MEDUSA_PUBLISHABLE_KEY, storefrontSecret: config.STOREFRONT_SECRET }),
  searchMisses: createCommerceSearchMisses({ baseUrl: config.MEDUSA_URL, publishableKey: config.MEDUSA_PUBLISHABLE_KEY, storefrontSecret: config.STOREFRONT_SECRET }),
  checkoutSessionsPerMinute: config.CHECKOUT_SESSIONS_PER_MINUTE,
  rateLimitRedis: redis,
  clientAddress: { trustedProxies: config.TRUSTED_PROXIES, header: config.CLIENT_IP_HEADER },
  publicDir: path.resolve(import.meta.dirname, "../public"),
  distDir: config.STOREFRONT_DIST_DIR ?? path.resolve(import.meta.dirname, "../dist"),
  renderThreads: config.RENDER_THREADS,
  publicUrl: config.PUBLIC_URL,
  cacheTtlSeconds: config.CATALOGUE_CACHE_SECONDS,
  cacheBytes: config.CACHE_MB && config.CACHE_MB * 2 ** 20,
  catalogueChangesPollMs: config.CATALOGUE_CHANGES_POLL_MS,
  searchSnapshotDir: config.SEARCH_SNAPSHOT_DIR === "" ? undefined : (config.SEARCH_SNAPSHOT_DIR ?? path.resolve(import.meta.dirname, "../../.data/search-snapshots")),
  content: {
    cms: createCmsSource(cmsClient),
    bundled: createBundledSource(),
  },
  logger: process.env.NODE_ENV !== "test",
  logLevel: config.LOG_LEVEL,
  healthToken: config.HEALTH_TOKEN,
  purger,
  preload: true,
})
logPurge = (line) => app.log.warn(line)

// Graceful shutdown: no new connections, requests in flight finish (new ones on open connections get 503),
// then exit; past the grace period, exit anyway.
let closing = false
const close = (signal: string) => {
  if (closing) return
  closing = true
  app.log.warn(`${signal}: finishing the requests in flight`)
  setTimeout(() => {
    app.log.error(`still busy after ${config.SHUTDOWN_GRACE_MS} ms: exiting`)
    process.exit(1)
  }, config.SHUTDOWN_GRACE_MS).unref()
  app.close().then(
    () => {
      redis?.disconnect()
      process.exit(0)
    },
    (error: unknown) => {
      app.log.error(error)
      process.exit(1)
    }
  )
}
process.on("SIGINT", () => close("SIGINT"))
process.on("SIGTERM", () => close("SIGTERM"))

await app.listen({ port: config.PORT, host: config.HOST })
