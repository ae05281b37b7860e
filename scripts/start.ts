/**
 * `npm start`: the whole shop on embedded defaults (see scripts/lib/shop.ts), with its URLs and the local
 * admin login printed. Ctrl-C stops everything in order; all data stays in .data/ for the next start.
 */
import { startShop, type RunningShop } from "./lib/shop.js"

const started = performance.now()
/** Each step's line with the seconds since `npm start` began, so a slow step shows itself. */
const log = (line: string) => console.log(`▸ ${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s  ${line}`)
let shop: RunningShop | undefined
let stopping = false

async function shutdown(code: number) {
  if (stopping) return
  stopping = true
  log("stopping…")
  await shop?.stop()
  log("stopped; data kept in .data/")
  process.exit(code)
}
process.on("SIGINT", () => void shutdown(0))
process.on("SIGTERM", () => void shutdown(0))

async function main() {
  const started = Date.now()
  shop = await startShop(log, {
    // One part dying on its own takes the shop down with a clear line, rather than half a shop; except the
    // content API, whose absence the storefront is built to survive (it serves its last good copy).
    onExit(service, code) {
      if (stopping) return
      if (service === shop?.contentService) {
        log(`${service.label} exited (${code}); the shop keeps serving its last good copy of the content (restart npm start to edit again)`)
        return
      }
      log(`${service.label} exited (${code}); stopping`)
      void shutdown(1)
    },
  })
  console.log(`
  The shop is up (ready in ${((Date.now() - started) / 1000).toFixed(1)} s):
    Storefront        ${shop.storefrontUrl}/
    Catalogue API     ${shop.storefrontUrl}/api/products?limit=24&offset=0
    Medusa admin      ${shop.commerceUrl}/app${shop.adminBuilding ? "  (being built in the background, about half a minute: Medusa then restarts with it, a line below says when)" : ""}
      e-mail          ${shop.admin.email}
      password        ${shop.admin.password}   (local only, kept in .data/admin-credentials.json)
    Medusa store API  ${shop.commerceUrl}/store/catalogue  (header x-publishable-api-key: ${shop.publishableKey})
    Payments          ${shop.payments}
    E-mail            ${shop.mail}
    SMS               ${shop.sms}
    Content           ${shop.content}${studioLines(shop.studio)}
    Logs              .data/logs/  (each part's own output: commerce.log, storefront.log, seed.log, …)
  Ctrl-C stops everything; data stays in .data/.
`)
}

function studioLines(studio: RunningShop["studio"]): string {
  if (!studio) return '\n    Sanity Studio     Sanity\'s hosted Studio for your project (see docs/production.md, "Content: a real Sanity project")'
  const building = studio.building ? "  (being built in the background, about a minute: a line below says when it is ready)" : ""
  return `\n    Sanity Studio     ${studio.url}${building}\n      first time      ${studio.firstTime}`
}

main().catch(async (error: unknown) => {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`)
  await shutdown(1)
})
