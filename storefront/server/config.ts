import { z } from "zod"
import { CHECKOUT_SESSIONS_PER_MINUTE } from "@shop/contracts/api"
import { LOCAL_STOREFRONT_SECRET } from "@shop/contracts/commerce-api"
import { trustedProxyProblem } from "./http/client-address.js"
import { CATALOGUE_CHANGES_POLL_MS } from "./commerce/catalogue-changes.js"

/** The storefront server's settings, read once from the environment. */
const environment = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  MEDUSA_URL: z.url().default("http://localhost:9000"),
  MEDUSA_PUBLISHABLE_KEY: z.string({ error: "MEDUSA_PUBLISHABLE_KEY is required (npm start sets it from the database)" }).min(1),
  /**
   * The storefront server's key to commerce's store routes only it may call (the search-miss counts), the same as
   * commerce's STOREFRONT_SECRET. Outside production a local default; production refuses to start without one.
   */
  STOREFRONT_SECRET: z.string().min(32, { error: "at least 32 characters (openssl rand -hex 32), the same as commerce's" }).optional(),
  /** A safety net only: the change log refreshes edited answers within about a second. */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).default(300),
  /** How often commerce's catalogue change log is polled (ms; commerce/catalogue-changes.ts says why this often). */
  CATALOGUE_CHANGES_POLL_MS: z.coerce.number().int().min(100).default(CATALOGUE_CHANGES_POLL_MS),
  /** Checkout sessions one address may start per minute. */
  CHECKOUT_SESSIONS_PER_MINUTE: z.coerce.number().int().min(1).default(CHECKOUT_SESSIONS_PER_MINUTE),
  /** A real Sanity project; unset: the local content API at SANITY_API_HOST. */
  SANITY_PROJECT_ID: z.string().min(1).optional(),
  SANITY_DATASET: z.string().min(1).default("production"),
  /** Write access for contact messages (npm start passes the local content API's token). */
  SANITY_TOKEN: z.string().min(1).optional(),
  SANITY_API_HOST: z.url().default("http://localhost:3030"),
  /** Start in production on a public Sanity dataset all the same (content/dataset-visibility.ts); false unless set. */
  SANITY_ALLOW_PUBLIC_DATASET: z.stringbool().default(false),
  /**
   * The shop's public address, for the absolute links search engines read (canonical, hreflang, sitemaps,
   * link previews); http://localhost:{PORT} unless set. Set it to the real origin in production.
   */
  PUBLIC_URL: z.url().optional(),
  /**
   * The operator's key to /health's details (caches, memory, purges): sent as `Authorization: Bearer …`.
   * Unset: /health answers everyone a bare status only.
   */
  HEALTH_TOKEN: z.string().min(16, { error: "at least 16 characters (openssl rand -hex 16)" }).optional(),
  /** How much the server logs (pino levels); per-request lines from "info". */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace"]).default("warn"),
  /** How long SIGTERM waits for requests in flight before the process exits anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** Redis shared by several storefront instances (per-address limits counted once); unset: each counts alone. */
  REDIS_URL: z.url().optional(),
  /**
   * The Varnish instances in front (comma-separated base URLs, e.g. http://127.0.0.1:6081): every change is
   * purged there by cache tag (varnish/README.md). Unset: no shared cache is told anything.
   */
  PURGE_VARNISH_URLS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((url) => url.trim())
        .filter(Boolean)
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: "PURGE_VARNISH_URLS: comma-separated http(s) URLs of the Varnish instances" }))),
  /**
   * The proxies in front (a load balancer, Varnish, a CDN's ranges): comma-separated addresses and CIDR ranges,
   * or loopback, linklocal, uniquelocal. Only from them is CLIENT_IP_HEADER read (http/client-address.ts).
   * Unset: none, each request is counted as its TCP peer.
   */
  TRUSTED_PROXIES: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean)
    )
    .check((context) => {
      for (const entry of context.value) {
        const problem = trustedProxyProblem(entry)
        if (problem) context.issues.push({ code: "custom", input: entry, message: problem })
      }
    }),
  /**
   * The header the trusted proxies put the shopper's address in: x-forwarded-for (Varnish, nginx, most load
   * balancers), forwarded (RFC 7239), or one a CDN sets (cf-connecting-ip, fastly-client-ip, true-client-ip).
   */
  CLIENT_IP_HEADER: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+$/, { error: "a header name such as x-forwarded-for, forwarded or cf-connecting-ip" })
    .default("x-forwarded-for"),
  /**
   * Threads that render pages, off the event loop that serves requests (each holds its own copy of the app); 0 renders on that
   * loop. One suits two cores; more help only with cores to spare beside the serving loop.
   */
  RENDER_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  /**
   * The one cache's budget in MiB (app.ts's CACHE_BYTES unless set): every page of the site in 15 languages fits
   * the default with room to spare; a bigger catalogue, or less memory, may want another.
   */
  CACHE_MB: z.coerce.number().int().min(8).max(65_536).optional(),
  /** The Vite build to serve; storefront/dist unless set (a second build can be served side by side). */
  STOREFRONT_DIST_DIR: z.string().optional(),
  /**
   * Where the search thread keeps snapshots of its indexes, so a restart is ready in seconds rather than building
   * them from every product (minutes at 64,000); the checkout's .data/search-snapshots unless set, none if empty.
   * Instances on one host may share it.
   */
  SEARCH_SNAPSHOT_DIR: z.string().optional(),
})

