/**
 * Drills through Varnish (the repository's VCL in front of both storefronts): copies served by Varnish, an
 * admin rename and an editor's publish reaching shoppers through it (the storefronts purge by cache tag, on
 * Varnish's purge listener; a BAN on its public listener is refused), per-visitor answers and cookies never
 * shared, and the storefronts on their own while Varnish is away.
 */
import { execFile } from "node:child_process"
import http from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { promisify } from "node:util"
import { startVarnishd } from "@shop/storefront/varnishd"
import { catalogueStatuses, merchandiser, sleep, waitFor } from "./drills.js"
import { PORTS, type ProductionStack } from "./stack.js"

/** What a shopper's request through Varnish got (or a storefront's, given its base URL). */
export interface Seen {
  path: string
  status: number
  cache: string
  age: number
  cacheControl: string
  setCookie: boolean
  surrogateKey: boolean
  body: string
  ms: number
}

export async function ask(baseUrl: string, path: string, init: RequestInit = {}): Promise<Seen> {
  const started = performance.now()
  const response = await fetch(baseUrl + path, { ...init, signal: AbortSignal.timeout(10_000) })
  const body = await response.text()
  const header = (name: string) => response.headers.get(name) ?? ""
  return {
    path,
    status: response.status,
    cache: header("x-cache") || "-",
    age: Number(header("age") || 0),
    cacheControl: header("cache-control"),
    setCookie: response.headers.has("set-cookie"),
    surrogateKey: response.headers.has("surrogate-key"),
    body,
    ms: performance.now() - started,
  }
}

const describe = (seen: Seen) => `${seen.path} ${seen.status} X-Cache ${seen.cache}, Age ${seen.age}, Cache-Control "${seen.cacheControl}"`

/** Asks each path through Varnish until it is a HIT (at most three times); whether every one became one. */
async function warm(stack: ProductionStack, paths: readonly string[]): Promise<boolean> {
  let all = true
  for (const path of paths) {
    let hit = false
    for (let attempt = 0; attempt < 3 && !hit; attempt++) hit = (await ask(stack.varnishUrl, path)).cache === "HIT"
    all &&= hit
  }
  return all
}

/** How long until every path, asked through Varnish, shows `text`; fails past `timeoutMs`. */
async function shownThroughVarnish(stack: ProductionStack, paths: readonly string[], text: string, since: number, timeoutMs: number): Promise<number[]> {
  return Promise.all(
    paths.map(async (path) => {
      await waitFor(`"${text}" on ${path} through Varnish`, timeoutMs, async () => ((await ask(stack.varnishUrl, path)).body.includes(text) ? true : undefined))
      return Date.now() - since
    })
  )
}

const HIT_PATHS = ["/de/product/12", "/api/products/12"]

/** (a) A product page and a JSON call asked twice through Varnish, a second apart: the second from Varnish. */
export async function varnishServesHits(stack: ProductionStack): Promise<{ ok: boolean; detail: string }> {
  const repeats: Seen[] = []
  for (const path of HIT_PATHS) {
    await ask(stack.varnishUrl, path)
    await sleep(1_100)
    repeats.push(await ask(stack.varnishUrl, path))
  }
  const leaks = repeats.filter((seen) => seen.surrogateKey).map((seen) => seen.path)
  return {
    ok: repeats.every((seen) => seen.status === 200 && seen.cache === "HIT" && seen.age >= 1) && !leaks.length,
    detail: `repeat GETs: ${repeats.map(describe).join("; ")}${leaks.length ? `; Surrogate-Key reached the client on ${leaks.join(", ")}` : "; no Surrogate-Key reaches the client"}`,
  }
}

const RENAMED_ITEM = 31
const RENAMED_PATHS = [`/en/product/${RENAMED_ITEM}`, `/api/products/${RENAMED_ITEM}`]

