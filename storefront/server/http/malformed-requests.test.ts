/**
 * Malformed requests to every route the server has: read from Fastify's own route table, so a new route is
 * probed without anyone adding it here. Garbage, huge and repeated query parameters, wrong types and numbers,
 * bodies too big, not JSON, poisoned with __proto__ or of the wrong content type, invalid UTF-8 and null bytes,
 * path traversal, very long paths, odd methods and headers; and the HTML pages likewise. Each must be
 * answered, below 500, an /api/* refusal as JSON {error}; afterwards the server still serves, and nothing
 * reached Object.prototype in this process (the server runs in it).
 */
import assert from "node:assert/strict"
import http from "node:http"
import { Readable } from "node:stream"
import zlib from "node:zlib"
import { after, before, test } from "node:test"
import type { FastifyInstance } from "fastify"
import { CHECKOUT_BODY_LIMIT_BYTES } from "@shop/contracts/api"
import { appBuild, commerceSettings, LANGUAGES, listening, serverOverCommerce } from "../testing/test-support.js"

commerceSettings()

/** Long enough for a cold page render over commerce; a hang waits this long and fails. */
const TIMEOUT_MS = 20_000
const PARALLEL = 8
const BODY_LIMIT_BYTES = 64 * 1024

let app: FastifyInstance
let base: URL
before(async () => {
  // Checkout's per-address limit out of the way (POSTs come from addresses of their own anyway, see inProcess).
  ;({ app } = await serverOverCommerce({ distDir: appBuild(), withContent: true, checkoutSessionsPerMinute: 100_000 }))
  base = new URL(await listening(app))
})
after(() => app?.close())

interface Probe {
  method: string
  /** Path and query exactly as sent: nothing on the way normalizes "..", "%00" or repeated slashes. */
  path: string
  headers?: Record<string, string>
  body?: string | Buffer | (() => Readable)
  /** The status it must get; otherwise anything below 500 will do. */
  status?: number | "4xx"
}

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

interface Route {
  path: string
  methods: string[]
}

/**
 * The route table as { path, methods }, from printRoutes' tree: each line is a piece of path under its
 * parent's (indent of 4 per level), with the methods of a route ending there.
 */
function routeTable(server: FastifyInstance): Route[] {
  const routes: Route[] = []
  const prefixes: string[] = []
  for (const line of server.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/u.exec(line)
    if (!match) continue
    const depth = match[1]!.length / 4
    const path = (prefixes[depth - 1] ?? "") + match[2]!
    prefixes.length = depth
    prefixes.push(path)
    if (match[3]) routes.push({ path, methods: match[3].split(", ") })
  }
  return routes
}

// ---- what is sent -------------------------------------------------------------------------------------

const POLLUTING_QUERIES = [
  "__proto__[polluted]=1",
  "__proto__.polluted=1",
  "__proto__=polluted",
  "constructor[prototype][polluted]=1",
  "constructor.prototype.polluted=1",
  "constructor=1&prototype=1",
  "hasOwnProperty=1",
  "toString=1",
]

const GARBAGE_QUERIES = [
  ...POLLUTING_QUERIES,
  "lang=xx",
  "lang=",
  "lang",
  "lang=EN",
  "lang=en&lang=de",
  "lang[]=en",
  "lang[0]=en",
  "lang=%00",
  "lang=en%00",
  "lang=%FF",
  "lang=%C0%AE%C0%AE",
  "lang=%E2%80%AEen",
  "limit=-1",
  "limit=0",
  "limit=NaN",
  "limit=Infinity",
  "limit=1e3",
  "limit=1.5",
  "limit=0x10",
  "limit=%205",
  "limit=99999999999999999999999999",
  "limit=1&limit=2",
  "limit[]=5",
  "offset=-5",
  "offset=999999999",
  "offset=1e400",
  "page=1&page=2",
  "page=-1",
  "page=NaN",
  "q=%00",
  "q=%C0%AE",
  "q=%FF%FE",
  "q=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7%E2%80%8F",
  "q=%F0%9F%98%80%F0%9F%94%A5",
  `q=${"%FF".repeat(300)}`,
  "category=__proto__",
  // A good q, so a search gets as far as its numbers.
  "q=phone&offset=999999999",
  "q=phone&limit=100&offset=999999950",
  "q=phone&limit=0",
  "q=phone&limit=101",
  "q=phone&category=luxury&category=all",
  "q=phone&lang=ar&limit=NaN",
  "q=%20%20%20",
  `q=${"a".repeat(101)}`,
  "q=%E2%80%8F%E2%80%AE%D9%87%D8%A7%D8%AA%D9%81",
  "%FF=%FF",
  "%00=%00",
  "&&&==&=",
  "a=%",
  "a=%%%",
  "a=%G1",
  // Raw bytes that are not UTF-8 (node sends a latin1 path as is).
  "q=\u00ff\u00fe",
  `huge=${"x".repeat(8_000)}`,
  Array.from({ length: 500 }, (_, i) => `p${i}=${i}`).join("&"),
]

