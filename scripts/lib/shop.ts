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
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs"
import path from "node:path"
import { openDatabase, type Database } from "./database.js"
import { buildStorefrontIfStale, STOREFRONT_SERVER } from "./storefront.js"
import { DATA_DIR, ROOT, STOREFRONT_DIR } from "./paths.js"
import { assertPortFree, startService, waitForHttp, type Service } from "./processes.js"
import { STRIPE_STAND_IN_PORT, startPayments } from "./stripe.js"
import { MAIL_CATCHER_SMTP_PORT, MAIL_CATCHER_WEB_PORT, startMail } from "./mail.js"
import { CONTENT_API_PORT, STUDIO_PORT, startContent, type Content } from "./content.js"
import { buildStudioIfStale } from "./studio.js"

export const STOREFRONT_PORT = Number(process.env.PORT ?? 3000)
/** Where the embedded database listens unless DATABASE_URL is set. */
export const EMBEDDED_DATABASE_PORT = Number(process.env.PGPORT_EMBEDDED ?? 5433)

export interface RunningShop {
  database: Database
  admin: AdminCredentials
  publishableKey: string
  services: Service[]
  /** Stripe, or the local stand-in and where it is. */
  payments: string
  /** Sanity, or the local content API and where it is. */
  content: string
  /** Where the shop's e-mail goes: SMTP_URL, or the local mail catcher and its inbox. */
  mail: string
  /** The local Sanity Studio, when the content API is local. */
  studio?: Content["studio"]
  /** The local content API's process (the shop keeps running without it), when it runs. */
  contentService?: Service
  storefrontUrl: string
  commerceUrl: string
  /** Stops the services (last started first), then the database. Data stays in .data/. */
  stop(): Promise<void>
}

const servicesFile = path.join(DATA_DIR, "services.json")

/**
 * A previous run killed before it could stop its services (kill -9, a closed terminal) leaves them in
 * their own process groups, still holding the ports. Stop those that are ours (started in this checkout);
 * anything else on the ports is reported by assertPortFree.
 */
async function stopLeftoverServices(log: (line: string) => void) {
  if (!existsSync(servicesFile)) return
  const groups = JSON.parse(readFileSync(servicesFile, "utf8")) as number[]
  for (const group of groups) {
    if (!isOurs(group)) continue
    process.kill(-group, "SIGKILL")
    log(`stopped a service left running by an earlier start (process group ${group})`)
    await waitUntilGone(group)
  }
  writeFileSync(servicesFile, "[]")
}

/** Whether `pid` is alive and runs in this checkout (its working folder is inside ROOT). */
function isOurs(pid: number): boolean {
  try {
    return realpathSync(`/proc/${pid}/cwd`).startsWith(ROOT)
  } catch {
    return false
  }
}

async function waitUntilGone(pid: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (existsSync(`/proc/${pid}`) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
}

export async function startShop(log: (line: string) => void, options: { quiet?: boolean } = {}): Promise<RunningShop> {
  await stopLeftoverServices(log)
  await assertPortFree(COMMERCE_PORT, "Medusa")
  await assertPortFree(STOREFRONT_PORT, "storefront")
  if (!process.env.STRIPE_SECRET_KEY) await assertPortFree(STRIPE_STAND_IN_PORT, "Stripe test stand-in")
  if (!process.env.SMTP_URL) {
    await assertPortFree(MAIL_CATCHER_SMTP_PORT, "mail catcher (SMTP)")
    await assertPortFree(MAIL_CATCHER_WEB_PORT, "mail catcher (web inbox)")
  }
  const localContent = !process.env.SANITY_PROJECT_ID
  if (localContent) await assertPortFree(CONTENT_API_PORT, "content API")
  if (localContent) await assertPortFree(STUDIO_PORT, "Sanity Studio")
  const database = await openDatabase({ folder: "postgres", port: EMBEDDED_DATABASE_PORT, name: "shop", log })
  const services: Service[] = []
  const remember = (service: Service) => {
    services.push(service)
    mkdirSync(DATA_DIR, { recursive: true })
    writeFileSync(servicesFile, JSON.stringify(services.map((s) => s.child.pid)))
  }
  const stop = async () => {
    // Both at once: each gets SIGTERM, then SIGKILL after a grace period.
    await Promise.all(services.map((service) => service.stop()))
    await database.stop()
    writeFileSync(servicesFile, "[]")
  }
  try {
    log(database.embedded ? `database: embedded PostgreSQL on port ${EMBEDDED_DATABASE_PORT} (${database.location!.startsWith(ROOT) ? path.relative(ROOT, database.location!) : database.location})` : "database: DATABASE_URL")
    // The build does not need the database: run it beside the migrations.
    // With a real Sanity project editors use Sanity's hosted Studio (or `sanity dev`): nothing to build here.
    const studioBuild = localContent ? buildStudioIfStale(log) : Promise.resolve()
    await Promise.all([buildIfStale(log), buildStorefrontIfStale(log), studioBuild, migrateIfNeeded(database.url, log)])
    await seedIfNeeded(database.url, log)
    const admin = await ensureAdminUser(database.url)

    // The three local stand-ins do not need each other: started side by side (≈ 2 s of a later start saved).
    const [payments, mail, content] = await Promise.all([
      startPayments({ commercePort: COMMERCE_PORT, persist: true, quiet: true }),
      startMail({ directory: path.join(DATA_DIR, "mail"), quiet: true }),
      startContent({ quiet: true }),
    ])
    for (const started of [payments, mail, content]) if (started.service) remember(started.service)
    log(`payments: ${payments.description}`)
    log(`e-mail: ${mail.description}`)
    log(`content: ${content.description}`)

    log("commerce: starting Medusa…")
    remember(
      await startCommerce(database.url, "production", {
        quiet: true,
        // The CMS too: the e-mails' copy and company details, and the contact messages commerce mails on.
        env: { ...payments.commerceEnv, ...mail.commerceEnv, ...content.storefrontEnv, STOREFRONT_URL: process.env.STOREFRONT_URL ?? `http://localhost:${STOREFRONT_PORT}` },
      })
    )
    const publishableKey = process.env.MEDUSA_PUBLISHABLE_KEY ?? (await readPublishableKey(database.url))

    log("storefront: starting…")
    const storefront = startService(STOREFRONT_SERVER.command, STOREFRONT_SERVER.args, {
      cwd: STOREFRONT_DIR,
      label: "storefront",
      quiet: options.quiet,
      env: {
        NODE_ENV: "production",
        PORT: String(STOREFRONT_PORT),
        MEDUSA_URL: process.env.MEDUSA_URL ?? `http://127.0.0.1:${COMMERCE_PORT}`,
        MEDUSA_PUBLISHABLE_KEY: publishableKey,
        ...content.storefrontEnv,
      },
    })
    remember(storefront)
    await waitForHttp(`http://127.0.0.1:${STOREFRONT_PORT}/health`, storefront, 30_000)
    return {
      database,
      admin,
      publishableKey,
      services,
      payments: payments.description,
      mail: mail.description,
      content: content.description,
      studio: content.studio,
      contentService: content.service,
      storefrontUrl: `http://localhost:${STOREFRONT_PORT}`,
      commerceUrl: `http://localhost:${COMMERCE_PORT}`,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
