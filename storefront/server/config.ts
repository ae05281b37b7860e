import { z } from "zod"

/** The storefront server's settings, read once from the environment. */
const environment = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  MEDUSA_URL: z.url().default("http://localhost:9000"),
  MEDUSA_PUBLISHABLE_KEY: z.string({ error: "MEDUSA_PUBLISHABLE_KEY is required (npm start sets it from the database)" }).min(1),
  /** A safety net only: the change log refreshes edited answers within about a second. */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).default(300),
  /** How often commerce's catalogue change log is polled (ms); edits reach shoppers about this quickly. */
  CATALOGUE_CHANGES_POLL_MS: z.coerce.number().int().min(100).default(1000),
  /** Checkout sessions one address may start per minute. */
  CHECKOUT_SESSIONS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** A real Sanity project; unset: the local content API at SANITY_API_HOST. */
  SANITY_PROJECT_ID: z.string().min(1).optional(),
  SANITY_DATASET: z.string().min(1).default("production"),
  /** Write access for contact messages (npm start passes the local content API's token). */
  SANITY_TOKEN: z.string().min(1).optional(),
  SANITY_API_HOST: z.url().default("http://localhost:3030"),
  /**
   * The shop's public address, for the absolute links search engines read (canonical, hreflang, sitemaps,
   * link previews); http://localhost:{PORT} unless set. Set it to the real origin in production.
   */
  PUBLIC_URL: z.url().optional(),
  /** The Vite build to serve; storefront/dist unless set (a second build can be served side by side). */
  STOREFRONT_DIST_DIR: z.string().optional(),
})

export type ServerConfig = z.infer<typeof environment>

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = environment.safeParse(env)
  if (!result.success) {
    throw new Error(`storefront configuration: ${result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`)
  }
  return { ...result.data, PUBLIC_URL: result.data.PUBLIC_URL ?? `http://localhost:${result.data.PORT}` }
}