export type ServerConfig = z.infer<typeof environment> & { PUBLIC_URL: string; STOREFRONT_SECRET: string }

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = environment.safeParse(env)
  if (!result.success) {
    throw new Error(`storefront configuration: ${result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`)
  }
  // A header nobody is trusted to write would be ignored without a word: refused, so the operator knows.
  if (env.CLIENT_IP_HEADER?.trim() && result.data.TRUSTED_PROXIES.length === 0) {
    throw new Error("storefront configuration: CLIENT_IP_HEADER is read only from TRUSTED_PROXIES, which is empty: set the proxies' addresses too")
  }
  const config: ServerConfig = {
    ...result.data,
    PUBLIC_URL: result.data.PUBLIC_URL ?? `http://localhost:${result.data.PORT}`,
    STOREFRONT_SECRET: result.data.STOREFRONT_SECRET ?? LOCAL_STOREFRONT_SECRET,
  }
  const problems = env.NODE_ENV === "production" ? productionProblems(config) : []
  if (problems.length > 0) throw new Error(`storefront refuses to start in production:\n  - ${problems.join("\n  - ")}\nSee .env.example.`)
  return config
}

/**
 * What a production server must not run with: its key to commerce (STOREFRONT_SECRET) of its own, and with a
 * real Sanity project the Sanity token (contact messages are written with it). Behind Varnish, the proxy's address. `npm start` runs the production
 * build too, on the local content API (no project id) with a token of its own.
 */
function productionProblems(config: ServerConfig): string[] {
  const problems: string[] = []
  if (config.STOREFRONT_SECRET === LOCAL_STOREFRONT_SECRET) problems.push("STOREFRONT_SECRET is not set (32 or more random characters, the same as commerce's)")
  if (config.SANITY_PROJECT_ID && !config.SANITY_TOKEN) problems.push("SANITY_TOKEN is not set (a token with write access to the Sanity project)")
  // Purging a Varnish means standing behind it: every request then comes from Varnish, and without its address
  // in TRUSTED_PROXIES all shoppers would share one allowance of checkouts and contact messages.
  if (config.PURGE_VARNISH_URLS.length > 0 && config.TRUSTED_PROXIES.length === 0) {
    problems.push(
      "TRUSTED_PROXIES is not set, though Varnish is in front (PURGE_VARNISH_URLS): set it to the address Varnish reaches this storefront from, usually 127.0.0.1 on the same host"
    )
  }
  return problems
}
