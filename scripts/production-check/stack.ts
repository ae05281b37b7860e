/**
 * The shop in its production shape, on this machine: Debian's PostgreSQL and Redis, Medusa's server and
 * worker as two processes from the production build (.medusa/server), the Stripe and Twilio stand-ins and the local
 * content API as the third parties, two storefront instances from the compiled server, and Debian's Varnish
 * with the repository's VCL in front of them (the storefronts purge it through its purge listener:
 * PURGE_VARNISH_URLS), all on ports of their own so a running `npm start` is left alone.
 */
import { randomBytes } from "node:crypto"
import path from "node:path"
import { createAdminUser, readPublishableKey } from "../lib/commerce.js"
import { startContent } from "../lib/content.js"
import { COMMERCE_BUILD_DIR, COMMERCE_DIR, MEDUSA_BIN, STOREFRONT_DIR } from "../lib/paths.js"
import { assertPortFree, run, startService, waitForHttp, type Service } from "../lib/processes.js"
import { STOREFRONT_SERVER } from "../lib/storefront.js"
import { varnishdCommand } from "@shop/storefront/varnishd"
import { startPayments } from "../lib/stripe.js"
import { startMail } from "../lib/mail.js"
import { smsCommerceEnv, startSms } from "../lib/sms.js"
import { initSystemPostgres, startSystemPostgres, systemRedis, type SystemRedis } from "./system-services.js"

/**
 * Below Linux's ephemeral range (32768–60999): a listening port inside it can be taken at any moment by one of
 * the thousands of outbound connections the drills make (a run saw the second Varnish refused its port).
 */
export const PORTS = {
  postgres: 25432,
  redis: 26379,
  commerce: 29000,
  commerceWorker: 29001,
  stripeStandIn: 22111,
  twilioStandIn: 22112,
  mailSmtp: 21025,
  mailWeb: 21080,
  contentApi: 23030,
  studio: 23033,
  storefronts: [23001, 23002],
  /** A storefront the TRUSTED_PROXIES drill starts without it (it must refuse to start). */
  untrustingStorefront: 23003,
  varnish: 26081,
  /** Varnish's purge listener (`-a purge=…`): the one it takes BANs on. */
  varnishPurge: 26083,
  /** A second Varnish with the same VCL, in front of a stand-in that sets a cookie (the Set-Cookie drill). */
  cookieVarnish: 26082,
  cookieVarnishPurge: 26084,
} as const

export interface ProductionStack {
  redis: SystemRedis
  databaseUrl: string
  commerceUrl: string
  publishableKey: string
  storefrontUrls: string[]
  /** Varnish in front of both storefronts: its public listener, the shoppers'. */
  varnishUrl: string
  /** Its purge listener, where the storefronts send their BANs (PURGE_VARNISH_URLS). */
  varnishPurgeUrl: string
  /** The headers that ask a storefront for /health's details (its HEALTH_TOKEN). */
  storefrontHealthHeaders: Record<string, string>
  /** The environment a storefront instance on `port` is started with. */
  storefrontEnv(port: number): NodeJS.ProcessEnv
  /** Stops both storefront instances and starts them again (cold: nothing kept), each once it answers /healthz. */
  restartStorefronts(): Promise<void>
  /** Stops and starts Varnish alone (it starts empty, as a restarted Varnish does). */
  varnish: { stop(): Promise<void>; start(): Promise<void>; workDir: string }
  standInUrl: string
  /** The mail catcher the shop's e-mail goes to (its REST API at /api/email). */
  mailUrl: string
  /** Stops and starts the mail catcher alone (same ports, same mail folder: it keeps the messages it had). */
  mail: { stop(): Promise<void>; start(): Promise<void> }
  admin: { email: string; password: string }
  commerceServer(): Service
  commerceWorker(): Service
  startCommerceServer(): Promise<void>
  startCommerceWorker(): Promise<void>
  /** A GROQ query on the content API (with the storefront's token: contact messages are private). */
  contentQuery<T>(query: string): Promise<T>
  /** Mutations on the content API, as an editor's publish makes them. */
  contentMutate(mutations: unknown[]): Promise<void>
  /** Document actions on the content API, as the Studio sends them (edit a draft, publish it). */
  contentActions(actions: unknown[]): Promise<void>
  /** Stops every process and starts them again on the same data (database, Redis, content). */
  restartAll(): Promise<void>
  /** Everything this stack started, last started first. */
  stop(): Promise<void>
}

