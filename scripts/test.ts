/**
 * `npm test`: every check of every workspace, with services started once for the whole run.
 *   1. one embedded PostgreSQL for the run (or DB_HOST/DB_PORT/... when set)
 *   2. three lanes side by side:
 *      - type-check every workspace and the root scripts (one tsc -b), lint everything (ESLint, Prettier's
 *        layout, docker-compose.yml with dclint), check which way imports point (dependency-cruiser), the root scripts' own tests, the seed
 *        generator's, the Stripe and Twilio stand-ins', the CMS dataset and content API, the Studio build, the storefront's
 *        build
 *      - commerce integration tests (medusaIntegrationTestRunner makes its own databases on that server), which
 *        go on beside step 3
 *      - the running stack: its database (migrations, seed), then a real commerce on it
 *   3. the storefront server's tests against that commerce, then the admin edits (which change the catalogue)
 *   4. side by side: the Playwright suite in Chromium against a storefront over a content API of its own, and
 *      editors in the real Sanity Studio (served by the content API over HTTPS), which change the content
 *   5. alone: page speed on a phone (Lighthouse's mobile run with budgets) on the first of those storefronts
 * Ends with the line "N passed, N failed" (tests counted across runners) and the names of failing tests.
 */
import { randomBytes } from "node:crypto"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { mkdir, rm } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { createDatabaseIfMissing } from "./lib/postgres.js"
import { createAdminUser, migrateIfNeeded, readPublishableKey, seedIfNeeded, startCommerce } from "./lib/commerce.js"
import { DATA_DIR, ROOT } from "./lib/paths.js"
import { run, startService, waitForHttp, type Service } from "./lib/processes.js"
import { buildStorefrontIfStale, STOREFRONT_SERVER } from "./lib/storefront.js"
import { startPayments } from "./lib/stripe.js"
import { smsCommerceEnv, startSms } from "./lib/sms.js"
import { contentStorefrontEnv, startContent } from "./lib/content.js"
import { startMail } from "./lib/mail.js"
import { buildStudioIfStale } from "./lib/studio.js"
import { openTestDatabaseServer } from "./lib/database.js"
import { storefrontSecret } from "./lib/secrets.js"

const TEST_COMMERCE_PORT = Number(process.env.TEST_MEDUSA_PORT ?? 9100)
const TEST_STOREFRONT_PORT = Number(process.env.TEST_STOREFRONT_PORT ?? 3100)
const TEST_STRIPE_STAND_IN_PORT = Number(process.env.TEST_STRIPE_STAND_IN_PORT ?? 12211)
const TEST_TWILIO_STAND_IN_PORT = Number(process.env.TEST_TWILIO_STAND_IN_PORT ?? 12412)
const TEST_CONTENT_API_PORT = Number(process.env.TEST_CONTENT_API_PORT ?? 3130)
const TEST_STUDIO_PORT = Number(process.env.TEST_STUDIO_PORT ?? 3133)
/** The storefront the Studio's journeys check what editors publish on (over content API 1). */
const TEST_STUDIO_STOREFRONT_PORT = Number(process.env.TEST_STUDIO_STOREFRONT_PORT ?? 3101)
/** The shop's browser journeys' own content API (and its unused Studio port), away from the editors' edits. */
const TEST_SHOP_CONTENT_API_PORT = Number(process.env.TEST_SHOP_CONTENT_API_PORT ?? 3131)
const TEST_SHOP_STUDIO_PORT = Number(process.env.TEST_SHOP_STUDIO_PORT ?? 3134)
const TEST_MAIL_SMTP_PORT = Number(process.env.TEST_MAIL_SMTP_PORT ?? 1125)
const TEST_MAIL_WEB_PORT = Number(process.env.TEST_MAIL_WEB_PORT ?? 1180)
/** The test storefronts' operator token for /health (the page-speed test waits on what the server still does). */
const TEST_HEALTH_TOKEN = randomBytes(24).toString("base64url")
const reports = path.join(DATA_DIR, "test-reports")
const totals = { passed: 0, failed: 0 }
const failures: string[] = []
/** Names of failing tests, repeated at the end so the run's last lines say what failed. */
const failedTests = new Set<string>()
const log = (line: string) => console.log(`\n━━ ${line}`)

