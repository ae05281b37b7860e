/**
 * The Varnish purger and varnish/default.vcl, against a real varnishd (Debian's `varnish`; missing, these
 * tests fail and say so) in front of a small origin that answers as the storefront does: Cache-Control for
 * shared caches, Surrogate-Key tags, per-visitor answers private. One varnishd for the file, on free ports
 * (its public listener and its purge listener), in a temporary folder, stopped afterwards.
 */
import assert from "node:assert/strict"
import { execFileSync } from "node:child_process"
import { mkdtemp, rm } from "node:fs/promises"
import http from "node:http"
import net, { type AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import { after, before, describe, test } from "node:test"
import { banHeaderValues, createVarnishPurger, type VarnishPurgerOptions } from "./varnish-purger.js"
import { startVarnishd, type RunningVarnishd } from "../../testing/varnishd.js"
import { freePort } from "../../testing/test-support.js"

const PUBLIC = "public, max-age=0, s-maxage=600, stale-while-revalidate=30, stale-if-error=86400"
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `probe` (every 50 ms, for up to 10 s) until it holds. */
async function waitUntil(what: string, probe: () => Promise<boolean>): Promise<void> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(50)) if (await probe()) return
  assert.fail(`${what}: not within 10 s`)
}

/** What the origin answers for a path; every answer's body counts how often the origin made it. */
interface Answer {
  cacheControl?: string
  tags?: string
  setCookie?: boolean
  status?: number
  /** Close the connection without answering (the storefront away mid-request). */
  drop?: boolean
}

async function listen(server: net.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return `127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** A stand-in for a storefront instance: answers by the `answers` table, counting what it made. */
function origin() {
  const answers = new Map<string, Answer>()
  const made = new Map<string, number>()
  const health = { ok: true }
  const server = http.createServer((request, response) => {
    const url = request.url ?? "/"
    if (url === "/healthz") return response.writeHead(health.ok ? 200 : 503).end()
    const answer = answers.get(url.split("?")[0]!) ?? { cacheControl: PUBLIC, tags: "html" }
    if (answer.drop) return request.socket.destroy()
    const count = (made.get(url) ?? 0) + 1
    made.set(url, count)
    const headers: http.OutgoingHttpHeaders = { "content-type": "text/plain", vary: "Accept-Encoding" }
    if (answer.cacheControl) headers["cache-control"] = answer.cacheControl
    if (answer.tags) headers["surrogate-key"] = answer.tags
    if (answer.setCookie) headers["set-cookie"] = "visitor=1; Path=/"
    response.writeHead(answer.status ?? 200, headers).end(`${url} #${count} cookie=${request.headers.cookie ?? ""} ae=${request.headers["accept-encoding"] ?? ""}`)
  })
  return { server, answers, made, health }
}

