/**
 * `npm run check:production`: the shop in its production shape, run for real on this machine and put through
 * what production does to it. Needs Debian's postgresql-15, redis-server and varnish (.ci/run installs them).
 *   1. the production build, by the build steps of the Dockerfiles (run outside Docker: no engine here)
 *   2. PostgreSQL and Redis in a temporary folder; commerce's server and worker from the build; two storefronts;
 *      Varnish with varnish/default.vcl in front of them
 *   3. checkout through each storefront, the order made by the worker from the webhook
 *   4. an admin edit on both storefronts within 5 s; the contact limit shared by both through Redis
 *   5. through Varnish: copies served by it, an admin rename within 5 s (a BAN on the public listener refused,
 *      the storefronts' on the purge listener taken) and an editor's publish within 10 s (never the draft),
 *      per-visitor answers and Set-Cookie never shared, the limits counted per shopper; the cold burst: both
 *      storefronts restarted and Varnish emptied, then 200 connections for 30 s over the whole site through it
 *   6. the worker killed (SIGKILL) in a burst of webhooks: every paid session exactly one order, one confirmation
 *   7. e-mail: the mail catcher (SMTP) stopped during an order, its confirmation sent once when it is back; an
 *      order shipped through the admin API, its "shipped" e-mail and order page (never cached) with the tracking
 *   8. commerce stopped: catalogue still served, checkout 503; Redis stopped: storefronts serve, commerce unready
 *   9. load: 200 connections of mixed traffic on the storefronts, then the same through Varnish, no error
 *  10. Varnish stopped: the storefronts serve directly and take edits while their purges fail
 *  11. everything restarted on the same data: no order, product edit, content edit or contact message lost
 * Everything it started is stopped and its folder removed, also when a step fails. Ends with a summary.
 */
import { mkdtemp, rm } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { ACKNOWLEDGEMENTS_PER_MAILBOX, CONTACT_MESSAGES_PER_MINUTE } from "@shop/contracts/content"
import { ROOT } from "./lib/paths.js"
import { buildLikeTheDockerfiles } from "./production-check/build.js"
import { COLD_BURST, coldBurstThroughVarnish } from "./production-check/cold-burst.js"
import * as drill from "./production-check/drills.js"
import { mixedLoad } from "./production-check/load.js"
import * as mail from "./production-check/mail-drills.js"
import { startProductionStack, type ProductionStack } from "./production-check/stack.js"
import { missingSystemPackages } from "./production-check/system-services.js"
import * as throughVarnish from "./production-check/varnish-drills.js"
import { limitsPerShopperThroughVarnish, trustedProxiesRequired } from "./production-check/shopper-limits.js"

const ADMIN_EDIT_WITHIN_MS = 5_000
const EDITOR_PUBLISH_WITHIN_MS = 10_000
/** Commerce's retry job runs every minute, the first retry a minute after the failure: a few minutes at most. */
const SMTP_BACK_WITHIN_MS = 8 * 60_000
const BURST_SESSIONS = Number(process.env.PRODUCTION_CHECK_BURST ?? 20)
const LOAD_SECONDS = Number(process.env.PRODUCTION_CHECK_LOAD_SECONDS ?? 60)
const LOAD_CONNECTIONS = 200
/** While working on one drill: PRODUCTION_CHECK_ONLY=<pattern> runs only the checks whose name matches. */
const ONLY = process.env.PRODUCTION_CHECK_ONLY ? new RegExp(process.env.PRODUCTION_CHECK_ONLY, "i") : undefined

interface Result {
  check: string
  ok: boolean
  detail: string
}
const results: Result[] = []
const log = (line: string) => console.log(`━━ ${line}`)