/** Values for a path parameter: numbers that are not ids, encodings that are not text, ways out of the folder. */
const GARBAGE_SEGMENTS = [
  "-1",
  "0",
  "00000000001",
  "NaN",
  "Infinity",
  "1e9",
  "1.5",
  "0x10",
  "%2B1",
  "99999999999999999999",
  "%00",
  "1%00",
  "%C0%AE%C0%AE",
  "%FF%FE",
  "%E2%80%AE",
  "%F0%9F%99%82",
  "%D9%A5",
  "\u00ff",
  "__proto__",
  "constructor",
  "..",
  "%2e%2e",
  "..%2F..%2Fpackage.json",
  "..%5C..%5Cpackage.json",
  "a".repeat(2_000),
]

/** A plausible value per parameter (by route, else by name), so a garbage query meets a route that would otherwise answer. */
const PLAUSIBLE: Record<string, string> = { "/api/orders/by-session/:id": "cs_test_a1b2c3d4e5f6g7h8", id: "1", slug: "privacy", lang: "de", file: "de-1.xml" }
const plausibleFor = (route: string) => (name: string) => PLAUSIBLE[route] ?? PLAUSIBLE[name] ?? "x"

const ODD_METHODS = ["PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"]

/** Headers that a handler or the cache reads (conditional requests, compression, ranges), garbled. */
const GARBAGE_HEADERS: Record<string, string>[] = [
  { "if-none-match": "*" },
  { "if-none-match": `"${"x".repeat(4_000)}"` },
  { "if-modified-since": "not a date" },
  { "accept-encoding": "br;q=NaN, gzip;q=-1, *;q=1e999" },
  { "accept-encoding": ";;;,,,=" },
  { range: "bytes=99999999999999999999-" },
  { "accept-language": "\u00ff\u00fe;q=x" },
  { accept: "application/json;q=-1, */*;q=NaN" },
  { "x-request-id": "\u00ff".repeat(300) },
  { "content-type": "application/json", "content-length": "0" },
]

const fill = (pattern: string, value: (name: string) => string) => pattern.replace(/:(\w+)/g, (_, name: string) => value(name))

const JSON_TYPE: Record<string, string> = { "content-type": "application/json" }

