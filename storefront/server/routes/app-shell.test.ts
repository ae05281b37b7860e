import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { brotliDecompressSync } from "node:zlib"
import type { FastifyInstance } from "fastify"
import { PRELOADED_PRODUCT_ELEMENT_ID, type CatalogueEntry } from "@shop/contracts/api"
import { fakeAppBuild, serverOverCommerce } from "../test-support.js"
import { modulePreloads, scriptSafeJson } from "./app-shell.js"

const preloaded = (html: string): CatalogueEntry | undefined => {
  const match = new RegExp(`<script id="${PRELOADED_PRODUCT_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html)
  return match ? JSON.parse(match[1]!) : undefined
}

describe("app shell", () => {
  let app: FastifyInstance
  before(async () => {
    app = (await serverOverCommerce({ distDir: fakeAppBuild() })).app
  })
  after(() => app.close())

  test("app shell: known routes answer 200 HTML in Polish by default", async () => {
    for (const url of ["/", "/products", "/cart", "/search?q=watch", "/faq", "/terms"]) {
      const res = await app.inject({ url })
      assert.equal(res.statusCode, 200, url)
      assert.match(res.headers["content-type"] as string, /text\/html/)
      assert.match(res.body, /<html lang="pl" dir="ltr">/)
    }
  })

  test("app shell: the language prefix sets html lang, and Arabic is right-to-left", async () => {
    assert.match((await app.inject({ url: "/de/products" })).body, /<html lang="de" dir="ltr">/)
    assert.match((await app.inject({ url: "/ar" })).body, /<html lang="ar" dir="rtl">/)
  })

  test("app shell: unknown paths get the app with status 404; unknown API paths stay JSON", async () => {
    for (const url of ["/nope", "/de/nope", "/product/abc", "/products/extra/deep"]) {
      const res = await app.inject({ url })
      assert.equal(res.statusCode, 404, url)
      assert.match(res.headers["content-type"] as string, /text\/html/, url)
    }
    const api = await app.inject({ url: "/api/nope" })
    assert.equal(api.statusCode, 404)
    assert.equal(typeof JSON.parse(api.body).error, "string")
  })

  test("app shell: a product page carries its entry and an English title at /en/product/{id}", async () => {
    const res = await app.inject({ url: "/en/product/1" })
    assert.equal(res.statusCode, 200)
    const entry = preloaded(res.body)
    assert.ok(entry, "the entry is injected")
    assert.deepEqual(entry, JSON.parse((await app.inject({ url: "/api/products/1" })).body))
    const english = entry.translations.find((t) => t.language_code === "en")!.name
    assert.ok(res.body.includes(`<title>${english.replace(/&/g, "&amp;")}</title>`), "English name in <title>")
    assert.match(res.body, /<meta name="description" content="[^"]+">/)
  })

  test("app shell: the unprefixed product page is Polish", async () => {
    const res = await app.inject({ url: "/product/2" })
    const polish = preloaded(res.body)!.translations.find((t) => t.language_code === "pl")!.name
    assert.ok(res.body.includes(polish.replace(/&/g, "&amp;")))
  })

  test("app shell: a missing product answers 404 without an injected entry", async () => {
    const res = await app.inject({ url: "/de/product/987654321" })
    assert.equal(res.statusCode, 404)
    assert.equal(preloaded(res.body), undefined)
  })

  test("app shell: built assets are served precompressed and immutable", async () => {
    const res = await app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "br" } })
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers["content-encoding"], "br")
    assert.match(res.headers["cache-control"] as string, /immutable/)
    assert.equal(brotliDecompressSync(res.rawPayload).toString(), "console.log('app')")
  })
})

test("app shell: injected JSON cannot close its script element or open a comment", () => {
  const hostile = { name: "</script><script>alert(1)</script><!-- \u2028 & more" }
  const safe = scriptSafeJson(hostile)
  assert.ok(!safe.includes("<") && !safe.includes(">") && !safe.includes("\u2028"))
  assert.deepEqual(JSON.parse(safe), hostile)
})

test("app shell: preloads a screen's chunk and its imports, without what the entry loads", () => {
  const manifest = {
    "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_vendor.js"] },
    "_vendor.js": { file: "assets/vendor-1.js" },
    "_grid.js": { file: "assets/grid-1.js", imports: ["_vendor.js"] },
    "src/home.tsx": { file: "assets/home-1.js", imports: ["_grid.js", "_vendor.js"] },
    "src/locales/pl.json": { file: "assets/pl-1.js" },
  }
  const links = modulePreloads(manifest, ["src/home.tsx", "src/locales/pl.json", "src/missing.tsx"])
  assert.deepEqual([...links.matchAll(/href="([^"]+)"/g)].map((m) => m[1]), ["/assets/home-1.js", "/assets/grid-1.js", "/assets/pl-1.js"])
  assert.equal(modulePreloads(undefined, ["src/home.tsx"]), "", "no manifest, no preloads")
})