/** (b) A product renamed in the admin: how long until its page and JSON show it through Varnish (copies kept first). */
export async function adminRenameThroughVarnish(stack: ProductionStack, withinMs: number): Promise<{ ok: boolean; detail: string }> {
  const admin = await merchandiser(stack)
  const product = await admin.productByItemId(RENAMED_ITEM)
  const keptBefore = await warm(stack, RENAMED_PATHS)
  const title = `Varnish check ${Date.now()}`
  const editedAt = Date.now()
  await admin.updateProduct(product.id, { title })
  const ms = await shownThroughVarnish(stack, RENAMED_PATHS, title, editedAt, 30_000)
  const keptAgain = await warm(stack, RENAMED_PATHS)
  return {
    ok: keptBefore && ms.every((each) => each <= withinMs),
    detail:
      `${RENAMED_PATHS.map((path, i) => `${path} ${(ms[i]! / 1000).toFixed(1)} s`).join(", ")} after the edit; ` +
      `both ${keptBefore ? "were HITs" : "were NOT kept by Varnish"} before it, ${keptAgain ? "HITs again" : "not kept"} after`,
  }
}

/** What Varnish's public listener answers a BAN with: refused, whoever asks. */
const PUBLIC_BAN_REFUSAL = "BAN is taken only on the purge listener"

/**
 * (b2) `BAN` of every tagged copy sent to Varnish's public listener from 127.0.0.1, as any shopper's request
 * arrives behind a TLS terminator on the Varnish host: refused (403), and kept pages are still HITs. The
 * storefronts' own BANs go to the purge listener (PURGE_VARNISH_URLS) and still work: an admin rename reaches
 * shoppers through Varnish within `withinMs` (drill b again), each storefront's /health counting them
 * delivered and none failed.
 */
export async function publicBanRefused(stack: ProductionStack, withinMs: number): Promise<{ ok: boolean; detail: string }> {
  const keptBefore = await warm(stack, HIT_PATHS)
  const refused: Seen[] = []
  for (const tags of ["*", "product:* cms:* html"]) refused.push(await ask(stack.varnishUrl, "/", { method: "BAN", headers: { "surrogate-key": tags } }))
  const kept = await Promise.all(HIT_PATHS.map((path) => ask(stack.varnishUrl, path)))
  const purgesBefore = await purgeStats(stack)
  const rename = await adminRenameThroughVarnish(stack, withinMs)
  const purgesAfter = await purgeStats(stack)
  const storefrontPurges = purgesAfter.map((after, i) => {
    const before = purgesBefore[i]
    return after && before ? { delivered: after.delivered - before.delivered, failed: after.failedAttempts - before.failedAttempts } : undefined
  })
  const allRefused = refused.every((seen) => seen.status === 403 && seen.body.trim() === PUBLIC_BAN_REFUSAL)
  return {
    ok: keptBefore && allRefused && kept.every((seen) => seen.cache === "HIT") && rename.ok && storefrontPurges.every((each) => each && each.delivered > 0 && each.failed === 0),
    detail:
      `BAN of "*" and of "product:* cms:* html" from 127.0.0.1 on the public listener: ${refused.map((seen) => `${seen.status} "${seen.body.trim()}"`).join(" and ")}; ` +
      `${kept.map((seen) => `${seen.path} ${seen.cache} (Age ${seen.age})`).join(", ")} after them${keptBefore ? "" : " (NOT kept before them)"}; ` +
      `the storefronts' own BANs on the purge listener (${stack.varnishPurgeUrl}, PURGE_VARNISH_URLS): an admin rename ${rename.detail}; ` +
      `their /health: ${storefrontPurges.map((each) => (each ? `${each.delivered} delivered, ${each.failed} failed` : "NOT COUNTED")).join(" and ")}`,
  }
}

const FAQ_DOCUMENT = "faq-04-de"
const FAQ_PATHS = ["/de/faq", "/api/faq?lang=de"]

/**
 * (c) An editor's publish of a German FAQ question, made with the Studio's document actions: the draft must
 * not reach shoppers through Varnish (watched for 3 s), the publish must within `withinMs`.
 */
