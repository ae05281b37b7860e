/**
 * Brings the whole shop up on embedded defaults, as `npm start` and `npm run bench` need it: database
 * (embedded or DATABASE_URL), build, migrations and first seed when needed, the admin user, Medusa in
 * production mode and the storefront server.
 */
import {
  COMMERCE_PORT,
  adminIsBuilt,
  adminIsCurrent,
  buildAdminIfStale,
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
import { storefrontHealthToken, storefrontSecret } from "./secrets.js"
import { assertPortFree, logFileOf, startService, stopRunningCommands, waitForHttp, type Service } from "./processes.js"
import { paymentsCommerceEnv, STRIPE_STAND_IN_PORT, startPayments } from "./stripe.js"
import { smsCommerceEnv, startSms } from "./sms.js"
import { MAIL_CATCHER_SMTP_PORT, MAIL_CATCHER_WEB_PORT, mailCommerceEnv, startMail } from "./mail.js"
import { CONTENT_API_PORT, contentStorefrontEnv, STUDIO_PORT, startContent, type Content } from "./content.js"
import { buildStudioIfStale, studioIsBuilt } from "./studio.js"

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
  /** Where the shop's SMS go: Twilio, or the local stand-in and its outbox. */
  sms: string
  /** The local Sanity Studio, when the content API is local; `building` while its first build runs. */
  studio?: Content["studio"] & { building: boolean }
  /** Medusa runs without its admin until the admin's background build is done (then it restarts once). */
  adminBuilding: boolean
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

/** What npm start waits for; the rest is built in the background. */
export interface StartOptions {
  /**
   * Wait for the Studio and the Medusa admin too (the bench: nothing built behind its measurements).
   * Otherwise they are built at the lowest priority after the shop is up, and Medusa restarts once with its admin.
   */
  waitForAll?: boolean
  /** A service ended on its own (not stopped, not replaced). */
  onExit?: (service: Service, code: number | null) => void
}

/** Something built in the background: `building` until it is done; a failure is reported, not fatal. */
function inBackground(log: (line: string) => void, what: string, logFile: string, signal: AbortSignal, work: () => Promise<unknown>): Background {
  const state: Background = { building: true, done: Promise.resolve() }
  state.done = work()
    .then(() => undefined)
    .catch((error: unknown) => {
      if (signal.aborted) return
      log(`${what} failed; the shop runs without it (${path.relative(ROOT, logFile)} has its output): ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`)
    })
    .finally(() => (state.building = false))
  return state
}
interface Background {
  building: boolean
  done: Promise<void>
}
const nothingInBackground = (): Background => ({ building: false, done: Promise.resolve() })

export async function startShop(log: (line: string) => void, options: StartOptions = {}): Promise<RunningShop> {
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
  const writeServices = () => {
    mkdirSync(DATA_DIR, { recursive: true })
    writeFileSync(servicesFile, JSON.stringify(services.map((s) => s.child.pid)))
  }
  const remember = (service: Service) => {
    services.push(service)
    writeServices()
    void service.exited.then((code) => {
      // Not when stopped here (a failed start stops every service): the failure is what gets reported, not their exits.
      if (services.includes(service) && !background.signal.aborted) options.onExit?.(service, code)
    })
  }
  const forget = (service: Service) => {
    services.splice(services.indexOf(service), 1)
    writeServices()
  }
  const background = new AbortController()
  const stop = async () => {
    background.abort()
    stopRunningCommands()
    // Both at once: each gets SIGTERM, then SIGKILL after a grace period.
    await Promise.all(services.map((service) => service.stop()))
    await database.stop()
    writeFileSync(servicesFile, "[]")
  }
  try {
    log(
      database.embedded
        ? `database: embedded PostgreSQL on port ${EMBEDDED_DATABASE_PORT} (${database.location!.startsWith(ROOT) ? path.relative(ROOT, database.location!) : database.location})`
        : "database: DATABASE_URL"
    )
    // Side by side: the builds need no database, the seed and the admin user are made from commerce's sources
    // (not the build) once the schema is there, and the local stand-ins need nothing.
    const migrated = migrateIfNeeded(database.url, log)
    const seeded = migrated.then(() => seedIfNeeded(database.url, log))
    const adminUser = migrated.then(() => ensureAdminUser(database.url))
    const storefrontBuilt = buildStorefrontIfStale(log)
    // Awaited below; until then a failure must not count as unhandled (Node would end the process at once).
    for (const later of [seeded, adminUser, storefrontBuilt]) later.catch(() => undefined)
    const standIns = Promise.all([
      startPayments({ commercePort: COMMERCE_PORT, persist: true, quiet: true }),
      startMail({ directory: path.join(DATA_DIR, "mail"), quiet: true }),
      startContent({ quiet: true }),
      startSms({ commercePort: COMMERCE_PORT, quiet: true }),
    ]).then((started) => {
      for (const one of started) if (one.service) remember(one.service)
      return started
    })
    standIns.catch(() => undefined)
    const waited = options.waitForAll ? [buildAdminIfStale(log), localContent ? buildStudioIfStale(log) : undefined, seeded, standIns] : []
    await Promise.all([buildIfStale(log), migrated, ...waited])

    // Medusa with its admin when it is built from today's sources; otherwise (a first start, an admin widget
    // changed since) without it, or with the old one, until the admin's build is done, then restarted with it.
    const withAdmin = adminIsCurrent()
    const withOldAdmin = !withAdmin && adminIsBuilt()
    // Their addresses are known before the stand-ins answer: Medusa starts beside them (seconds off every start).
    const startMedusa = (admin: boolean) =>
      startCommerce(database.url, "production", {
        quiet: true,
        env: {
          // The CMS too: the e-mails' copy and company details, and the contact messages commerce mails on.
          ...paymentsCommerceEnv(),
          ...smsCommerceEnv({ commercePort: COMMERCE_PORT }),
          ...mailCommerceEnv(),
          ...contentStorefrontEnv(),
          STOREFRONT_URL: process.env.STOREFRONT_URL ?? `http://localhost:${STOREFRONT_PORT}`,
          ...(admin || withOldAdmin ? {} : { DISABLE_MEDUSA_ADMIN: "true" }),
        },
        // Known to stop() from the moment it runs: a Ctrl-C while it starts must not leave it holding its port.
        onSpawn: remember,
      })
    log(
      withAdmin
        ? "commerce: starting Medusa…"
        : withOldAdmin
          ? "commerce: starting Medusa with its last admin (the admin's sources changed: the new one follows once built)…"
          : "commerce: starting Medusa (its admin follows once built)…"
    )
    // While the seed may still run: it writes to the database, Medusa serves from it (as with a merchandiser's edits).
    const commerceStarted = startMedusa(withAdmin)
    commerceStarted.catch(() => undefined)
    // The storefront needs the seed's publishable key and its own build, not a running Medusa: it starts beside
    // it (its preload waits for commerce to answer), which takes its own start off every start's time.
    const [admin, , , [payments, mail, content, sms]] = await Promise.all([adminUser, seeded, storefrontBuilt, standIns])
    log(`payments: ${payments.description}`)
    log(`sms: ${sms.description}`)
    log(`e-mail: ${mail.description}`)
    log(`content: ${content.description}`)
    const publishableKey = process.env.MEDUSA_PUBLISHABLE_KEY ?? (await readPublishableKey(database.url))

    log("storefront: starting…")
    const storefront = startService(STOREFRONT_SERVER.command, STOREFRONT_SERVER.args, {
      cwd: STOREFRONT_DIR,
      label: "storefront",
      quiet: true,
      env: {
        NODE_ENV: "production",
        PORT: String(STOREFRONT_PORT),
        MEDUSA_URL: process.env.MEDUSA_URL ?? `http://127.0.0.1:${COMMERCE_PORT}`,
        MEDUSA_PUBLISHABLE_KEY: publishableKey,
        HEALTH_TOKEN: storefrontHealthToken(),
        STOREFRONT_SECRET: storefrontSecret(),
        ...content.storefrontEnv,
      },
    })
    remember(storefront)
    let commerce = await commerceStarted
    await waitForHttp(`http://127.0.0.1:${STOREFRONT_PORT}/health`, storefront, 30_000)

    // Background work, at the lowest priority, the admin first (a merchandiser waits for it).
    const { signal } = background
    const adminBuild = withAdmin
      ? nothingInBackground()
      : inBackground(log, "commerce: the Medusa admin's build", logFileOf("admin build"), signal, async () => {
          await buildAdminIfStale(log, { background: true, signal })
          if (signal.aborted) return
          log("commerce: restarting Medusa with its admin (a few seconds)…")
          forget(commerce)
          await commerce.stop()
          if (signal.aborted) return
          commerce = await startMedusa(true)
          log(`commerce: the Medusa admin is ready at http://localhost:${COMMERCE_PORT}/app`)
        })
    // A later start's Studio is usually built already: the banner then says nothing of a build.
    const studioBuild =
      !localContent || options.waitForAll || studioIsBuilt()
        ? nothingInBackground()
        : inBackground(log, "cms: the Sanity Studio's build", logFileOf("sanity build"), signal, async () => {
            await adminBuild.done
            if (await buildStudioIfStale(log, { background: true, signal })) log(`cms: Sanity Studio is ready at https://local.localhost:${STUDIO_PORT}/`)
          })
    return {
      database,
      admin,
      publishableKey,
      services,
      payments: payments.description,
      mail: mail.description,
      sms: sms.description,
      content: content.description,
      studio: content.studio && {
        ...content.studio,
        get building() {
          return studioBuild.building
        },
      },
      get adminBuilding() {
        return adminBuild.building
      },
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