const secret = () => randomBytes(32).toString("base64url")

export async function startProductionStack(folder: string, log: (line: string) => void): Promise<ProductionStack> {
  for (const [what, ports] of Object.entries(PORTS)) for (const port of [ports].flat()) await assertPortFree(port, `production check: ${what}`)
  let started: { stop(): Promise<void> }[] = []
  const stop = async () => {
    for (const service of started.reverse()) await service.stop().catch(() => undefined)
    started = []
  }
  const redis = systemRedis(folder, PORTS.redis)
  const commerceUrl = `http://127.0.0.1:${PORTS.commerce}`
  // Fresh secrets, as a deployment has its own (the production start refuses the published defaults); kept
  // across restarts, as a deployment's are.
  const webhookSecret = `whsec_${secret()}`
  const secrets = { JWT_SECRET: secret(), COOKIE_SECRET: secret(), ORDER_LINK_SECRET: secret(), STOREFRONT_SECRET: secret() }
  /** The storefronts' HEALTH_TOKEN: /health's details (the drills read its purge counters) need it. */
  const healthToken = secret()
  let databaseUrl = ""
  let server: Service | undefined
  let worker: Service | undefined
  let commerceEnv: NodeJS.ProcessEnv = {}
  let contentEnv: NodeJS.ProcessEnv = {}
  let publishableKey = ""
  let varnish: Service | undefined
  let mail: Service | undefined
  let storefronts: Service[] = []
  const varnishUrl = `http://127.0.0.1:${PORTS.varnish}`
  const varnishPurgeUrl = `http://127.0.0.1:${PORTS.varnishPurge}`
  const varnishFolder = path.join(folder, "varnish")

  const startCommerceServer = async () => {
    server = startService(MEDUSA_BIN, ["start"], {
      cwd: COMMERCE_BUILD_DIR,
      env: { ...commerceEnv, MEDUSA_WORKER_MODE: "server", PORT: String(PORTS.commerce) },
      label: "commerce server",
      quiet: true,
    })
    await waitForHttp(`${commerceUrl}/health`, server, 180_000)
  }
  // The worker takes events, workflows' async steps and scheduled jobs off Redis; it answers /health only.
  const startCommerceWorker = async () => {
    worker = startService(MEDUSA_BIN, ["start"], {
      cwd: COMMERCE_BUILD_DIR,
      env: { ...commerceEnv, MEDUSA_WORKER_MODE: "worker", PORT: String(PORTS.commerceWorker), DISABLE_MEDUSA_ADMIN: "true" },
      label: "commerce worker",
      quiet: true,
    })
    await waitForHttp(`http://127.0.0.1:${PORTS.commerceWorker}/health`, worker, 180_000)
  }

  const launchVarnish = () => {
    const { command, args } = varnishdCommand({
      folder: varnishFolder,
      port: PORTS.varnish,
      purgePort: PORTS.varnishPurge,
      instances: PORTS.storefronts.map((port) => `127.0.0.1:${port}`),
    })
    varnish = startService(command, args, { cwd: folder, label: "varnish", quiet: true })
  }
  /** The mail catcher on its ports and folder; the environment commerce sends through it with. */
  const launchMail = async () => {
    const catcher = await startMail({ smtpPort: PORTS.mailSmtp, webPort: PORTS.mailWeb, directory: path.join(folder, "mail"), quiet: true })
    mail = catcher.service
    return catcher.commerceEnv
  }
  /** Varnish answering /healthz through a storefront: it runs and sees a healthy instance. */
  const varnishServes = () => waitForHttp(`${varnishUrl}/healthz`, varnish, 30_000)

  /** A storefront instance's environment, as the stack starts it. */
  const storefrontEnv = (port: number): NodeJS.ProcessEnv => ({
    NODE_ENV: "production",
    PORT: String(port),
    MEDUSA_URL: commerceUrl,
    MEDUSA_PUBLISHABLE_KEY: publishableKey,
    REDIS_URL: redis.url,
    PURGE_VARNISH_URLS: varnishPurgeUrl,
    // Varnish reaches the storefronts from 127.0.0.1 and appends each shopper's address to X-Forwarded-For:
    // the per-address limits count shoppers, not Varnish (shopper-limits.ts). The limits are the shipped ones;
    // drills that start many sessions do so as many shoppers (shoppers.ts).
    TRUSTED_PROXIES: "127.0.0.1",
    HEALTH_TOKEN: healthToken,
    STOREFRONT_SECRET: secrets.STOREFRONT_SECRET,
    ...contentEnv,
  })

  /** Both storefront instances, one after the other, each once it answers /healthz (not yet /readyz). */
  const launchStorefronts = async () => {
    for (const port of PORTS.storefronts) {
      const storefront = startService(STOREFRONT_SERVER.command, STOREFRONT_SERVER.args, {
        cwd: STOREFRONT_DIR,
        label: `storefront :${port}`,
        quiet: true,
        env: storefrontEnv(port),
      })
      storefronts.push(storefront)
      await waitForHttp(`http://127.0.0.1:${port}/healthz`, storefront, 30_000)
    }
  }
  const stopStorefronts = async () => {
    await Promise.all(storefronts.map((storefront) => storefront.stop()))
    storefronts = []
  }

  /** Every process, on whatever data the folder holds. */
  const startServices = async (firstTime: boolean) => {
    const postgres = await startSystemPostgres(folder, PORTS.postgres)
    started.push(postgres)
    databaseUrl = postgres.url("shop")
    await redis.start()
    started.push(redis)
    const payments = await startPayments({ commercePort: PORTS.commerce, port: PORTS.stripeStandIn, persist: false, quiet: true, webhookSecret })
    if (payments.service) started.push(payments.service)
    // Order SMS through the Twilio stand-in, as a deployment's through Twilio (production refuses to start without either).
    const sms = await startSms({ commercePort: PORTS.commerce, port: PORTS.twilioStandIn, quiet: true })
    if (sms.service) started.push(sms.service)
    // The shop's e-mail to a mail catcher of the check's own, as a deployment's goes to its SMTP server.
    delete process.env.SMTP_URL
    started.push({ stop: async () => void (await mail?.stop()) })
    const mailEnv = await launchMail()
    // The CMS before commerce: commerce reads the e-mails' copy, the company details and contact messages there.
    const content = await startContent({ port: PORTS.contentApi, studioPort: PORTS.studio, dataDir: path.join(folder, "content-api"), quiet: true })
    if (content.service) started.push(content.service)
    contentEnv = content.storefrontEnv
    commerceEnv = {
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      ...secrets,
      ...payments.commerceEnv,
      ...smsCommerceEnv({ port: PORTS.twilioStandIn, commercePort: PORTS.commerce }),
      ...mailEnv,
      ...content.storefrontEnv,
      MEDUSA_URL: commerceUrl,
      STOREFRONT_URL: `http://localhost:${PORTS.storefronts[0]}`,
      MEDUSA_DISABLE_TELEMETRY: "true",
      DO_NOT_TRACK: "1",
      // The cart lock serializes the webhook with the confirmation page; no need to wait Medusa's 5 s.
      PAYMENT_WEBHOOK_DELAY_MS: "200",
    }
    if (firstTime) {
      log("commerce: migrations (medusa db:migrate from the build), seed, admin user")
      await run(MEDUSA_BIN, ["db:migrate"], { cwd: COMMERCE_BUILD_DIR, env: commerceEnv, label: "migrate", quiet: true })
      // The seed is a setup script, not part of the build: it runs from the sources, as `npm run seed` does,
      // before the services start and without Redis: its thousands of product events would otherwise wait in
      // Redis for the worker, and the first minute of real edits would queue behind them.
      const { REDIS_URL: _seedWithoutRedis, ...seedEnv } = commerceEnv
      await run(MEDUSA_BIN, ["exec", "../seed/src/commerce/medusa-exec.ts"], { cwd: COMMERCE_DIR, env: { ...seedEnv, NODE_ENV: "development" }, label: "seed", quiet: true })
    }
    // Registered before they answer: a start that times out must still be stopped.
    started.push({ stop: async () => void (await Promise.all([server?.stop(), worker?.stop()])) })
    await Promise.all([startCommerceServer(), startCommerceWorker()])

    publishableKey = await readPublishableKey(databaseUrl)
    // Varnish first, as in a deployment: the storefronts' first purges find it there.
    started.push({ stop: async () => void (await varnish?.stop()) })
    launchVarnish()
    started.push({ stop: stopStorefronts })
    await launchStorefronts()
    await varnishServes()
  }

  /** A write to the content API's data endpoints (mutate, actions) with the storefront's token. */
  const contentPost = async (endpoint: "mutate" | "actions", body: unknown): Promise<void> => {
    const response = await fetch(`${contentEnv.SANITY_API_HOST}/v2025-02-19/data/${endpoint}/production`, {
      method: "POST",
      headers: { authorization: `Bearer ${contentEnv.SANITY_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`content ${endpoint}: ${response.status} ${await response.text()}`)
  }

  try {
    log(`PostgreSQL 15 (Debian) on ${PORTS.postgres} and Redis on ${PORTS.redis}, data in ${folder}`)
    await initSystemPostgres(folder, PORTS.postgres)
    await startServices(true)
    const admin = await createAdminUser(databaseUrl, `merchandiser-${Date.now()}@shop.local`)
    const storefrontUrls = PORTS.storefronts.map((port) => `http://127.0.0.1:${port}`)
    log(
      `commerce: server ${commerceUrl} and worker (MEDUSA_WORKER_MODE, REDIS_URL); storefronts ${storefrontUrls.join(", ")}; Varnish ${varnishUrl} in front of them (purged on ${varnishPurgeUrl})`
    )
    return {
      redis,
      get databaseUrl() {
        return databaseUrl
      },
      commerceUrl,
      get publishableKey() {
        return publishableKey
      },
      storefrontUrls,
      varnishUrl,
      varnishPurgeUrl,
      storefrontHealthHeaders: { authorization: `Bearer ${healthToken}` },
      storefrontEnv,
      async restartStorefronts() {
        await stopStorefronts()
        await launchStorefronts()
      },
      varnish: {
        stop: async () => void (await varnish?.stop()),
        start: async () => {
          launchVarnish()
          await varnishServes()
        },
        workDir: path.join(varnishFolder, "work"),
      },
      standInUrl: `http://127.0.0.1:${PORTS.stripeStandIn}`,
      mailUrl: `http://127.0.0.1:${PORTS.mailWeb}`,
      mail: {
        stop: async () => void (await mail?.stop()),
        start: async () => void (await launchMail()),
      },
      admin,
      commerceServer: () => server!,
      commerceWorker: () => worker!,
      startCommerceServer,
      startCommerceWorker,
      async contentQuery<T>(query: string): Promise<T> {
        const response = await fetch(`${contentEnv.SANITY_API_HOST}/v2025-02-19/data/query/production?query=${encodeURIComponent(query)}`, {
          headers: { authorization: `Bearer ${contentEnv.SANITY_TOKEN}` },
        })
        if (!response.ok) throw new Error(`content query: ${response.status} ${await response.text()}`)
        return ((await response.json()) as { result: T }).result
      },
      contentMutate: (mutations: unknown[]) => contentPost("mutate", { mutations }),
      contentActions: (actions: unknown[]) => contentPost("actions", { actions }),
      async restartAll() {
        await stop()
        await startServices(false)
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
