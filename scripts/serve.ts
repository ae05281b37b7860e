/**
 * `npm run serve`: the built shop (after `npm run build`) as production runs it, on services you provide:
 * commerce from its build (.medusa/server, `medusa start`) and the compiled storefront server
 * (storefront/build/main.js), both with NODE_ENV=production, so both refuse missing or default secrets.
 * Settings come from the environment (.env.example lists them; DATABASE_URL, JWT_SECRET, COOKIE_SECRET, ORDER_LINK_SECRET,
 * STOREFRONT_SECRET (both parts), STRIPE_*, MEDUSA_PUBLISHABLE_KEY, ... and REDIS_URL for Medusa's Redis modules). SERVE=storefront or
 * SERVE=commerce runs one part; MEDUSA_WORKER_MODE=server|worker splits commerce as Medusa does.
 * Nothing embedded is started: that is `npm start`.
 */
import { existsSync } from "node:fs"
import path from "node:path"
import { COMMERCE_BUILD_DIR, MEDUSA_BIN, STOREFRONT_DIR } from "./lib/paths.js"
import { startService, type Service } from "./lib/processes.js"
import { STOREFRONT_SERVER } from "./lib/storefront.js"

const parts = (process.env.SERVE ?? "commerce,storefront").split(",").map((part) => part.trim())
const env = { NODE_ENV: "production" }
const services: Service[] = []

for (const [part, built] of [
  ["commerce", path.join(COMMERCE_BUILD_DIR, "medusa-config.js")],
  ["storefront", STOREFRONT_SERVER.script],
] as const) {
  if (parts.includes(part) && !existsSync(built)) {
    console.error(`${part} is not built (${built} is missing): run npm run build first.`)
    process.exit(1)
  }
}

if (parts.includes("commerce")) services.push(startService(MEDUSA_BIN, ["start"], { cwd: COMMERCE_BUILD_DIR, env, label: "commerce" }))
if (parts.includes("storefront")) services.push(startService(STOREFRONT_SERVER.command, STOREFRONT_SERVER.args, { cwd: STOREFRONT_DIR, env, label: "storefront" }))

let stopping = false
async function stop(code: number) {
  if (stopping) return
  stopping = true
  // Each part drains its requests on SIGTERM (graceful shutdown).
  await Promise.all(services.map((service) => service.stop()))
  process.exit(code)
}
process.on("SIGINT", () => void stop(0))
process.on("SIGTERM", () => void stop(0))
for (const service of services) {
  void service.exited.then((code) => {
    if (stopping) return
    console.error(`${service.label} exited (${code}); stopping`)
    void stop(code || 1)
  })
}