/** Bodies no POST route may accept, whatever it expects. */
function garbageBodies(): Array<Pick<Probe, "headers" | "body" | "status">> {
  const asJson = (body: string | Buffer, status?: Probe["status"]) => ({ headers: JSON_TYPE, body, status: status ?? ("4xx" as const) })
  const as = (contentType: string, body: string | Buffer, status: Probe["status"] = "4xx") => ({ headers: { "content-type": contentType }, body, status })
  const overLimit = "x".repeat(BODY_LIMIT_BYTES + 1)
  return [
    asJson(""),
    asJson("{"),
    asJson('{"a":'),
    asJson("[1,2"),
    asJson("nul"),
    asJson("{'a':1}"),
    asJson('{"a":1}}'),
    asJson('{"a":1,}'),
    asJson("\u0000"),
    asJson("\uFEFF{}"),
    asJson("null"),
    asJson("[]"),
    asJson('"text"'),
    asJson("123"),
    asJson("true"),
    asJson("{}"),
    asJson("NaN"),
    asJson("1e999"),
    asJson('{"productId":1e999,"quantity":-0,"language":"en"}'),
    asJson(`${"[".repeat(7_000)}${"]".repeat(7_000)}`),
    asJson(`${'{"a":'.repeat(2_000)}1${"}".repeat(2_000)}`),
    asJson('{"__proto__":{"polluted":true}}'),
    asJson('{"constructor":{"prototype":{"polluted":true}}}'),
    asJson('{"a":{"__proto__":{"polluted":true}}}'),
    asJson('[{"__proto__":{"polluted":true}}]'),
    asJson('{"\\u005f\\u005fproto\\u005f\\u005f":{"polluted":true}}'),
    asJson('{"lines":[{"__proto__":{"polluted":true},"productId":1,"quantity":1}],"language":"en"}'),
    asJson('{"name":"\u202e\u0000","email":"\u0000@example.com","subject":"%00","message":"\ud800"}'),
    asJson(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])),
    asJson(Buffer.from([0x7b, 0x22, 0xc0, 0xae, 0xc0, 0xae, 0x22, 0x3a, 0x31, 0x7d])),
    asJson(Buffer.from('\u0000{"a":1}', "utf16le")),
    as("application/json; charset=utf-16", Buffer.from('{"a":1}', "utf16le")),
    as("application/json; charset=latin1", Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d])),
    as("application/json; charset=\u00ff", "{}"),
    as("APPLICATION/JSON", "{}"),
    as("application/jsonx", "{}"),
    as("application/vnd.api+json", "{}"),
    as("text/plain", "{}"),
    as("text/plain", "hello"),
    as("text/plain; charset=utf-8", '{"__proto__":{"polluted":true}}'),
    as("application/x-www-form-urlencoded", "productId=1&quantity=1&language=en&__proto__[polluted]=1"),
    as("multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n1\r\n--x--\r\n'),
    as("multipart/form-data", "no boundary"),
    as("*/*", "{}"),
    as(";;;", "{}"),
    { headers: { "content-type": "application/json", "content-encoding": "gzip" }, body: "{}", status: "4xx" },
    { headers: { "content-type": "application/json", "content-encoding": "gzip" }, body: zlib.gzipSync('{"a":1}'), status: "4xx" },
    { headers: {}, body: "{}", status: "4xx" },
    { headers: {}, body: undefined, status: "4xx" },
    asJson(JSON.stringify({ message: overLimit }), 413),
    asJson(JSON.stringify({ message: "x".repeat(1_000_000) }), 413),
    as("text/plain", overLimit, 413),
    // Not JSON: refused for its type before its size is looked at.
    as("application/x-www-form-urlencoded", `a=${overLimit}`),
    // Streamed (chunked, no content-length): the limit counts what arrives.
    {
      headers: JSON_TYPE,
      body: () =>
        Readable.from(
          (function* () {
            for (let i = 0; i < 40; i++) yield `"${"y".repeat(4_096)}",`
          })()
        ),
      status: 413,
    },
  ]
}

/** Fields of otherwise good bodies, each replaced by values no field takes (so nothing is ever stored or started). */
const GOOD_BODIES: Record<string, Record<string, unknown>> = {
  "/api/create-checkout-session": { productId: 1, quantity: 1, language: "en" },
  "/api/checkout": { lines: [{ productId: 1, quantity: 1 }], language: "en" },
  "/api/contact": { name: "Ada", email: "ada@example.com", subject: "Hello", message: "A message", language: "en" },
}
const WRONG_VALUES: unknown[] = [null, [], {}, true, -1, 1.5, "", " ", 1e308, -0.0001, "x".repeat(6_000), { polluted: true }, [["nested"]]]