export async function editorPublishThroughVarnish(stack: ProductionStack, withinMs: number): Promise<{ ok: boolean; detail: string }> {
  const current = await stack.contentQuery<{ question: string; _rev: string }>(`*[_id == "${FAQ_DOCUMENT}"][0]{question, _rev}`)
  const question = `${current.question} Varnish ${Date.now()}`
  const keptBefore = await warm(stack, FAQ_PATHS)
  await stack.contentActions([{ actionType: "sanity.action.document.edit", draftId: `drafts.${FAQ_DOCUMENT}`, publishedId: FAQ_DOCUMENT, patch: { set: { question } } }])
  let draftSeen: string | undefined
  for (const deadline = Date.now() + 3_000; Date.now() < deadline && !draftSeen; await sleep(200)) {
    for (const path of FAQ_PATHS) if ((await ask(stack.varnishUrl, path)).body.includes(question)) draftSeen = path
  }
  await stack.contentActions([{ actionType: "sanity.action.document.publish", draftId: `drafts.${FAQ_DOCUMENT}`, publishedId: FAQ_DOCUMENT, ifPublishedRevisionId: current._rev }])
  const publishedAt = Date.now()
  const ms = await shownThroughVarnish(stack, FAQ_PATHS, question, publishedAt, 30_000)
  return {
    ok: keptBefore && !draftSeen && ms.every((each) => each <= withinMs),
    detail:
      `draft ${draftSeen ? `SEEN on ${draftSeen}` : "not seen in 3 s"}; published: ${FAQ_PATHS.map((path, i) => `${path} ${(ms[i]! / 1000).toFixed(1)} s`).join(", ")}; ` +
      `both ${keptBefore ? "were HITs" : "were NOT kept by Varnish"} before`,
  }
}

const PER_VISITOR: { path: string; init?: RequestInit }[] = [
  { path: "/de/search?q=watch" },
  { path: "/de/checkout/success?session_id=cs_test_production_check" },
  { path: "/en/checkout/cancel" },
  { path: "/api/orders/by-session/cs_test_production_check" },
  { path: "/api/checkout", init: { method: "POST", headers: { "content-type": "application/json" }, body: "{}" } },
]

/**
 * (d) Per-visitor answers asked twice through Varnish: never a HIT, and marked private/no-store by the
 * storefront (so no other shared cache keeps them either). Then Set-Cookie: the storefront sets no cookie, so
 * the VCL's rule is shown on a stand-in origin that does, behind a second varnishd with the same VCL.
 */
export async function perVisitorNeverShared(stack: ProductionStack, folder: string): Promise<{ ok: boolean; detail: string }> {
  const seconds: Seen[] = []
  for (const { path, init } of PER_VISITOR) {
    await ask(stack.varnishUrl, path, init)
    seconds.push(await ask(stack.varnishUrl, path, init))
  }
  const hits = seconds.filter((seen) => seen.cache === "HIT").map((seen) => seen.path)
  const unmarked = seconds.filter((seen) => !/private|no-store/.test(seen.cacheControl)).map((seen) => `${seen.path} ("${seen.cacheControl}")`)
  const storefrontCookies = [...seconds, ...(await Promise.all(HIT_PATHS.map((path) => ask(stack.varnishUrl, path))))].filter((seen) => seen.setCookie)
  const cookie = await setCookieNeverShared(folder)
  return {
    ok: !hits.length && !unmarked.length && !storefrontCookies.length && cookie.ok,
    detail:
      `${seconds.length} per-visitor answers asked twice: ${hits.length ? `HIT on ${hits.join(", ")}` : "no HIT"}; ` +
      `${unmarked.length ? `not private/no-store: ${unmarked.join(", ")}` : "all private/no-store"}; ` +
      `the storefront set ${storefrontCookies.length ? `a cookie on ${storefrontCookies.map((seen) => seen.path).join(", ")}` : "no cookie"}; ${cookie.detail}`,
  }
}