describe("varnish/default.vcl and the Varnish purger, on a real varnishd", () => {
  const shop = origin()
  let folder: string
  let varnish: RunningVarnishd
  const lines: string[] = []
  const purgerFor = (options: Partial<VarnishPurgerOptions> = {}) => createVarnishPurger({ urls: [varnish.purgeUrl], log: (line) => lines.push(line), ...options })

  before(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), "varnish-purger-test-"))
    const instance = await listen(shop.server)
    const port = await freePort()
    let purgePort = await freePort()
    while (purgePort === port) purgePort = await freePort()
    varnish = await startVarnishd({ folder, port, purgePort, instances: [instance] })
  })
  after(async () => {
    await varnish?.stop()
    await new Promise((resolve) => shop.server.close(resolve))
    await rm(folder, { recursive: true, force: true })
  })

  const get = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(varnish.url + url, init)
    return { status: response.status, headers: response.headers, cache: response.headers.get("x-cache"), body: await response.text() }
  }
  /** Asks each URL until Varnish holds it, so a test starts from copies that are HITs. */
  const warm = async (...urls: string[]) => {
    for (const url of urls) {
      await get(url)
      assert.equal((await get(url)).cache, "HIT", `${url} should be a HIT once asked`)
    }
  }
  const answer = (url: string, value: Answer) => shop.answers.set(url, value)

  test("a repeated GET of a public answer is a HIT from Varnish, with its Age", async () => {
    answer("/de/product/1", { cacheControl: PUBLIC, tags: "product:1 html lang:de" })
    const first = await get("/de/product/1")
    assert.equal(first.cache, "MISS")
    await sleep(1_100)
    const second = await get("/de/product/1")
    assert.equal(second.cache, "HIT")
    assert.equal(second.body, first.body, "the stored copy, not a new one")
    assert.ok(Number(second.headers.get("age")) >= 1, `Age ${second.headers.get("age")}`)
    assert.equal(shop.made.get("/de/product/1"), 1)
  })

  test("Surrogate-Key stays in Varnish: neither a MISS nor a HIT passes it (or Varnish's own markers) to the client", async () => {
    answer("/api/products/2", { cacheControl: PUBLIC, tags: "product:2" })
    for (const response of [await get("/api/products/2"), await get("/api/products/2")]) {
      assert.equal(response.headers.get("surrogate-key"), null)
      assert.equal(response.headers.get("x-shop-swr"), null)
      assert.match(response.headers.get("cache-control") ?? "", /s-maxage=600/, "browsers still see the storefront's Cache-Control")
    }
  })

  test("a purge of one tag drops exactly the copies that carry it; others stay HITs", async () => {
    answer("/t/one", { cacheControl: PUBLIC, tags: "product:5 list:page:0 html" })
    answer("/t/two", { cacheControl: PUBLIC, tags: "product:6 list:page:0" })
    answer("/t/three", { cacheControl: PUBLIC, tags: "product:55 cms:faq:de" })
    answer("/t/four", { cacheControl: PUBLIC, tags: "cms:page:returns.v2:de" })
    answer("/t/five", { cacheControl: PUBLIC, tags: "cms:page:returnsxv2:de" })
    await warm("/t/one", "/t/two", "/t/three", "/t/four", "/t/five")
    const purger = purgerFor()
    purger.purge(["product:5", "cms:page:returns.v2:de"])
    await purger.settled()
    assert.deepEqual(purger.stats(), { delivered: 1, failedAttempts: 0, givenUp: 0 })
    const after = await Promise.all(["/t/one", "/t/two", "/t/three", "/t/four", "/t/five"].map(async (url) => (await get(url)).cache))
    // product:55 is not product:5, and the "." of a tag is no wildcard.
    assert.deepEqual(after, ["MISS", "HIT", "HIT", "MISS", "HIT"])
    assert.match((await get("/t/one")).body, /#2/, "the next copy is a fresh one")
  })

  test("a prefix pattern drops the whole family; a list tag drops every page that shows the list", async () => {
    answer("/f/faq-de", { cacheControl: PUBLIC, tags: "cms:faq:de html lang:de" })
    answer("/f/settings-fr", { cacheControl: PUBLIC, tags: "cms:settings:fr html lang:fr" })
    answer("/f/product-7", { cacheControl: PUBLIC, tags: "product:7 list:page:0" })
    answer("/f/catalogue", { cacheControl: PUBLIC, tags: "list:page:24 product:30" })
    await warm("/f/faq-de", "/f/settings-fr", "/f/product-7", "/f/catalogue")
    const purger = purgerFor()
    purger.purge(["cms:*"])
    await purger.settled()
    assert.deepEqual(await Promise.all(["/f/faq-de", "/f/settings-fr", "/f/product-7", "/f/catalogue"].map(async (url) => (await get(url)).cache)), ["MISS", "MISS", "HIT", "HIT"])
    purger.purge(["list:page:24"])
    await purger.settled()
    assert.deepEqual(await Promise.all(["/f/product-7", "/f/catalogue"].map(async (url) => (await get(url)).cache)), ["HIT", "MISS"])
  })

  test("the same purge from both storefront instances is harmless", async () => {
    answer("/d/product-8", { cacheControl: PUBLIC, tags: "product:8" })
    await warm("/d/product-8")
    const first = purgerFor()
    const second = purgerFor()
    first.purge(["product:8"])
    second.purge(["product:8", "product:*"])
    await Promise.all([first.settled(), second.settled()])
    assert.equal(first.stats().delivered + second.stats().delivered, 2)
    assert.equal((await get("/d/product-8")).cache, "MISS")
    assert.equal((await get("/d/product-8")).cache, "HIT", "kept again after the bans")
  })

  test("a BAN on the public listener is refused even from 127.0.0.1 (a TLS terminator on this host) and drops nothing; on the purge listener it is taken", async () => {
    answer("/b/kept", { cacheControl: PUBLIC, tags: "product:13 html" })
    await warm("/b/kept")
    for (const tags of ["*", "product:13", "product:* html"]) {
      const refused = await fetch(varnish.url, { method: "BAN", headers: { "surrogate-key": tags } })
      assert.deepEqual([refused.status, (await refused.text()).trim()], [403, "BAN is taken only on the purge listener"], tags)
    }
    assert.equal((await get("/b/kept")).cache, "HIT", "the copy is still there")
    const taken = await fetch(varnish.purgeUrl, { method: "BAN", headers: { "surrogate-key": "product:13" } })
    assert.deepEqual([taken.status, (await taken.text()).trim()], [200, "Banned"])
    assert.equal((await get("/b/kept")).cache, "MISS")
  })

  test("private, no-store, no-cache, Set-Cookie and answers without a max-age are never HITs", async () => {
    answer("/n/private", { cacheControl: "private, no-store", tags: "search" })
    answer("/n/no-cache", { cacheControl: "no-cache" })
    answer("/n/cookie", { cacheControl: PUBLIC, tags: "html", setCookie: true })
    answer("/n/bare", {})
    answer("/n/error", { cacheControl: PUBLIC, status: 503 })
    for (const url of ["/n/private", "/n/no-cache", "/n/cookie", "/n/bare", "/n/error"]) {
      const caches = []
      for (let i = 0; i < 3; i++) caches.push((await get(url)).cache)
      assert.deepEqual(caches, ["MISS", "MISS", "MISS"], url)
      assert.equal(shop.made.get(url), 3, `${url}: every request reached the origin`)
    }
    assert.equal((await get("/n/cookie")).headers.get("set-cookie"), "visitor=1; Path=/", "the cookie still reaches its visitor")
  })

  test("per-visitor paths, POSTs and requests with Authorization pass, even when the origin calls them public", async () => {
    for (const url of [
      "/de/search?q=watch",
      "/search?q=phone",
      "/en/checkout/success?session_id=cs_test_1",
      "/api/orders/by-session/cs_test_1",
      "/de/order/01ABCDEFGHJKMNPQRSTVWXYZ00tok",
      "/order/01ABCDEFGHJKMNPQRSTVWXYZ00tok",
    ]) {
      assert.deepEqual([(await get(url)).cache, (await get(url)).cache], ["MISS", "MISS"], url)
      assert.equal(shop.made.get(url), 2, url)
    }
    const post = () => get("/api/contact", { method: "POST", body: "{}", headers: { "content-type": "application/json" } })
    assert.deepEqual([(await post()).cache, (await post()).cache], ["MISS", "MISS"])
    const withAuthorization = () => get("/a/authorized", { headers: { authorization: "Bearer x" } })
    assert.deepEqual([(await withAuthorization()).cache, (await withAuthorization()).cache], ["MISS", "MISS"])
  })

  test("a shopper's cookies neither bypass the cache nor reach the storefront on what Varnish may keep", async () => {
    const first = await get("/c/page", { headers: { cookie: "_ga=GA1.1.1" } })
    assert.match(first.body, / cookie= /)
    assert.equal((await get("/c/page", { headers: { cookie: "_ga=GA1.2.2" } })).cache, "HIT")
  })

  test("Accept-Encoding is reduced to br, gzip or nothing: one copy for every browser that takes both", async () => {
    const chrome = await get("/e/page", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } })
    const firefox = await get("/e/page", { headers: { "accept-encoding": "gzip, deflate, br" } })
    const noBrotli = await get("/e/page", { headers: { "accept-encoding": "br;q=0, gzip" } })
    const identity = await get("/e/page", { headers: { "accept-encoding": "identity" } })
    assert.deepEqual([chrome.cache, firefox.cache, noBrotli.cache, identity.cache], ["MISS", "HIT", "MISS", "MISS"])
    assert.match(chrome.body, /ae=br, gzip$/)
    assert.match(noBrotli.body, /ae=gzip$/)
    assert.match(identity.body, /ae=$/)
    assert.equal((await get("/e/page", { headers: { "accept-encoding": "gzip" } })).body, noBrotli.body, "the gzip copy")
  })

  test("stale-while-revalidate: a copy past s-maxage is served at once while one background fetch refreshes it", async () => {
    answer("/s/revalidate", { cacheControl: "public, max-age=0, s-maxage=1, stale-while-revalidate=30, stale-if-error=86400", tags: "product:9" })
    const first = await get("/s/revalidate")
    await sleep(1_500)
    const stale = await get("/s/revalidate")
    assert.equal(stale.cache, "HIT")
    assert.equal(stale.body, first.body, "the stale copy, served without waiting")
    await waitUntil("the background refresh", async () => /#2/.test((await get("/s/revalidate")).body))
  })

  test("stale-if-error: past stale-while-revalidate a storefront error or a dropped connection gets the stale copy; a healthy one a fresh copy", async () => {
    const cacheControl = "public, max-age=0, s-maxage=1, stale-while-revalidate=1, stale-if-error=86400"
    answer("/s/error", { cacheControl, tags: "product:10" })
    answer("/s/fresh", { cacheControl, tags: "product:11" })
    const first = await get("/s/error")
    await get("/s/fresh")
    await sleep(2_300)
    answer("/s/error", { cacheControl, tags: "product:10", status: 500 })
    const onError = await get("/s/error")
    assert.equal(onError.status, 200)
    assert.equal(onError.body, first.body)
    answer("/s/error", { drop: true })
    const onDrop = await get("/s/error")
    assert.equal(onDrop.status, 200)
    assert.equal(onDrop.body, first.body)
    const fresh = await get("/s/fresh")
    assert.equal(fresh.cache, "MISS", "too stale to serve while the storefront answers")
    assert.match(fresh.body, /#2/)
  })

  test("stale-if-error: while no storefront passes its /healthz probe, a copy past stale-while-revalidate is served", async () => {
    answer("/s/sick", { cacheControl: "public, max-age=0, s-maxage=1, stale-while-revalidate=1, stale-if-error=86400", tags: "product:12" })
    const first = await get("/s/sick")
    const asked = Date.now()
    shop.health.ok = false
    try {
      // Three failed probes of the last five (one a second) make the instance sick.
      await waitUntil("the storefront marked sick", async () =>
        /storefront_1\s+probe\s+\S+\s+sick/.test(execFileSync("varnishadm", ["-n", varnish.workDir, "backend.list"]).toString())
      )
      await sleep(Math.max(0, 2_100 - (Date.now() - asked))) // past s-maxage and stale-while-revalidate
      const whileSick = await get("/s/sick")
      assert.deepEqual([whileSick.status, whileSick.cache, whileSick.body], [200, "HIT", first.body])
    } finally {
      shop.health.ok = true
    }
  })

  test("on the purge listener, BAN is refused from an address outside the purgers ACL, and without valid tags", async () => {
    const fromOtherAddress = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${varnish.purgeUrl}/`, { method: "BAN", headers: { "surrogate-key": "product:1" }, localAddress: "127.0.0.2" }, (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      })
      request.on("error", reject).end()
    })
    assert.equal(fromOtherAddress, 403)
    for (const value of ['product:1"', "", "product:1 (a|b)", "a**"]) {
      const response = await fetch(varnish.purgeUrl, { method: "BAN", headers: { "surrogate-key": value } })
      assert.equal(response.status, 400, JSON.stringify(value))
    }
    const accepted = await fetch(varnish.purgeUrl, { method: "BAN", headers: { "surrogate-key": " product:1  cms:* " } })
    assert.deepEqual([accepted.status, (await accepted.text()).trim()], [200, "Banned"])
  })

  test("a purge while Varnish is down is retried with backoff, then logged and given up, without throwing or waiting", async () => {
    const log: string[] = []
    const purger = createVarnishPurger({ urls: [`http://127.0.0.1:${await freePort()}`], log: (line) => log.push(line), retries: 2, retryDelayMs: 20, batchMs: 5 })
    const started = performance.now()
    purger.purge(["product:1"])
    assert.ok(performance.now() - started < 50, "purge returns at once")
    assert.equal(purger.stats().failedAttempts, 0, "before any attempt was made")
    await purger.settled()
    assert.deepEqual(purger.stats(), { delivered: 0, failedAttempts: 3, givenUp: 1 })
    assert.deepEqual(
      log.slice(0, 2).map((line) => /attempt (\d) of 3 in (\d+) ms/.exec(line)?.slice(1)),
      [
        ["2", "20"],
        ["3", "40"],
      ]
    )
    assert.match(log.at(-1)!, /gave up banning product:1 on http:\/\/127\.0\.0\.1:\d+ after 3 attempt/)
  })
})

