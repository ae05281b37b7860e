/**
 * Brings the whole shop up on embedded defaults, as `npm start` and `npm run bench` need it: database
 * (embedded or DATABASE_URL), build, migrations and first seed when needed, the admin user, Medusa in
 * production mode and the storefront server.
 */
import {
  COMMERCE_PORT,
  buildIfStale,
  ensureAdminUser,
  migrateIfNeeded,
  readPublishableKey,
  seedIfNeeded,
  startCommerce,
  type AdminCredentials,
} from "./commerce.js"
import { openDatabase, type Database } from "./database.js"
import { STOREFRONT_DIR, TSX_BIN } from "./paths.js"
import { startService, waitForHttp, type Service } from "./processes.js"

export const STOREFRONT_PORT = Number(process.env.PORT ?? 3000)
/** Where the embedded database listens unless DATABASE_URL is set. */
export const EMBEDDED_DATABASE_PORT = Number(process.env.PGPORT_EMBEDDED ?? 5433)

export interface RunningShop {
  database: Database
  admin: AdminCredentials
  publishableKey: string
  services: Service[]
  storefrontUrl: string
  commerceUrl: string
  /** Stops the services (last started first), then the database. Data stays in .data/. */
  stop(): Promise<void>
}

export async function startShop(log: (line: string) => void, options: { quiet?: boolean } = {}): Promise<RunningShop> {
  const database = await openDatabase({ folder: "postgres", port: EMBEDDED_DATABASE_PORT, name: "shop" })
  const services: Service[] = []
  const stop = async () => {
    for (const service of services.slice().reverse()) await service.stop()
    await database.stop()
  }
  try {
    log(database.embedded ? `database: embedded PostgreSQL on port ${EMBEDDED_DATABASE_PORT} (.data/postgres)` : "database: DATABASE_URL")
    // The build does not need the database: run it beside the migrations.
    await Promise.all([buildIfStale(log), migrateIfNeeded(database.url, log)])
    await seedIfNeeded(database.url, log)
    const admin = await ensureAdminUser(database.url)

    log("commerce: starting Medusa…")
    services.push(await startCommerce(database.url, "production", { quiet: true }))
    const publishableKey = process.env.MEDUSA_PUBLISHABLE_KEY ?? (await readPublishableKey(database.url))

    log("storefront: starting…")
    const storefront = startService(TSX_BIN, ["server/main.ts"], {
      cwd: STOREFRONT_DIR,
      label: "storefront",
      quiet: options.quiet,
      env: {
        NODE_ENV: "production",
        PORT: String(STOREFRONT_PORT),
        MEDUSA_URL: process.env.MEDUSA_URL ?? `http://127.0.0.1:${COMMERCE_PORT}`,
        MEDUSA_PUBLISHABLE_KEY: publishableKey,
      },
    })
    services.push(storefront)
    await waitForHttp(`http://127.0.0.1:${STOREFRONT_PORT}/health`, storefront, 30_000)
    return {
      database,
      admin,
      publishableKey,
      services,
      storefrontUrl: `http://localhost:${STOREFRONT_PORT}`,
      commerceUrl: `http://localhost:${COMMERCE_PORT}`,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
