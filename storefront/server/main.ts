import path from "node:path"
import { buildServer } from "./app.js"
import { createCommerceCatalogue } from "./commerce/catalogue-client.js"
import { createCommerceCheckout } from "./commerce/checkout-client.js"
import { readConfig } from "./config.js"
import { createBundledSource, createCmsSource, sanityClient } from "./content/content-source.js"

const config = readConfig()
const app = await buildServer({
  catalogue: createCommerceCatalogue({ baseUrl: config.MEDUSA_URL, publishableKey: config.MEDUSA_PUBLISHABLE_KEY }),
  checkout: createCommerceCheckout({ baseUrl: config.MEDUSA_URL, publishableKey: config.MEDUSA_PUBLISHABLE_KEY }),
  checkoutSessionsPerMinute: config.CHECKOUT_SESSIONS_PER_MINUTE,
  publicDir: path.resolve(import.meta.dirname, "../public"),
  distDir: config.STOREFRONT_DIST_DIR ?? path.resolve(import.meta.dirname, "../dist"),
  publicUrl: config.PUBLIC_URL,
  cacheTtlSeconds: config.CATALOGUE_CACHE_SECONDS,
  catalogueChangesPollMs: config.CATALOGUE_CHANGES_POLL_MS,
  content: {
    cms: createCmsSource(
      sanityClient({ projectId: config.SANITY_PROJECT_ID, dataset: config.SANITY_DATASET, apiHost: config.SANITY_API_HOST, token: config.SANITY_TOKEN })
    ),
    bundled: createBundledSource(),
  },
  logger: process.env.NODE_ENV !== "test",
})

const close = async () => {
  await app.close()
  process.exit(0)
}
process.on("SIGINT", close)
process.on("SIGTERM", close)

await app.listen({ port: config.PORT, host: config.HOST })