/** The machine's CPU time so far, busy and idle, over all cores (ms). */
function cpuTimes() {
  let busy = 0
  let idle = 0
  for (const { times } of os.cpus()) {
    busy += times.user + times.nice + times.sys + times.irq
    idle += times.idle
  }
  return { busy, idle }
}

/**
 * How busy the cores were since `since`: where a step leaves cores idle, running more at once would shorten
 * the run; where they are all busy, only less work would (the run's time is one of the issues' figures).
 */
function busySince(since: ReturnType<typeof cpuTimes>): string {
  const now = cpuTimes()
  const busy = now.busy - since.busy
  const total = busy + now.idle - since.idle
  return total > 0 ? `, cores ${Math.round((100 * busy) / total)}% busy` : ""
}

/** Runs one step; a failing step is recorded and the run goes on, so one run shows every problem. */
async function step(name: string, action: () => Promise<void>) {
  log(name)
  const started = Date.now()
  const cpu = cpuTimes()
  try {
    await action()
    console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s${busySince(cpu)})`)
  } catch (error) {
    failures.push(name)
    console.error(`✖ ${name}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** Counts a node:test run's results from the runner's summary lines, and remembers the failing tests' names. */
function nodeTestCounter(label: string) {
  return (line: string) => {
    const summary = /^[#ℹ] (pass|fail) (\d+)$/.exec(line.trim())
    if (summary) totals[summary[1] === "pass" ? "passed" : "failed"] += Number(summary[2])
    // TAP ("not ok 3 - name") or spec ("✖ name (12ms)") reporters, whichever node:test picked.
    const failed = /^\s*not ok \d+ - (.+)$/.exec(line) ?? /^\s*✖ (.+?)(?: \([\d.]+m?s\))?$/.exec(line)
    const name = failed?.[1]
    if (name && !name.startsWith("failing tests")) failedTests.add(`${label}: ${name}`)
  }
}

/** Runs a workspace's node:test suite and counts its results. */
async function nodeTests(workspace: string, env: NodeJS.ProcessEnv = {}, script = "test") {
  await run("npm", ["run", script, "-w", workspace], { cwd: ROOT, env, label: workspace, onLine: nodeTestCounter(workspace) })
}

/** The root scripts' and benches' own tests (scripts/lib/*.test.ts, bench/lib/*.test.ts; the root is no workspace, so no npm script runs them). */
async function scriptTests() {
  const files = ["scripts/lib", "bench/lib"].flatMap((dir) =>
    readdirSync(path.join(ROOT, dir))
      .filter((file) => file.endsWith(".test.ts"))
      .map((file) => path.join(dir, file))
  )
  await run(process.execPath, ["--import", "tsx", "--test", ...files], { cwd: ROOT, label: "scripts", onLine: nodeTestCounter("scripts") })
}

type PlaywrightSuite = { suites?: PlaywrightSuite[]; specs?: { title: string; file: string; ok: boolean }[] }

/** Titles of the specs that did not pass (flaky ones included), from Playwright's JSON report. */
function failedPlaywrightTests(suite: PlaywrightSuite): string[] {
  const own = (suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `${spec.file} › ${spec.title}`)
  return [...own, ...(suite.suites ?? []).flatMap(failedPlaywrightTests)]
}

/** One Playwright project against the running stack, its results counted from its JSON report. */
async function playwright(project: "chromium" | "studio" | "speed", storefrontPort: number, env: NodeJS.ProcessEnv) {
  const reportFile = path.join(reports, `e2e-${project}.json`)
  await run("npx", ["playwright", "test", `--project=${project}`], {
    cwd: path.join(ROOT, "storefront"),
    label: project === "chromium" ? "e2e" : project,
    env: { ...env, E2E_BASE_URL: `http://localhost:${storefrontPort}`, E2E_REPORT_FILE: reportFile },
  }).finally(() => {
    if (!existsSync(reportFile)) return
    const report = JSON.parse(readFileSync(reportFile, "utf8"))
    totals.passed += report.stats.expected
    totals.failed += report.stats.unexpected + report.stats.flaky
    for (const title of failedPlaywrightTests(report)) failedTests.add(`${project}: ${title}`)
  })
}

async function main() {
  const runStarted = Date.now()
  const runCpu = cpuTimes()
  await rm(reports, { recursive: true, force: true })
  await mkdir(reports, { recursive: true })

  // Tests never reach a real service: checkout always talks to the stand-in (even where a real STRIPE_SECRET_KEY
  // is set), e-mail goes to a mail catcher of the run's own (never a real SMTP server, nor npm start's inbox),
  // content comes from fresh local content APIs loaded from cms/content (never a real Sanity project).
  delete process.env.STRIPE_SECRET_KEY
  delete process.env.SMTP_URL
  delete process.env.SANITY_PROJECT_ID

  // One PostgreSQL for the commerce tests and the running stack.
  const database = await openTestDatabaseServer()
  Object.assign(process.env, database.env)
  const storefrontDatabase = `${database.url}/storefront_test`

  const services: Service[] = []
  let stackEnv: NodeJS.ProcessEnv | undefined
  try {
    // Three lanes side by side: each alone leaves one of the two cores mostly idle (the commerce tests wait on
    // PostgreSQL and on Medusa's start per file). Their lines are told apart by their [label]. The commerce tests
    // go on beside the storefront's server tests too: they wait more than they compute, and the server tests
    // after them had left a core idle for a minute and a half of every run.
    const commerceTests = step("commerce: integration tests", async () => {
      const reportFile = path.join(reports, "commerce.json")
      await run("npm", ["test", "-w", "commerce", "--", `--json`, `--outputFile=${reportFile}`], {
        cwd: ROOT,
        label: "commerce",
      }).finally(() => {
        if (!existsSync(reportFile)) return
        const report = JSON.parse(readFileSync(reportFile, "utf8"))
        totals.passed += report.numPassedTests
        totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0)
        for (const file of report.testResults ?? []) {
          if (file.status === "failed" && !file.assertionResults?.length)
            failedTests.add(`commerce: ${path.relative(ROOT, file.name)} (${file.message?.split("\n")[0] ?? "did not run"})`)
          for (const test of file.assertionResults ?? []) if (test.status === "failed") failedTests.add(`commerce: ${test.fullName}`)
        }
      })
    })
    await Promise.all([
      (async () => {
        // Every program at once (tsconfig.all.json): the shared declarations are parsed once, not nine times.
        await step("type-check", () => run("npx", ["tsc", "-b", "tsconfig.all.json", "--noEmit", "--force"], { cwd: ROOT, label: "tsc" }))
        await step("lint", async () => {
          await run("npx", ["eslint", "--max-warnings=0", "."], { cwd: ROOT, label: "eslint" })
          // Prettier's layout (.prettierrc.json) over the code: `npm run format` fixes what this finds.
          await run("npm", ["run", "--silent", "format:check"], { cwd: ROOT, label: "prettier" }).catch((error: Error) => {
            throw new Error(`${error.message}: the files above are not laid out as Prettier lays them out; npm run format rewrites them`)
          })
          // docker-compose.yml against the Compose schema and dclint's rules (offline: the schema ships with dclint).
          await run("npx", ["dclint", "--max-warnings", "0", "docker-compose.yml"], { cwd: ROOT, label: "dclint" })
        })
        // .dependency-cruiser.cjs: no arrow back up the storefront server's layers (storefront/server/README.md), no
        // test code in production, bench/ and scripts/ into workspaces through their package exports only.
        await step("import directions (dependency-cruiser)", () =>
          run("npm", ["run", "--silent", "lint:imports"], { cwd: ROOT, label: "depcruise" }).catch((error: Error) => {
            throw new Error(
              `${error.message}: an import points the wrong way (the lines above name each, with its rule); the allowed directions are in storefront/server/README.md`
            )
          })
        )
        await step(
          "scripts: tests of the root scripts' and benches' helpers (the Dockerfile reader, the embedded PostgreSQL of a clone private to root, bench/README.md's sections)",
          scriptTests
        )
        await step("contracts: the /api/* contract and the product-text fallback", () => nodeTests("contracts"))
        await step("seed: generator tests", () => nodeTests("seed"))
        await step("stripe stand-in: tests through the official stripe SDK", () => nodeTests("stripe-stand-in"))
        await step("twilio stand-in: tests through the official twilio client", () => nodeTests("twilio-stand-in"))
        await step("cms: the dataset in 15 languages and the local content API through @sanity/client", () => nodeTests("cms"))
        // The Studio must build offline from the pinned sanity version (editors get exactly this bundle); the
        // browser tests below drive it. A real project's settings would make a bundle for that project instead.
        delete process.env.SANITY_STUDIO_PROJECT_ID
        delete process.env.SANITY_STUDIO_DATASET
        await step("cms: Sanity Studio builds (sanity build)", async () => void (await buildStudioIfStale(console.log)))
        // The server tests render pages with the real build (the browser's app and its server render).
        await step("storefront: the React app's build", () => buildStorefrontIfStale(console.log).then(() => undefined))
      })(),
      // The running stack the storefront's tests use, made ready beside the checks: alone at the end, its
      // migrations, seed and Medusa's start left a core idle.
      step("the running stack: its database (migrations, seed), then commerce with the Stripe stand-in and a mail catcher", async () => {
        await createDatabaseIfMissing(`${database.url}/postgres`, "storefront_test")
        await migrateIfNeeded(storefrontDatabase, console.log, { force: true })
        await seedIfNeeded(storefrontDatabase, console.log, { force: true })
        const payments = await startPayments({ commercePort: TEST_COMMERCE_PORT, port: TEST_STRIPE_STAND_IN_PORT, persist: false, quiet: true })
        if (payments.service) services.push(payments.service)
        const mailDir = path.join(DATA_DIR, "test-mail")
        await rm(mailDir, { recursive: true, force: true })
        const mail = await startMail({ smtpPort: TEST_MAIL_SMTP_PORT, webPort: TEST_MAIL_WEB_PORT, directory: mailDir, quiet: true })
        if (mail.service) services.push(mail.service)
        const sms = await startSms({ commercePort: TEST_COMMERCE_PORT, port: TEST_TWILIO_STAND_IN_PORT, quiet: true })
        if (sms.service) services.push(sms.service)
        // The content API itself starts once the Studio (which it serves) is built; commerce asks it only later.
        const contentEnv = contentStorefrontEnv({ port: TEST_CONTENT_API_PORT })
        services.push(
          await startCommerce(storefrontDatabase, "source", {
            quiet: true,
            port: TEST_COMMERCE_PORT,
            env: {
              ...payments.commerceEnv,
              ...mail.commerceEnv,
              ...smsCommerceEnv({ port: TEST_TWILIO_STAND_IN_PORT, commercePort: TEST_COMMERCE_PORT }),
              ...contentEnv,
              STOREFRONT_URL: `http://localhost:${TEST_STOREFRONT_PORT}`,
              PAYMENT_WEBHOOK_DELAY_MS: "0",
            },
          })
        )
        stackEnv = {
          ...contentEnv,
          MEDUSA_URL: `http://127.0.0.1:${TEST_COMMERCE_PORT}`,
          MEDUSA_PUBLISHABLE_KEY: await readPublishableKey(storefrontDatabase),
          STOREFRONT_SECRET: storefrontSecret(),
          STRIPE_STAND_IN_URL: `http://127.0.0.1:${TEST_STRIPE_STAND_IN_PORT}`,
          MAIL_CATCHER_URL: `http://127.0.0.1:${TEST_MAIL_WEB_PORT}`,
          TWILIO_STAND_IN_URL: `http://127.0.0.1:${TEST_TWILIO_STAND_IN_PORT}`,
          DATABASE_URL: storefrontDatabase,
        }
      }),
    ])

    await step("storefront: server tests against a running commerce", async () => {
      if (!stackEnv) throw new Error("commerce did not start")
      const contentDir = path.join(DATA_DIR, "test-content-api")
      await rm(contentDir, { recursive: true, force: true })
      const content = await startContent({ port: TEST_CONTENT_API_PORT, studioPort: TEST_STUDIO_PORT, dataDir: contentDir, quiet: true })
      if (content.service) services.push(content.service)
      await nodeTests("storefront", stackEnv)
    })

    await step("storefront: admin edits reach two storefront instances (after the read-only tests: it edits the catalogue)", async () => {
      if (!stackEnv) throw new Error("commerce or the content API did not start")
      const admin = await createAdminUser(stackEnv.DATABASE_URL!, `merchandiser-${Date.now()}@shop.local`)
      await nodeTests("storefront", { ...stackEnv, MEDUSA_ADMIN_EMAIL: admin.email, MEDUSA_ADMIN_PASSWORD: admin.password }, "test:admin-edits")
    })
    await commerceTests

    /** A storefront server over the run's commerce with the built app, for a Playwright project. */
    const startTestStorefront = async (port: number, env: NodeJS.ProcessEnv) => {
      const storefront = startService(STOREFRONT_SERVER.command, STOREFRONT_SERVER.args, {
        cwd: path.join(ROOT, "storefront"),
        label: `storefront :${port}`,
        quiet: true,
        env: { ...env, PORT: String(port), NODE_ENV: "test", HEALTH_TOKEN: TEST_HEALTH_TOKEN },
      })
      services.push(storefront)
      await waitForHttp(`http://127.0.0.1:${port}/health`, storefront, 30_000)
      return storefront
    }
    // The shop's journeys and the editors' side by side: each alone leaves a core idle part of the time (the
    // Studio's most of it). The editors change the content (content API 1, which commerce reads for its
    // e-mails), so the shop's journeys read a content API of their own, loaded fresh from cms/content.
    const stack = stackEnv
    await buildStorefrontIfStale(console.log)
    await Promise.all([
      step("storefront: browser tests (Playwright, Chromium)", async () => {
        if (!stack) throw new Error("commerce or the content API did not start")
        const contentDir = path.join(DATA_DIR, "test-content-api-shop")
        await rm(contentDir, { recursive: true, force: true })
        const content = await startContent({ port: TEST_SHOP_CONTENT_API_PORT, studioPort: TEST_SHOP_STUDIO_PORT, dataDir: contentDir, quiet: true })
        if (content.service) services.push(content.service)
        // Commerce sends shoppers back (Stripe's return URLs, the e-mails' links) to TEST_STOREFRONT_PORT: this one.
        // Many journeys check out from one address within a minute: the per-address limit is tested on its own.
        await startTestStorefront(TEST_STOREFRONT_PORT, { ...stack, ...content.storefrontEnv, CHECKOUT_SESSIONS_PER_MINUTE: "1000" })
        // The after-sale journey ships an order as a merchandiser (e2e/support/commerce-admin.ts).
        const merchandiser = await createAdminUser(stack.DATABASE_URL!, `shipping-${Date.now()}@shop.local`)
        await playwright("chromium", TEST_STOREFRONT_PORT, { ...stack, MEDUSA_ADMIN_EMAIL: merchandiser.email, MEDUSA_ADMIN_PASSWORD: merchandiser.password })
      }),
      step("cms: editors in Sanity Studio, and what they publish on the storefront (Playwright, Chromium)", async () => {
        if (!stack) throw new Error("commerce or the content API did not start")
        const storefront = await startTestStorefront(TEST_STUDIO_STOREFRONT_PORT, stack)
        await playwright("studio", TEST_STUDIO_STOREFRONT_PORT, { ...stack, E2E_STUDIO_URL: `https://local.localhost:${TEST_STUDIO_PORT}/` })
        // Its work while idle (making its pages smaller) would count as the page-speed step's blocking time.
        await storefront.stop()
      }),
    ])
    // Alone, once the other browser tests are done: Lighthouse counts what else the machine does as the page's
    // blocking time. Against the shop's journeys' storefront, still running.
    await step("storefront: page speed on a phone within budget (Lighthouse mobile, Playwright)", async () => {
      if (!stack) throw new Error("commerce or the content API did not start")
      await playwright("speed", TEST_STOREFRONT_PORT, { ...stack, E2E_HEALTH_TOKEN: TEST_HEALTH_TOKEN })
    })
  } finally {
    for (const service of services.reverse()) await service.stop()
    await database.stop()
  }

  console.log(`\nthe whole run: ${((Date.now() - runStarted) / 60_000).toFixed(1)} min${busySince(runCpu)}`)
  if (failures.length) console.log(`failed steps: ${failures.join(", ")}`)
  if (failedTests.size) console.log(`failed tests:\n${[...failedTests].map((name) => `  - ${name}`).join("\n")}`)
  console.log(`${totals.passed} passed, ${totals.failed} failed`)
  process.exit(failures.length || totals.failed ? 1 : 0)
}

await main()