/** Bodies for the known POST routes that only a careful reading of each field refuses. */
const TARGETED_BODIES: Record<string, unknown[]> = {
  "/api/create-checkout-session": [
    { productId: "1", quantity: 1, language: "en" },
    { productId: 1, quantity: "1", language: "en" },
    { productId: 1e20, quantity: 1, language: "en" },
    { productId: 1, quantity: 6, language: "en" },
    { productId: 1, quantity: 1, language: "EN" },
    { productId: 1, quantity: 1, language: "__proto__" },
    { productId: 1, quantity: 1, language: "en", country: "\u00c4\u00d6" },
    { productId: 1, quantity: 1, language: "en", country: "p\u0000" },
    { productId: 1, quantity: 1, language: "en", country: "usa" },
    { productId: 1, quantity: 1, language: "en", currency: "x".repeat(11) },
    { productId: 1, quantity: 1, language: "en", productName: "x".repeat(501) },
    { productId: 1, quantity: 1, language: "en", productPrice: "free" },
    { productId: 1, quantity: 1, language: "en", extra: 1 },
  ],
  "/api/checkout": [
    { lines: [], language: "en" },
    {
      lines: [
        { productId: 1, quantity: 1 },
        { productId: 1, quantity: 2 },
      ],
      language: "en",
    },
    { lines: Array.from({ length: 21 }, (_, i) => ({ productId: i + 1, quantity: 1 })), language: "en" },
    { lines: Array.from({ length: 1_000 }, (_, i) => ({ productId: i + 1, quantity: 1 })), language: "en" },
    { lines: [{ productId: 1, quantity: 1, price: 0 }], language: "en" },
    { lines: [{ productId: 1 }], language: "en" },
    { lines: [null], language: "en" },
    { lines: { 0: { productId: 1, quantity: 1 }, length: 1 }, language: "en" },
    { lines: [{ productId: 1, quantity: 1 }], language: "en", country: "zz9" },
    { lines: [{ productId: 1, quantity: 1 }] },
  ],
  "/api/contact": [
    { name: "Ada", email: "a@b", subject: "S", message: "M" },
    { name: "Ada", email: "a@@example.com", subject: "S", message: "M" },
    { name: "Ada", email: `${"a".repeat(250)}@example.com`, subject: "S", message: "M" },
    { name: "Ada", email: "ada@example.com\u202e", subject: "S", message: "M" },
    { name: "x".repeat(101), email: "ada@example.com", subject: "S", message: "M" },
    { name: "Ada", email: "ada@example.com", subject: "S", message: "x".repeat(5_001) },
    { name: "Ada", email: "ada@example.com", subject: "S", message: "M", language: "xx" },
    { name: "Ada", email: "ada@example.com", subject: "S", message: "M", _type: "settings" },
    { name: "Ada", email: "ada@example.com", subject: "S", message: "M", _id: "drafts.x" },
    { name: "Ada", email: "ada@example.com", subject: "S" },
  ],
}

function apiProbes(routes: Route[]): Probe[] {
  const probes: Probe[] = []
  for (const route of routes) {
    const plausible = fill(route.path, plausibleFor(route.path))
    for (const method of route.methods.filter((m) => m === "GET" || m === "POST")) {
      const body = method === "POST" ? "{}" : undefined
      const headers = method === "POST" ? JSON_TYPE : undefined
      const status = method === "POST" ? ("4xx" as const) : undefined
      for (const name of route.path.match(/:(\w+)/g) ?? []) {
        for (const segment of GARBAGE_SEGMENTS) {
          probes.push({ method, path: fill(route.path, (other) => (`:${other}` === name ? segment : plausibleFor(route.path)(other))), headers, body, status })
        }
      }
      for (const query of GARBAGE_QUERIES) probes.push({ method, path: `${plausible}?${query}`, headers, body, status })
      probes.push({ method, path: `${plausible}/${"%2e%2e/".repeat(5)}package.json` }, { method, path: `${plausible}${"/".repeat(50)}` })
      probes.push({ method, path: `${plausible}/${"x".repeat(8_000)}` }, { method, path: `${plausible}%00` }, { method, path: `${plausible};jsessionid=1` })
      if (method === "GET") {
        for (const garbled of GARBAGE_HEADERS) probes.push({ method, path: plausible, headers: garbled })
        for (const query of POLLUTING_QUERIES) probes.push({ method: "HEAD", path: `${plausible}?${query}` })
        probes.push({ method: "GET", path: plausible, headers: JSON_TYPE, body: JSON.stringify({ message: "x".repeat(100_000) }) })
      }
      if (method === "POST") {
        for (const garbage of garbageBodies()) probes.push({ method, path: plausible, ...garbage })
        const good = GOOD_BODIES[route.path]
        for (const field of Object.keys(good ?? {})) {
          for (const value of WRONG_VALUES) probes.push({ method, path: plausible, headers: JSON_TYPE, body: JSON.stringify({ ...good, [field]: value }), status: "4xx" })
        }
        for (const targeted of TARGETED_BODIES[route.path] ?? []) {
          const body = JSON.stringify(targeted)
          // Over checkout's limit, the smallest a POST route has: 413 before the fields are read.
          probes.push({ method, path: plausible, headers: JSON_TYPE, body, status: Buffer.byteLength(body) > CHECKOUT_BODY_LIMIT_BYTES ? 413 : "4xx" })
        }
      }
    }
    for (const method of [...ODD_METHODS, ...["GET", "POST"].filter((m) => !route.methods.includes(m))]) {
      probes.push({ method, path: plausible, headers: JSON_TYPE, body: method === "GET" ? undefined : '{"__proto__":{"polluted":true}}' })
    }
  }
  return probes
}