describe("the Varnish purger's batching, retries and bounds (against a stand-in that records each BAN)", () => {
  const received: { method: string; tags: string }[] = []
  let failuresLeft = 0
  let refuse = false
  // Node's HTTP parser refuses the BAN method, so the stand-in reads the request head itself.
  const stand = net.createServer((socket) => {
    let head = ""
    socket.on("data", (chunk) => {
      head += chunk.toString("latin1")
      if (!head.includes("\r\n\r\n")) return
      const [requestLine = "", ...headerLines] = head.split("\r\n\r\n")[0]!.split("\r\n")
      head = ""
      const tags = headerLines.find((line) => /^surrogate-key:/i.test(line))?.replace(/^[^:]*:\s*/, "") ?? ""
      received.push({ method: requestLine.split(" ")[0]!, tags })
      const [status, body] = refuse ? ["403 Forbidden", "BAN not allowed from this address"] : failuresLeft-- > 0 ? ["503 Service Unavailable", "busy"] : ["200 OK", "Banned"]
      socket.end(`HTTP/1.1 ${status}\r\ncontent-type: text/plain\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`)
    })
  })
  let url: string
  const log: string[] = []
  const purgerFor = (options: Partial<VarnishPurgerOptions> = {}) => createVarnishPurger({ urls: [url], log: (line) => log.push(line), retryDelayMs: 10, ...options })
  before(async () => (url = `http://${await listen(stand)}`))
  after(() => new Promise((resolve) => stand.close(resolve)))
  const reset = () => {
    received.length = 0
    log.length = 0
    failuresLeft = 0
    refuse = false
  }

  test("a burst of purges within the window travels as one BAN", async () => {
    reset()
    const purger = purgerFor({ batchMs: 50 })
    for (let id = 1; id <= 40; id++) purger.purge([`product:${id}`, "list:page:0", "search"])
    await purger.settled()
    assert.equal(received.length, 1)
    assert.equal(received[0]!.method, "BAN")
    assert.equal(received[0]!.tags.split(" ").length, 42)
    assert.deepEqual(purger.stats(), { delivered: 1, failedAttempts: 0, givenUp: 0 })
  })

  test("one purger sends to every Varnish", async () => {
    reset()
    const purger = createVarnishPurger({ urls: [url, url], log: () => {} })
    purger.purge(["product:1"])
    await purger.settled()
    assert.equal(received.length, 2)
  })

  test("a failed BAN is sent again with what arrived meanwhile, and delivered once Varnish answers", async () => {
    reset()
    failuresLeft = 2
    const purger = purgerFor({ batchMs: 5, retryDelayMs: 40 })
    purger.purge(["product:1"])
    await sleep(20)
    purger.purge(["product:2"])
    await purger.settled()
    assert.deepEqual(
      received.map((ban) => ban.tags),
      ["product:1", "product:1 product:2", "product:1 product:2"]
    )
    assert.deepEqual(purger.stats(), { delivered: 1, failedAttempts: 2, givenUp: 0 })
    assert.match(log.at(-1)!, /took the BAN after 2 failed attempt/)
  })

  test("a refusal (not in the ACL) is logged and not asked again", async () => {
    reset()
    refuse = true
    const purger = purgerFor({ batchMs: 5 })
    purger.purge(["product:1"])
    await purger.settled()
    assert.equal(received.length, 1)
    assert.deepEqual(purger.stats(), { delivered: 0, failedAttempts: 1, givenUp: 1 })
    assert.match(log.at(-1)!, /gave up .* 403 BAN not allowed from this address/)
  })

  test("memory stays bounded while Varnish is away: past maxPendingTags every tagged copy is banned instead", async () => {
    reset()
    failuresLeft = 1
    const purger = purgerFor({ batchMs: 5, retryDelayMs: 50, maxPendingTags: 10 })
    purger.purge(["product:1"])
    await sleep(20)
    for (let id = 2; id <= 30; id++) purger.purge([`product:${id}`])
    await purger.settled()
    assert.deepEqual(
      received.map((ban) => ban.tags),
      ["product:1", "*"]
    )
    assert.match(log.join("\n"), /more than 10 tags waiting/)
  })

  test("a batch longer than one header is split; invalid patterns are left out and logged", async () => {
    reset()
    const purger = purgerFor({ batchMs: 5, maxHeaderLength: 40 })
    purger.purge(["product:1000", "product:1001", "product:1002", "product:1003", "product:1004", 'bad"tag', "two words"])
    await purger.settled()
    assert.ok(received.length >= 2 && received.every((ban) => ban.tags.length <= 40), JSON.stringify(received))
    assert.equal(received.flatMap((ban) => ban.tags.split(" ")).length, 5)
    assert.match(log[0]!, /left out .*"bad\\"tag", "two words"/)
  })

  test("a logger that throws does not stop the retries (nor crash the process)", async () => {
    reset()
    failuresLeft = 1
    const purger = createVarnishPurger({
      urls: [url],
      retryDelayMs: 10,
      batchMs: 5,
      log: () => {
        throw new TypeError("Cannot read properties of undefined (reading 'log')")
      },
    })
    purger.purge(["product:1", "bad tag"])
    await purger.settled()
    assert.deepEqual(purger.stats(), { delivered: 1, failedAttempts: 1, givenUp: 0 })
  })

  test("a purge with nothing valid sends nothing, and settled() resolves at once when idle", async () => {
    reset()
    const purger = purgerFor()
    purger.purge([])
    purger.purge(["with space"])
    await purger.settled()
    assert.equal(received.length, 0)
  })
})

describe("banHeaderValues", () => {
  test("duplicates and tags a prefix of the same batch covers are dropped; the rest sorted", () => {
    assert.deepEqual(banHeaderValues(["product:5", "list:page:0", "product:*", "product:5", "product:1*", "list:*", "list:page:0", "search"]), ["list:* product:* search"])
    assert.deepEqual(banHeaderValues(["product:", "product:*"]), ["product:*"])
    assert.deepEqual(banHeaderValues(["*", "cms:faq:de", "product:*"]), ["*"])
  })

  test("split at maxLength; invalid patterns left out", () => {
    assert.deepEqual(banHeaderValues(["a:1", "a:2", "a:3", "b*c", "x y", ""], 7), ["a:1 a:2", "a:3"])
  })
})
