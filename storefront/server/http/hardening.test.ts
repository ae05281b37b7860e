/**
 * The storefront server's HTTP hardening, over real HTTP (app.inject would bypass the socket where the
 * headers are set) against the real commerce and the real build: security headers on every kind of answer,
 * a Content-Security-Policy the pages live with, health and readiness, body limits, request ids.
 */
import assert from "node:assert/strict"
import { createHash } from "node:crypto"
import { after, before, describe, test } from "node:test"
import type { FastifyInstance } from "fastify"
import { appBuild, commerceSettings, HEALTH_HEADERS, listening, serverOverCommerce } from "../testing/test-support.js"
import { whenRendered } from "../testing/page-test-support.js"
import { securityHeaders } from "./security-headers.js"

commerceSettings()

let app: FastifyInstance
let base: string
before(async () => {
  ;({ app } = await serverOverCommerce({ distDir: appBuild(), catalogueChangesPollMs: 200, withContent: true }))
  base = await listening(app)
})
after(() => app?.close())

const PAGES = ["/", "/de/products?page=2", "/de/product/5", "/ar/faq", "/ja/shipping", "/de/cart", "/de/contact", "/de/search?q=phone", "/de/nope"]

function assertSecurityHeaders(url: string, headers: Headers) {
  const csp = headers.get("content-security-policy") ?? ""
  const directive = (name: string) =>
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `))
  // The shop's own files, and at most its one inline script by its hash (src/early-input-capture.ts).
  assert.match(directive("script-src") ?? "", /^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')?$/, `${url}: scripts only from the shop itself`)
  assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/, `${url}: ${csp}`)
  assert.equal(directive("frame-ancestors"), "frame-ancestors 'none'", url)
  assert.equal(directive("object-src"), "object-src 'none'", url)
  assert.equal(headers.get("x-content-type-options"), "nosniff", url)
  assert.equal(headers.get("referrer-policy"), "strict-origin-when-cross-origin", url)
  assert.match(headers.get("permissions-policy") ?? "", /camera=\(\)/, url)
  // Served over plain HTTP here: no HSTS (it would pin a browser to https on localhost).
  assert.equal(headers.get("strict-transport-security"), null, url)
}

describe("hardening: security headers", () => {
  test("hardening: pages (rendered, and again from the cache's quick way out), API answers, assets, SEO files and errors all carry them", async () => {
    // The page as rendered and kept (a busy server may answer its first visit with the app's shell), so that
    // its next visits come from the quick way out.
    const html = await whenRendered(
      async () => (await fetch(`${base}/de/product/5`)).text(),
      (text) => text
    )
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1]
    assert.ok(asset, "the page names its script")
    const urls = [
      ...PAGES,
      "/de/product/5",
      "/api/products?limit=2",
      "/api/products/1",
      "/api/products/987654321",
      "/api/nope",
      asset,
      "/robots.txt",
      "/sitemap.xml",
      "/images/products/smartphone-black.svg",
      "/healthz",
    ]
    for (const url of urls) {
      const response = await fetch(`${base}${url}`, { redirect: "manual" })
      await response.arrayBuffer()
      assertSecurityHeaders(url, response.headers)
    }
    assert.ok(
      ((await (await fetch(`${base}/health`, { headers: HEALTH_HEADERS })).json()) as { cache: { quickAnswers: number } }).cache.quickAnswers > 0,
      "some answer came from the quick way out"
    )
  })

  test("hardening: the pages need nothing the policy refuses: every script is a file, data or the inline script the policy names by hash, no style attributes, no inline handlers", async () => {
    for (const url of PAGES) {
      const response = await fetch(`${base}${url}`)
      assert.equal(response.status, url === "/de/nope" ? 404 : 200, url)
      const csp = response.headers.get("content-security-policy") ?? ""
      const html = await response.text()
      const scripts = html.match(/<script\b[^>]*>/g) ?? []
      assert.ok(scripts.length >= 3, `${url}: the early clicks' inline script, the app's script and its state`)
      for (const tag of scripts) {
        if (tag === "<script>") continue
        assert.match(tag, /\ssrc="\/assets\/|type="application\/(ld\+)?json"/, `${url}: ${tag} would not run under script-src 'self'`)
      }
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text!)
      assert.equal(inline.length, 1, `${url}: one inline script (src/early-input-capture.ts)`)
      for (const text of inline) {
        const hash = `'sha256-${createHash("sha256").update(text).digest("base64")}'`
        assert.ok(
          csp
            .split("; ")
            .find((part) => part.startsWith("script-src "))
            ?.split(" ")
            .includes(hash),
          `${url}: the policy names the inline script's hash ${hash}: ${csp}`
        )
      }
      assert.doesNotMatch(html, /<[^>]+\sstyle="/, `${url}: a style attribute (style-src 'self' refuses it)`)
      assert.doesNotMatch(html, /<[^>]+\son[a-z]+="/, `${url}: an inline event handler`)
    }
  })

  test("hardening: HSTS and upgrade-insecure-requests only where the shop is served over TLS", () => {
    const tls = Object.fromEntries(securityHeaders({ tls: true }))
    assert.match(tls["strict-transport-security"] ?? "", /^max-age=\d{8,}/)
    assert.match(tls["content-security-policy"] ?? "", /upgrade-insecure-requests/)
    const plain = Object.fromEntries(securityHeaders({ tls: false }))
    assert.equal(plain["strict-transport-security"], undefined)
    assert.doesNotMatch(plain["content-security-policy"] ?? "", /upgrade-insecure-requests/)
  })

  test("hardening: a server whose PUBLIC_URL is https sends HSTS on its pages", async () => {
    const { app: tlsApp } = await serverOverCommerce({ distDir: appBuild(), publicUrl: "https://shop.example", withContent: true })
    try {
      const response = await fetch(`${await listening(tlsApp)}/de/faq`)
      await response.arrayBuffer()
      assert.match(response.headers.get("strict-transport-security") ?? "", /max-age=63072000/)
    } finally {
      await tlsApp.close()
    }
  })
})

