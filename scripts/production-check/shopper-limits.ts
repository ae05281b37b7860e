/**
 * The per-address limits behind the shared cache: shoppers on addresses of their own (shoppers.ts) post
 * through Varnish, which appends each one's address to X-Forwarded-For; the storefronts trust Varnish
 * (TRUSTED_PROXIES=127.0.0.1) and count each shopper apart, on both instances together through Redis. A
 * shopper who forges X-Forwarded-For gains nothing, through Varnish or straight to a storefront.
 */
import { execFile } from "node:child_process"
import { promisify } from "node:util"
import { composeEnvironments, productionGuideDotEnv } from "../lib/compose.js"
import { STOREFRONT_DIR } from "../lib/paths.js"
import { run } from "../lib/processes.js"
import { STOREFRONT_SERVER } from "../lib/storefront.js"
import { PORTS, type ProductionStack } from "./stack.js"
import { postJsonFrom, shopperAddress } from "./shoppers.js"

const CHECKOUT_LIMIT = 10
const CONTACT_LIMIT = 5

/** The statuses of `count` POSTs of `body` to `path` through Varnish from `address` (in turn, so in the order counted). */
async function postsThroughVarnish(
  stack: ProductionStack,
  address: string,
  path: string,
  count: number,
  body: (i: number) => unknown,
  headers: (i: number) => Record<string, string> = () => ({})
) {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) {
    const response = await postJsonFrom(address, stack.varnishUrl + path, body(i), headers(i))
    await response.arrayBuffer()
    statuses.push(response.status)
  }
  return statuses
}

/** The limits' counters in Redis (one per limit and address) whose key ends with one of `addresses`. */
async function counters(addresses: string[]): Promise<string[]> {
  const redis = (...args: string[]) => promisify(execFile)("redis-cli", ["-p", String(PORTS.redis), ...args]).then(({ stdout }) => stdout.trim())
  const endsWithAddress = (key: string, address: string) => key.endsWith(address) && !/[\d.]/.test(key.charAt(key.length - address.length - 1))
  const keys = (await redis("--scan", "--pattern", "shop:rate-limit:*")).split("\n").filter((key) => addresses.some((address) => endsWithAddress(key, address)))
  return Promise.all(keys.sort().map(async (key) => `${key} = ${await redis("GET", key)}`))
}

const summary = (statuses: number[]) => {
  const runs: string[] = []
  for (let i = 0; i < statuses.length;) {
    let j = i
    while (j < statuses.length && statuses[j] === statuses[i]) j++
    runs.push(`${statuses[i]} ×${j - i}`)
    i = j
  }
  return runs.join(", ")
}

const expected = (allowed: number, okStatus: number) => [...Array.from({ length: allowed }, () => okStatus), 429]