/** Runs one check; a failed check is recorded and the next runs (each drill leaves the stack running). */
async function check(name: string, action: () => Promise<{ ok: boolean; detail: string }>) {
  if (ONLY && !ONLY.test(name)) return
  log(name)
  try {
    const { ok, detail } = await action()
    results.push({ check: name, ok, detail })
    console.log(`${ok ? "✔" : "✖"} ${name}: ${detail}`)
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    results.push({ check: name, ok: false, detail })
    console.log(`✖ ${name}: ${detail}`)
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function main() {
  const missing = missingSystemPackages()
  if (missing.length) {
    console.error(`The production check runs Debian's PostgreSQL 15, Redis and Varnish. Missing: ${missing.join(", ")}.\nInstall: apt-get install -y ${missing.join(" ")}`)
    process.exit(2)
  }
  if (!process.env.PRODUCTION_CHECK_SKIP_BUILD)
    await check("build: the Dockerfiles' build steps, run outside Docker", async () => ({ ok: true, detail: await buildLikeTheDockerfiles(log) }))
  if (results.some((result) => !result.ok)) return summary()

  const folder = await mkdtemp(path.join(os.tmpdir(), "shop-production-check-"))
  let stack: ProductionStack | undefined
  try {
    stack = await startProductionStack(folder, log)
    const s = stack

    await check("checkout through each storefront instance, order made by the worker from the webhook", async () => {
      const journeys = []
      for (const url of s.storefrontUrls) journeys.push(await drill.checkoutJourney(s, url))
      return { ok: true, detail: journeys.map((j, i) => `instance ${i + 1}: order ${seconds(j.orderMs)} after payment`).join("; ") }
    })

    await check(`an admin edit shows on both storefronts within ${ADMIN_EDIT_WITHIN_MS / 1000} s`, async () => {
      const { perInstanceMs } = await drill.adminEditReachesStorefronts(s)
      return { ok: perInstanceMs.every((ms) => ms <= ADMIN_EDIT_WITHIN_MS), detail: perInstanceMs.map((ms, i) => `instance ${i + 1}: ${seconds(ms)}`).join(", ") }
    })

    await check("the contact limit is shared by both instances (Redis), and only accepted messages are e-mailed", async () => {
      const { accepted } = await drill.sharedContactLimit(s)
      // Each accepted message reaches support; the visitor's mailbox is acknowledged ACKNOWLEDGEMENTS_PER_MAILBOX
      // times a day at most (the form takes any address); the refused message: nothing.
      const acknowledgements = Math.min(accepted, ACKNOWLEDGEMENTS_PER_MAILBOX)
      const counts = async () => ({
        visitor: (await mail.mailsTo(s, drill.CONTACT_VISITOR)).length,
        support: (await mail.mailsWithSubject(s, drill.CONTACT_SUPPORT_SUBJECT)).length,
      })
      const arrived = await drill
        .waitFor("the e-mails", 60_000, async () => {
          const { visitor, support } = await counts()
          return visitor >= acknowledgements && support >= accepted ? true : undefined
        })
        .catch(() => false)
      await drill.sleep(3_000)
      const { visitor, support } = await counts()
      return {
        ok: accepted === 5 && arrived === true && visitor === acknowledgements && support === accepted,
        detail: `${accepted} messages accepted across both instances before 429 (limit ${CONTACT_MESSAGES_PER_MINUTE} per address); ${support} sent on to support, ${visitor} acknowledgements to the visitor (at most ${ACKNOWLEDGEMENTS_PER_MAILBOX} a mailbox a day)`,
      }
    })

    await check("Varnish: a product page and a JSON call asked again are served by Varnish (X-Cache HIT, Age)", () => throughVarnish.varnishServesHits(s))

    await check(`Varnish: an admin rename reaches shoppers through Varnish within ${ADMIN_EDIT_WITHIN_MS / 1000} s (product page and JSON)`, () =>
      throughVarnish.adminRenameThroughVarnish(s, ADMIN_EDIT_WITHIN_MS)
    )

    await check(
      `Varnish: a BAN on the public listener is refused, even from 127.0.0.1 (a TLS terminator on the same host); the storefronts' purges, through the purge listener, still reach shoppers within ${ADMIN_EDIT_WITHIN_MS / 1000} s`,
      () => throughVarnish.publicBanRefused(s, ADMIN_EDIT_WITHIN_MS)
    )

    await check(`Varnish: an editor's German FAQ publish reaches shoppers through Varnish within ${EDITOR_PUBLISH_WITHIN_MS / 1000} s, the draft never`, () =>
      throughVarnish.editorPublishThroughVarnish(s, EDITOR_PUBLISH_WITHIN_MS)
    )

    await check("Varnish: per-visitor answers and answers with Set-Cookie are never shared", () => throughVarnish.perVisitorNeverShared(s, folder))

    await check("Varnish: the limits count each shopper (X-Forwarded-For from Varnish, TRUSTED_PROXIES), on both instances through Redis; a forged header gains nothing", () =>
      limitsPerShopperThroughVarnish(s)
    )

    await check("TRUSTED_PROXIES required behind a proxy: compose without it, and a storefront behind Varnish without it, refuse to start, naming it and its usual value", () =>
      trustedProxiesRequired(s)
    )

    await check(
      `cold burst through Varnish: both storefronts restarted and Varnish emptied, then from ready ${COLD_BURST.rate} shoppers a second for ${COLD_BURST.seconds} s, each asking for a page or call ` +
        `nobody asked for before (open loop): no error, every answer 200, Varnish sharing what it fetched; p99 and timeouts said against the target (p99 ≤ ${COLD_BURST.p99Ms} ms, none ${COLD_BURST.timeoutMs / 1000} s after due)`,
      () => coldBurstThroughVarnish(s)
    )

    await check(`worker killed (SIGKILL) during a burst of ${BURST_SESSIONS} paid sessions`, async () => {
      const { paid, ordersAtKill, orders, settledMs, sessionIds } = await drill.workerKillDuringWebhookBurst(s, BURST_SESSIONS)
      const counts = [...orders.values()]
      const exactlyOne = counts.filter((count) => count === 1).length
      const doubled = counts.filter((count) => count > 1).length
      // Every order's confirmation exactly once, however the kill fell: a send it cut short stays pending and
      // the retry job sends it again once it has been pending for STALE_PENDING_MS (5 min), as the same message
      // (one Message-ID) in case the server had taken it before the kill.
      let mail = await drill.confirmationsOf(s, sessionIds)
      await drill
        .waitFor(
          "a confirmation for every order, each recorded as sent",
          8 * 60_000,
          async () => ((mail = await drill.confirmationsOf(s, sessionIds)), [...mail.caught.values()].every((n) => n >= 1) && mail.sent >= mail.orders ? true : undefined)
        )
        .catch(() => undefined)
      await drill.sleep(5_000)
      mail = await drill.confirmationsOf(s, sessionIds)
      const caught = [...mail.caught.values()]
      const mailOk = mail.orders === paid && caught.every((n) => n === 1) && mail.sent === paid
      return {
        ok: exactlyOne === paid && mailOk,
        detail:
          `${paid} paid (${ordersAtKill} orders made when the worker was killed), ${exactlyOne} with exactly one order, ${doubled} doubled, ${paid - exactlyOne - doubled} without; settled in ${seconds(settledMs)}; ` +
          `confirmations: ${caught.filter((n) => n === 1).length} orders with exactly one in the mail catcher, ${caught.filter((n) => n > 1).length} with more, ${caught.filter((n) => n === 0).length} with none; ${mail.sent} sent by Medusa's notifications; ${mail.copies} copies in the catcher (${mail.copies - caught.length} sent again after their process died, each as the same message)`,
      }
    })

    await check(
      `SMTP stopped during an order: the order is made, its confirmation arrives once the mail catcher is back (≤ ${SMTP_BACK_WITHIN_MS / 60_000} min), exactly once`,
      async () => {
        const { smtpAway, orderNumber, orderMs, failedSend, downMs, arrivedMs, caught, subjects, notification } = await mail.orderWhileSmtpDown(
          s,
          s.storefrontUrls[0]!,
          SMTP_BACK_WITHIN_MS
        )
        return {
          ok: smtpAway && arrivedMs !== undefined && caught === 1 && notification?.status === "success",
          detail:
            `mail catcher ${smtpAway ? "stopped" : "STILL ANSWERING"}; order ${orderNumber} made ${seconds(orderMs)} after payment while it was away, its confirmation's send failed ` +
            `(attempt ${failedSend.attempts}: "${failedSend.lastError?.split("\n").pop() ?? "no error recorded"}"); catcher back after ${seconds(downMs)}; ` +
            `confirmation ${arrivedMs === undefined ? "NOT ARRIVED" : `arrived ${seconds(arrivedMs)} (${(arrivedMs / 60_000).toFixed(1)} min) after it was back`}; ` +
            `${caught} in the catcher a minute later (${subjects.map((subject) => `"${subject}"`).join(", ") || "none"}); notification ${notification?.status ?? "missing"} after ${notification?.attempts ?? 0} attempts`,
        }
      }
    )

    await check(
      'an order shipped through the admin API: the "shipped" e-mail and the shopper\'s order page (storefronts and Varnish, never cached) show the tracking number',
      async () => {
        const { orderNumber, trackingNumber, pagePath, shippedMailMs, mailHasTracking, shippedMails, seen, parcels } = await mail.shipmentThroughAdmin(s, s.storefrontUrls[1]!)
        const viaVarnish = seen.filter((answer) => answer.base === s.varnishUrl)
        const shown = seen.filter((answer) => answer.status === 200 && answer.tracking)
        const notKept = seen.filter((answer) => /\bprivate\b/.test(answer.cacheControl) && /\bno-store\b/.test(answer.cacheControl))
        const parcel = parcels.find((each) => each.tracking_number === trackingNumber)
        return {
          ok:
            mailHasTracking &&
            shippedMails === 1 &&
            shown.length === seen.length &&
            notKept.length === seen.length &&
            viaVarnish.every((answer) => answer.cache === "MISS") &&
            parcel !== undefined,
          detail:
            `order ${orderNumber} (German) shipped with ${trackingNumber}: its "shipped" e-mail in the catcher ${seconds(shippedMailMs)} after, ${mailHasTracking ? "with the number and the tracking link" : "WITHOUT the number or the link"} (${shippedMails} sent); ` +
            `${pagePath.replace(/[A-Za-z0-9_-]{20,}$/, "{token}")} and its JSON on both instances and through Varnish, each asked twice: ${shown.length}/${seen.length} 200 with the tracking number ` +
            `(JSON: ${parcel ? `carrier ${parcel.carrier}, ${parcel.tracking_url ? "tracking link" : "NO tracking link"}` : "NO shipment"}), ` +
            `${notKept.length}/${seen.length} "private, no-store"; through Varnish X-Cache ${viaVarnish.map((answer) => answer.cache).join(", ")}`,
        }
      }
    )

    await check("commerce stopped: both storefronts serve the catalogue, checkout answers 503", async () => {
      await drill.catalogueStatuses(s) // warm
      await s.commerceServer().stop()
      const statuses = await drill.catalogueStatuses(s)
      const checkout = await drill.checkoutWhileCommerceAway(s.storefrontUrls[0]!)
      await s.startCommerceServer()
      const served = statuses.filter((status) => status === 200).length
      return {
        ok: served === statuses.length && checkout.status === 503 && checkout.error.length > 0,
        detail: `${served}/${statuses.length} catalogue answers 200; checkout ${checkout.status} "${checkout.error}"; commerce back`,
      }
    })

    await check("Redis stopped: storefronts serve, commerce reports unready; back when Redis is", async () => {
      await s.redis.stop()
      const statuses = await drill.catalogueStatuses(s)
      const away = await fetch(`${s.commerceUrl}/readyz`)
      await s.redis.start()
      const back = await drill.waitForReady(s.commerceUrl)
      const served = statuses.filter((status) => status === 200).length
      const journey = await drill.checkoutJourney(s, s.storefrontUrls[1]!)
      return {
        ok: served === statuses.length && away.status === 503 && back,
        detail: `${served}/${statuses.length} catalogue answers 200; commerce /readyz ${away.status} while away, 200 after; a checkout after it: order in ${seconds(journey.orderMs)}`,
      }
    })

    await check(`load: ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s of mixed traffic on both storefronts`, async () => {
      const load = await mixedLoad(s.storefrontUrls, LOAD_CONNECTIONS, LOAD_SECONDS)
      return { ok: load.errors === 0 && load.non2xx === 0, detail: load.summary }
    })

    await check(`load through Varnish: ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s of the same traffic`, async () => {
      const before = await throughVarnish.varnishCounters(s.varnish.workDir)
      const load = await mixedLoad([s.varnishUrl], LOAD_CONNECTIONS, LOAD_SECONDS)
      const after = await throughVarnish.varnishCounters(s.varnish.workDir)
      const [hit, miss, hitmiss, pass] = [after.hit - before.hit, after.miss - before.miss, after.hitmiss - before.hitmiss, after.pass - before.pass]
      return { ok: load.errors === 0 && load.non2xx === 0, detail: `${load.summary}; Varnish: ${hit} hits, ${miss} misses (${hitmiss} of them hit-for-miss), ${pass} passed` }
    })

    await check(`Varnish stopped: the storefronts serve directly, and an admin edit reaches them within ${ADMIN_EDIT_WITHIN_MS / 1000} s while their purges fail`, () =>
      throughVarnish.storefrontsWithoutVarnish(s, ADMIN_EDIT_WITHIN_MS)
    )

    await check("everything restarted on the same data: no order, product edit or content edit lost", async () => {
      await drill.publishContentEdit(s, `How long does delivery take? (edited ${Date.now()})`)
      const state = async () => ({
        orders: await drill.orderCount(s.databaseUrl),
        title: await drill.currentTitle(s),
        faq: await drill.faqQuestion(s),
        messages: await drill.contactMessages(s),
      })
      const before = await state()
      await s.restartAll()
      const after = await state()
      const same = before.orders === after.orders && before.title === after.title && before.faq.cms === after.faq.cms && after.faq.storefront && before.messages === after.messages
      return {
        ok: same,
        detail:
          `orders ${before.orders} → ${after.orders}, product title "${before.title}" → "${after.title}", FAQ question "${before.faq.cms}" → "${after.faq.cms}" ` +
          `(served: ${after.faq.storefront}), contact messages ${before.messages} → ${after.messages}`,
      }
    })
    // Investigation aid: keep the stack up after the checks until Ctrl-C.
    if (process.env.PRODUCTION_CHECK_HOLD) await new Promise((resolve) => process.once("SIGINT", resolve))
  } catch (error) {
    results.push({ check: "production stack", ok: false, detail: error instanceof Error ? error.message : String(error) })
  } finally {
    await stack?.stop()
    await rm(folder, { recursive: true, force: true })
    log(`stopped everything it started; removed ${folder}`)
  }
  summary()
}

function summary() {
  console.log("\nproduction check summary")
  for (const result of results) console.log(`  ${result.ok ? "✔" : "✖"} ${result.check}\n      ${result.detail}`)
  const failed = results.filter((result) => !result.ok).length
  console.log(`${results.length - failed} passed, ${failed} failed`)
  process.exit(failed ? 1 : 0)
}

process.chdir(ROOT)
await main()