/** The VCL's Set-Cookie rule, on a stand-in origin (the storefront sets none) behind a second varnishd. */
async function setCookieNeverShared(folder: string): Promise<{ ok: boolean; detail: string }> {
  const made = { cookie: 0, plain: 0 }
  const origin = http.createServer((request, response) => {
    if (request.url === "/healthz") return response.end("ok")
    const withCookie = request.url === "/with-cookie"
    made[withCookie ? "cookie" : "plain"]++
    const headers: http.OutgoingHttpHeaders = { "cache-control": "public, max-age=0, s-maxage=600", "surrogate-key": "html" }
    if (withCookie) headers["set-cookie"] = "visitor=1; Path=/; HttpOnly"
    response.writeHead(200, headers).end("a page")
  })
  await new Promise<void>((resolve) => origin.listen(0, "127.0.0.1", resolve))
  const varnish = await startVarnishd({
    folder: path.join(folder, "cookie-varnish"),
    port: PORTS.cookieVarnish,
    purgePort: PORTS.cookieVarnishPurge,
    instances: [`127.0.0.1:${(origin.address() as AddressInfo).port}`],
  })
  try {
    const withCookie: Seen[] = []
    for (let i = 0; i < 3; i++) withCookie.push(await ask(varnish.url, "/with-cookie"))
    const plain = [await ask(varnish.url, "/without-cookie"), await ask(varnish.url, "/without-cookie")]
    const ok = withCookie.every((seen) => seen.cache === "MISS" && seen.setCookie) && made.cookie === 3 && plain[1]!.cache === "HIT"
    return {
      ok,
      detail:
        `Set-Cookie, shown on a stand-in origin behind a second varnishd with the same VCL: an s-maxage=600 answer with a cookie ` +
        `${withCookie.map((seen) => seen.cache).join(", ")} (origin asked ${made.cookie} times, the cookie passed to each visitor), ` +
        `the same answer without it ${plain.map((seen) => seen.cache).join(", ")}`,
    }
  } finally {
    await varnish.stop()
    await new Promise((resolve) => origin.close(resolve))
  }
}

/**
 * Varnish's counters (varnishstat), to tell how a load was served: hits, of them `staleHit` served stale while
 * refreshed; misses, of them `hitmiss` for a URL whose last answer was not to be kept (the VCL then sends its
 * requests on, each alone, for 2 minutes or until an answer may be kept); requests passed; requests to the
 * storefronts (misses, refreshes and passes) and the connections opened for them; copies evicted to make room
 * (its storage is 64 MB); fetches from the storefronts that failed, of them `unhealthy` not tried because no
 * storefront passed its probe (a 503).
 */
export async function varnishCounters(workDir: string): Promise<{
  hit: number
  staleHit: number
  miss: number
  hitmiss: number
  pass: number
  backendRequests: number
  backendConnections: number
  nuked: number
  fetchFailed: number
  unhealthy: number
}> {
  const { stdout } = await promisify(execFile)("varnishstat", ["-n", workDir, "-1", "-j"], { env: { ...process.env, PATH: `${process.env.PATH}:/usr/bin:/usr/sbin` } })
  const parsed = JSON.parse(stdout) as { counters?: Record<string, { value: number }> } & Record<string, { value: number }>
  const counters = parsed.counters ?? parsed
  const value = (name: string) => counters[name]?.value ?? 0
  return {
    hit: value("MAIN.cache_hit"),
    staleHit: value("MAIN.cache_hit_grace"),
    miss: value("MAIN.cache_miss"),
    hitmiss: value("MAIN.cache_hitmiss"),
    pass: value("MAIN.s_pass"),
    backendRequests: value("MAIN.backend_req"),
    backendConnections: value("MAIN.backend_conn"),
    nuked: value("MAIN.n_lru_nuked"),
    fetchFailed: value("MAIN.fetch_failed"),
    unhealthy: value("MAIN.backend_unhealthy"),
  }
}