/** The pages: every language's screens with garbage ids, page numbers and queries; traversal; raw bytes. */
function pageProbes(routes: Route[]): Probe[] {
  const get = (path: string, headers?: Record<string, string>): Probe => ({ method: "GET", path, headers })
  const probes: Probe[] = []
  for (const lang of LANGUAGES) {
    for (const bad of ["-1", "0", "NaN", "99999999999", "999999999", "1e3", "5%00", "%D9%A5", "%EF%BC%95"]) probes.push(get(`/${lang}/product/${bad}`))
    for (const bad of ["-1", "NaN", "0", "999999999", "1&page=2", "%FF", "1e2"]) probes.push(get(`/${lang}/products?page=${bad}`))
    probes.push(get(`/${lang}/search?q=%00`), get(`/${lang}/search?q=${"%F0%9F%98%80".repeat(200)}&category=__proto__`))
  }
  probes.push(
    get("/de/search?q=%C0%AE%C0%AE&category=electronics&category=luxury"),
    get("/de/search?q=\u00ff"),
    get(`/de/search?q=${"x".repeat(8_000)}`),
    get("/de/search?__proto__[polluted]=1&constructor[prototype][polluted]=1"),
    get("/de/products?__proto__[polluted]=1"),
    get("/de/products?page=2&page=3&page=%00"),
    get("/de/checkout/success?session_id=%00"),
    get("/de/checkout/success?session_id=cs_test_%FF%FE&session_id=x"),
    get(`/de/checkout/success?session_id=cs_test_${"a".repeat(5_000)}`),
    get("/de/checkout/cancel?product=-1"),
    get("/../../../etc/passwd"),
    get("/%2e%2e/%2e%2e/%2e%2e/etc/passwd"),
    get("/de/../../package.json"),
    get("/assets/../../package.json"),
    get("/assets/%2e%2e/%2e%2e/package.json"),
    get("/assets/..%2F..%2Fpackage.json"),
    get("/assets/%00.js"),
    get("/images/../../server/app.ts"),
    get("/images/products/..%2F..%2F..%2Fserver%2Fapp.ts"),
    get("/images/products/%00.svg"),
    get("/robots.txt%00"),
    get("/robots.txt?__proto__[polluted]=1"),
    get("/sitemap.xml?x=%FF"),
    get("/sitemaps/..%2F..%2Fpackage.json"),
    get("/sitemaps/de.xml%00"),
    get("/sitemaps/%C0%AE%C0%AE.xml"),
    get("/sitemaps/xx.xml"),
    get("/sitemaps/"),
    get(`/${"a/".repeat(4_000)}`),
    get(`/de/${"x".repeat(10_000)}`),
    get(`/de/product/${"9".repeat(5_000)}`),
    get("/xx/products"),
    get("/DE/products"),
    get("/de//products"),
    get("//de"),
    get("///"),
    get("//localhost:1/de"),
    get("/\\evil.example"),
    get("/de\\products"),
    get("/de/%FF%FE"),
    get("/de/%C0%AE"),
    get("/\u00ff\u00fe"),
    get("/de/%E2%80%AE%D8%B9%D8%B1%D8%A8%D9%8A"),
    get("/%F0%9F%94%A5"),
    get("/de/product/5?__proto__[polluted]=1&page=1&page=2"),
    get("/de/product/5", { "if-none-match": "*", "accept-encoding": "br;q=NaN" }),
    get("/de/products", { "if-modified-since": "yesterday", range: "bytes=-1" }),
    get("/de", { "accept-language": "\u00ff".repeat(500) }),
    { method: "POST", path: "/de/products", headers: JSON_TYPE, body: '{"__proto__":{"polluted":true}}' },
    { method: "DELETE", path: "/de/product/5" },
    { method: "PUT", path: "/robots.txt", headers: { "content-type": "text/plain" }, body: "User-agent: *" }
  )
  // Whatever else the table holds outside /api/ (robots, sitemaps, health, …): odd queries and methods too.
  for (const route of routes) {
    const plausible = fill(route.path, plausibleFor(route.path))
    for (const query of POLLUTING_QUERIES.concat("%FF=%00", `x=${"y".repeat(8_000)}`)) probes.push(get(`${plausible}?${query}`))
    for (const method of ODD_METHODS) probes.push({ method, path: plausible })
  }
  return probes
}