describe("hardening: health, limits, request ids", () => {
  test("hardening: /healthz answers while the process lives; /readyz says whether commerce answers", async () => {
    assert.deepEqual(await (await fetch(`${base}/healthz`)).json(), { ok: true })
    // The change log is polled every 200 ms here: after a poll, commerce is known to answer.
    let ready: unknown
    for (let i = 0; i < 50; i++) {
      ready = await (await fetch(`${base}/readyz`)).json()
      if ((ready as { commerce: string }).commerce !== "unknown") break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    assert.deepEqual(ready, { ready: true, commerce: "up" })
  })

  test("hardening: a body over 64 KB gets 413 with a JSON error, and the server goes on", async () => {
    const message = "x".repeat(100_000)
    const response = await fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "A", email: "a@example.com", subject: "S", message }),
    })
    assert.equal(response.status, 413)
    assert.match(((await response.json()) as { error: string }).error, /body/i)
    assert.equal((await fetch(`${base}/healthz`)).status, 200)
  })

  test("hardening: every answer names its request id: the proxy's when it is plausible, else a new one", async () => {
    const given = await fetch(`${base}/api/products/1`, { headers: { "x-request-id": "edge-42.a:b" } })
    assert.equal(given.headers.get("x-request-id"), "edge-42.a:b")
    const fresh = await fetch(`${base}/api/products/2`)
    assert.match(fresh.headers.get("x-request-id") ?? "", /^[0-9a-f-]{36}$/)
    const crafted = await fetch(`${base}/api/products/3`, { headers: { "x-request-id": "<script>".repeat(40) } })
    assert.match(crafted.headers.get("x-request-id") ?? "", /^[0-9a-f-]{36}$/)
  })
})

describe("hardening: no link off the shop from a request's path", () => {
  /** Every href and src in a page that is not a path on this shop (protocol-relative, or "/\" which browsers read as "//"). */
  const offShopLinks = (html: string) => [...html.matchAll(/(?:href|src)="([^"]*)"/g)].map((match) => match[1] ?? "").filter((url) => /^[/\\]{2}/.test(url))

  test("hardening: //evil.example is answered with a redirect to /evil.example, never with a page", async () => {
    for (const [path, location] of [
      ["//evil.example", "/evil.example"],
      ["/\\evil.example/x?y=1", "/evil.example/x?y=1"],
      ["///api/products?limit=1", "/api/products?limit=1"],
    ]) {
      const response = await fetch(`${base}${path}`, { redirect: "manual" })
      assert.equal(response.status, 301, path)
      assert.equal(response.headers.get("location"), location, path)
    }
  })

  test("hardening: a 404 page for a path with doubled slashes after its language links only within the shop", async () => {
    for (const path of ["/en//evil.example", "/de//evil.example/x"]) {
      const response = await whenRendered(
        async () => {
          const answer = await fetch(`${base}${path}`)
          return { status: answer.status, html: await answer.text() }
        },
        (answer) => answer.html
      )
      assert.equal(response.status, 404, path)
      assert.match(response.html, /site-footer__languages/, `${path}: the page was rendered with its footer`)
      assert.deepEqual(offShopLinks(response.html), [], path)
    }
  })
})