type PurgeStats = { delivered: number; failedAttempts: number; givenUp: number }

/** Each storefront's purge counters, from its /health (the details need its HEALTH_TOKEN). */
const purgeStats = (stack: ProductionStack) =>
  Promise.all(stack.storefrontUrls.map(async (url) => (JSON.parse((await ask(url, "/health", { headers: stack.storefrontHealthHeaders })).body) as { purges?: PurgeStats }).purges))

/**
 * (f) Varnish stopped: both storefronts serve directly, and an admin rename still reaches them within
 * `withinMs` while their purges of the stopped Varnish fail, are retried and given up (their /health
 * counts them); each storefront answers every request of the next 10 s quickly. Varnish is started again
 * (empty) afterwards.
 */
export async function storefrontsWithoutVarnish(stack: ProductionStack, withinMs: number): Promise<{ ok: boolean; detail: string }> {
  const purgesBefore = await purgeStats(stack)
  await stack.varnish.stop()
  const varnishAway = await ask(stack.varnishUrl, "/healthz").then(
    () => false,
    () => true
  )
  const statuses = await catalogueStatuses(stack)
  const admin = await merchandiser(stack)
  const product = await admin.productByItemId(RENAMED_ITEM)
  const title = `Without Varnish ${Date.now()}`
  const editedAt = Date.now()
  await admin.updateProduct(product.id, { title })
  const slowest: number[] = stack.storefrontUrls.map(() => 0)
  const failures: string[] = []
  const watch = Promise.all(
    stack.storefrontUrls.map(async (url, i) => {
      while (Date.now() - editedAt < 10_000) {
        const seen = await ask(url, "/api/products/1").catch((error: Error) => ({ status: 0, ms: 10_000, path: error.message }))
        if (seen.status !== 200) failures.push(`${url}: ${seen.status} ${seen.path}`)
        slowest[i] = Math.max(slowest[i]!, seen.ms)
        await sleep(100)
      }
    })
  )
  const shownMs = await Promise.all(
    stack.storefrontUrls.map(async (url) => {
      await waitFor(`the new title on ${url}`, 30_000, async () => ((await ask(url, `/api/products/${RENAMED_ITEM}`)).body.includes(title) ? true : undefined))
      return Date.now() - editedAt
    })
  )
  await watch
  const purgesAfter = await purgeStats(stack)
  const purgeFailures = purgesAfter.map((after, i) => {
    const before = purgesBefore[i]
    return after && before ? { failed: after.failedAttempts - before.failedAttempts, givenUp: after.givenUp - before.givenUp } : undefined
  })
  await stack.varnish.start()
  const back = await ask(stack.varnishUrl, `/api/products/${RENAMED_ITEM}`)
  const served = statuses.filter((status) => status === 200).length
  return {
    ok:
      varnishAway &&
      served === statuses.length &&
      shownMs.every((ms) => ms <= withinMs) &&
      purgeFailures.every((each) => each && each.failed > 0) &&
      !failures.length &&
      slowest.every((ms) => ms < 1_000) &&
      back.body.includes(title),
    detail:
      `Varnish ${varnishAway ? "stopped" : "STILL ANSWERING"}; ${served}/${statuses.length} catalogue answers 200 from the storefronts directly; ` +
      `a rename seen on them after ${shownMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(" and ")}; ` +
      `their purges of Varnish meanwhile: ${purgeFailures.map((each) => (each ? `${each.failed} failed attempts, ${each.givenUp} given up` : "NOT COUNTED in /health")).join(" and ")}; ` +
      `in the 10 s after the edit each answered every request (${failures.length} failures), slowest ${slowest.map((ms) => `${Math.round(ms)} ms`).join(" and ")}; ` +
      `Varnish started again: ${back.status} ${back.body.includes(title) ? "with the new title" : "WITHOUT the new title"}`,
  }
}