export async function limitsPerShopperThroughVarnish(stack: ProductionStack): Promise<{ ok: boolean; detail: string }> {
  const [ada, bob, eve] = [shopperAddress(0), shopperAddress(1), shopperAddress(2)]
  const buyNow = { productId: 1, quantity: 1, language: "en" }
  // Ada writes a different X-Forwarded-For each time, as someone would to look like many shoppers.
  const forged = (i: number) => ({ "x-forwarded-for": `198.51.100.${i + 1}` })
  const checkouts = {
    ada: await postsThroughVarnish(stack, ada, "/api/create-checkout-session", CHECKOUT_LIMIT + 1, () => buyNow, forged),
    bob: await postsThroughVarnish(stack, bob, "/api/create-checkout-session", CHECKOUT_LIMIT + 1, () => buyNow),
  }
  const message = (who: string) => (i: number) => ({ name: who, email: `${who.toLowerCase()}@shop.local`, subject: "Per shopper", message: `Message ${i + 1} through Varnish.` })
  const contacts = {
    ada: await postsThroughVarnish(stack, ada, "/api/contact", CONTACT_LIMIT + 1, message("Ada")),
    bob: await postsThroughVarnish(stack, bob, "/api/contact", CONTACT_LIMIT + 1, message("Bob")),
  }
  // Straight to a storefront, not through Varnish: Eve's peer address is not a trusted proxy, her header is ignored.
  const direct = await postJsonFrom(eve, `${stack.storefrontUrls[0]}/api/checkout`, {}, { "x-forwarded-for": "203.0.113.99" })
  await direct.arrayBuffer()
  const kept = await counters([ada, bob, eve, "198.51.100.1", "203.0.113.99"])
  const forgedKept = kept.filter((line) => /198\.51\.100\.|203\.0\.113\./.test(line))
  const ok =
    JSON.stringify(checkouts.ada) === JSON.stringify(expected(CHECKOUT_LIMIT, 200)) &&
    JSON.stringify(checkouts.bob) === JSON.stringify(expected(CHECKOUT_LIMIT, 200)) &&
    JSON.stringify(contacts.ada) === JSON.stringify(expected(CONTACT_LIMIT, 201)) &&
    JSON.stringify(contacts.bob) === JSON.stringify(expected(CONTACT_LIMIT, 201)) &&
    direct.status === 400 &&
    forgedKept.length === 0 &&
    kept.some((line) => line.endsWith(`${eve} = 1`))
  return {
    ok,
    detail:
      `checkout sessions through Varnish: Ada (${ada}, a forged X-Forwarded-For each time) ${summary(checkouts.ada)}, Bob (${bob}) ${summary(checkouts.bob)}; ` +
      `contact messages: Ada ${summary(contacts.ada)}, Bob ${summary(contacts.bob)}; Eve (${eve}) straight to a storefront with a forged header: ${direct.status}; ` +
      `Redis counters: ${kept.join(", ") || "none"}${forgedKept.length ? " (FORGED ADDRESSES COUNTED)" : ""}`,
  }
}

/**
 * Without TRUSTED_PROXIES behind a proxy every shopper is the proxy: no start is allowed that way. docker-compose.yml
 * with the production guide's first .env (docs/production.md) but TRUSTED_PROXIES (interpolated as Compose does: no
 * Docker engine here), and a storefront started exactly as this stack's but without it, both refuse, naming the
 * setting and its usual value.
 */
export async function trustedProxiesRequired(stack: ProductionStack): Promise<{ ok: boolean; detail: string }> {
  const guideEnv = productionGuideDotEnv()
  const { TRUSTED_PROXIES: composeProxies, ...withoutProxies } = guideEnv
  const composeRefusal = refusalOf(() => composeEnvironments(withoutProxies))
  const composeGives = composeEnvironments(guideEnv).storefront?.TRUSTED_PROXIES

  const output: string[] = []
  const started = performance.now()
  const storefrontRefusal = await run(STOREFRONT_SERVER.command, STOREFRONT_SERVER.args, {
    cwd: STOREFRONT_DIR,
    env: { ...stack.storefrontEnv(PORTS.untrustingStorefront), TRUSTED_PROXIES: "" },
    label: "storefront without TRUSTED_PROXIES",
    quiet: true,
    onLine: (line) => void output.push(line),
  }).then(
    () => undefined,
    () => output.find((line) => line.includes("TRUSTED_PROXIES")) ?? output.join(" ")
  )
  const ok =
    composeGives === composeProxies &&
    /TRUSTED_PROXIES[\s\S]*172\.18\.0\.1/.test(composeRefusal ?? "") &&
    /TRUSTED_PROXIES is not set[\s\S]*usually 127\.0\.0\.1/.test(storefrontRefusal ?? "")
  return {
    ok,
    detail:
      `compose with the production guide's .env: the storefront trusts ${composeGives}; without TRUSTED_PROXIES: ${composeRefusal ? `"${composeRefusal}"` : "STARTED"}; ` +
      `a storefront as this stack's without it: ${storefrontRefusal ? `exited in ${Math.round(performance.now() - started)} ms: "${storefrontRefusal.trim()}"` : "STARTED"}`,
  }
}

const refusalOf = (action: () => unknown): string | undefined => {
  try {
    action()
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}