// ---- how it is sent ------------------------------------------------------------------------------------

function decoded(headers: http.IncomingHttpHeaders, body: Buffer): Buffer {
  if (headers["content-encoding"] === "br") return zlib.brotliDecompressSync(body)
  if (headers["content-encoding"] === "gzip") return zlib.gunzipSync(body)
  return body
}

/** Over real HTTP, one connection per request, the path sent byte for byte as given. */
function overHttp(probe: Probe): Promise<Answer> {
  const body = typeof probe.body === "function" ? probe.body() : probe.body
  // Node frames a GET's or DELETE's body only when told its length (else the bytes would read as a next request).
  const headers = typeof body === "string" || Buffer.isBuffer(body) ? { "content-length": String(Buffer.byteLength(body)), ...probe.headers } : probe.headers
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: base.hostname, port: base.port, method: probe.method, path: probe.path, headers, agent: false, signal: AbortSignal.timeout(TIMEOUT_MS) },
      (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: decoded(response.headers, Buffer.concat(chunks)) }))
        response.on("error", reject)
      }
    )
    request.on("error", reject)
    if (body instanceof Readable) body.pipe(request)
    else request.end(body)
  })
}

let addresses = 0
/**
 * POSTs to a POST route go in-process, each from an address of its own: the contact form's and checkout's
 * per-address limits would otherwise answer 429 before the body is read, and the body is what is probed.
 */
async function inProcess(probe: Probe): Promise<Answer> {
  const n = ++addresses
  const signal = AbortSignal.timeout(TIMEOUT_MS)
  const timedOut = new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(signal.reason as Error), { once: true }))
  const answer = await Promise.race([
    app.inject({
      method: "POST",
      url: probe.path,
      headers: probe.headers,
      payload: typeof probe.body === "function" ? probe.body() : probe.body,
      remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    }),
    timedOut,
  ])
  return { status: answer.statusCode, headers: answer.headers as http.IncomingHttpHeaders, body: answer.rawPayload }
}

/** The problem with an answer, or undefined when it is what a malformed request deserves. */
function problemWith(probe: Probe, answer: Answer): string | undefined {
  if (answer.status >= 500) return `status ${answer.status}: ${answer.body.toString("utf8").slice(0, 300)}`
  if (probe.status === "4xx" && (answer.status < 400 || answer.status >= 500)) return `status ${answer.status}, expected a refusal (4xx)`
  if (typeof probe.status === "number" && answer.status !== probe.status) return `status ${answer.status}, expected ${probe.status}`
  if (!probe.path.startsWith("/api/") || answer.status < 400 || probe.method === "HEAD") return undefined
  if (!/^application\/json/.test(String(answer.headers["content-type"]))) return `status ${answer.status} as ${answer.headers["content-type"]}, not JSON`
  try {
    const body = JSON.parse(answer.body.toString("utf8")) as { error?: unknown }
    return typeof body.error === "string" && body.error.length > 0 ? undefined : `body has no error text: ${answer.body.toString("utf8").slice(0, 300)}`
  } catch {
    return `body is not JSON: ${answer.body.toString("utf8").slice(0, 300)}`
  }
}

