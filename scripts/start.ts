/**
 * `npm start`: the whole shop on embedded defaults. Embedded PostgreSQL (or DATABASE_URL), migrations and
 * the first seed when needed, a local admin user, Medusa on :9000 (admin at /app), the storefront on :3000.
 * Ctrl-C stops everything in order; all data stays in .data/ for the next start.
 */
import {
  COMMERCE_PORT,
  buildIfStale,
  ensureAdminUser,
  migrateIfNeeded,
  readPublishableKey,
  seedIfNeeded,
  startCommerce,
} from "./lib/commerce.js"
import { openDatabase, type Database } from "./lib/database.js"
import { STOREFRONT_DIR, TSX_BIN } from "./lib/paths.js"
import { startService, waitForHttp, type Service } from "./lib/processes.js"

const STOREFRONT_PORT = Number(process.env.PORT ?? 3000)
const log = (line: string) => console.log(`▸ ${line}`)

const running: Service[] = []
let database: Database | undefined
let stopping = false

async function shutdown(code: number) {
  if (stopping) return
  stopping = true
  log("stopping…")
  for (const service of running.reverse()) await service.stop()
  await database?.stop()
  log("stopped; data kept in .data/")
  process.exit(code)
}
process.on("SIGINT", () => void shutdown(0))
process.on("SIGTERM", () => void shutdown(0))

/** Keeps `service` for shutdown, and stops the whole shop if it dies on its own. */
function watch(service: Service) {
  running.push(service)
  void service.exited.then((code) => {
    if (stopping) return
    log(`${service.label} exited (${code}); stopping`)
    void shutdown(1)
  })
}

async function main() {
  const started = Date.now()
  database = await openDatabase({ folder: "postgres", port: Number(process.env.PGPORT_EMBEDDED ?? 5433), name: "shop" })
  log(database.embedded ? `database: embedded PostgreSQL (${database.url.replace(/:[^:@/]*@/, ":***@")})` : "database: DATABASE_URL")

  // The build does not need the database; run it beside the migrations.
  await Promise.all([buildIfStale(log), migrateIfNeeded(database.url, log)])
  await seedIfNeeded(database.url, log)
  const admin = await ensureAdminUser(database.url)

  log("commerce: starting Medusa…")
  const commerce = await startCommerce(database.url, "production", { quiet: true })
  watch(commerce)

  const storefront = startService(TSX_BIN, ["server/main.ts"], {
    cwd: STOREFRONT_DIR,
    label: "storefront",
    env: {
      NODE_ENV: "production",
      PORT: String(STOREFRONT_PORT),
      MEDUSA_URL: process.env.MEDUSA_URL ?? `http://127.0.0.1:${COMMERCE_PORT}`,
      MEDUSA_PUBLISHABLE_KEY: process.env.MEDUSA_PUBLISHABLE_KEY ?? (await readPublishableKey(database.url)),
    },
  })
  watch(storefront)
  await waitForHttp(`http://127.0.0.1:${STOREFRONT_PORT}/health`, storefront, 30_000)

  console.log(`
  The shop is up (ready in ${((Date.now() - started) / 1000).toFixed(1)} s):
    Storefront        http://localhost:${STOREFRONT_PORT}/
    Catalogue API     http://localhost:${STOREFRONT_PORT}/api/products?limit=24&offset=0
    Medusa admin      http://localhost:${COMMERCE_PORT}/app
      e-mail          ${admin.email}
      password        ${admin.password}   (local only, kept in .data/admin-credentials.json)
    Medusa API        http://localhost:${COMMERCE_PORT}/store/catalogue
  Ctrl-C stops everything; data stays in .data/.
`)
}

main().catch(async (error: unknown) => {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`)
  await shutdown(1)
})