const cut = (text: string) => (text.length > 120 ? `${text.slice(0, 120)}… (${text.length} chars)` : text)
function shown(probe: Probe): string {
  const body = typeof probe.body === "function" ? "a stream" : probe.body === undefined ? undefined : cut(probe.body.toString("utf8"))
  return [`${probe.method} ${cut(probe.path)}`, probe.headers && cut(JSON.stringify(probe.headers)), body].filter(Boolean).join(" ")
}

test("malformed requests: every route answers each one below 500, the API with JSON {error}, and the server serves on", async (t) => {
  const table = routeTable(app)
  // The table is read right: the routes everyone knows are in it (and so is whatever was added since).
  for (const known of ["/api/products", "/api/products/:id", "/api/search", "/api/checkout", "/api/contact", "/api/translations/:lang", "/sitemaps/:file", "/robots.txt"]) {
    assert.ok(
      table.some((route) => route.path === known),
      `${known} in the route table:\n${table.map((route) => route.path).join("\n")}`
    )
  }
  // Static files are @fastify/static's, a route per file: their folders get traversal probes (pageProbes), not each file.
  const served = table.filter((route) => !route.path.startsWith("/assets/") && !route.path.startsWith("/images/"))
  const api = served.filter((route) => route.path.startsWith("/api/"))
  const probes = [...apiProbes(api), ...pageProbes(served.filter((route) => !route.path.startsWith("/api/")))]

  const problems: string[] = []
  let next = 0
  let answered = 0
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < probes.length) {
        const probe = probes[next++]!
        const postRoute =
          probe.method === "POST" && api.some((route) => route.methods.includes("POST") && new RegExp(`^${route.path.replace(/:\w+/g, "[^/]+")}(\\?|$)`).test(probe.path))
        try {
          const problem = problemWith(probe, await (postRoute ? inProcess(probe) : overHttp(probe)))
          answered++
          if (problem) problems.push(`${shown(probe)}: ${problem}`)
        } catch (error) {
          const timedOut = (error as Error).name === "AbortError" || (error as Error).name === "TimeoutError"
          problems.push(`${shown(probe)}: ${timedOut ? `no answer within ${TIMEOUT_MS} ms` : `no answer (${(error as Error).message})`}`)
        }
      }
    })
  )
  t.diagnostic(`${answered} of ${probes.length} malformed requests answered; API routes: ${api.map((route) => route.path).join(", ")}`)
  assert.deepEqual(problems, [], `${problems.length} of ${probes.length} malformed requests were answered wrongly`)
  assert.ok(answered >= 300, `${answered} malformed requests sent; the barrage must not shrink below 300`)
  for (const route of api) {
    // Any value in each parameter's place (a parameter may sit between two fixed parts: /api/orders/:token/cancel).
    const routePath = new RegExp(`^${route.path.replace(/:\w+/g, "[^/?]*")}`)
    assert.ok(
      probes.some((probe) => routePath.test(probe.path)),
      `${route.path} was probed`
    )
  }

  // Nothing reached Object.prototype (the server runs in this process).
  assert.equal(({} as Record<string, unknown>).polluted, undefined)
  assert.equal(Object.prototype.hasOwnProperty.call(Object.prototype, "polluted"), false)

  // The server still serves.
  const products = await fetch(new URL("/api/products?limit=2", base), { signal: AbortSignal.timeout(TIMEOUT_MS) })
  assert.equal(products.status, 200)
  assert.equal(((await products.json()) as unknown[]).length, 2)
  const page = await fetch(new URL("/de", base), { signal: AbortSignal.timeout(TIMEOUT_MS) })
  assert.equal(page.status, 200)
  assert.match(await page.text(), /<html lang="de"/)
  const product = await fetch(new URL("/api/products/1", base), { signal: AbortSignal.timeout(TIMEOUT_MS) })
  assert.equal(product.status, 200)
  await product.arrayBuffer()
})
