import assert from "node:assert/strict"
import { test } from "node:test"
import { readConfig } from "./config.js"

const BASE = { MEDUSA_PUBLISHABLE_KEY: "pk_test" }
/** What production needs besides: its key to commerce. */
const PRODUCTION = { ...BASE, NODE_ENV: "production", STOREFRONT_SECRET: "s".repeat(40) }

test("config: the local defaults fill everything but the publishable key", () => {
  const config = readConfig(BASE)
  assert.equal(config.PORT, 3000)
  assert.equal(config.PUBLIC_URL, "http://localhost:3000")
  assert.equal(config.LOG_LEVEL, "warn")
  assert.throws(() => readConfig({}), /MEDUSA_PUBLISHABLE_KEY is required/)
})

test("config: in production a real Sanity project needs its token, and the message names it", () => {
  const withProject = { ...PRODUCTION, SANITY_PROJECT_ID: "abcd1234" }
  assert.throws(() => readConfig(withProject), /refuses to start in production[\s\S]*SANITY_TOKEN is not set/)
  assert.doesNotThrow(() => readConfig({ ...withProject, SANITY_TOKEN: "sk_real" }))
  // Development, and production on the local content API (npm start), need no token.
  assert.doesNotThrow(() => readConfig({ ...BASE, SANITY_PROJECT_ID: "abcd1234" }))
  assert.doesNotThrow(() => readConfig(PRODUCTION))
})

test("config: in production behind Varnish (PURGE_VARNISH_URLS) TRUSTED_PROXIES is required, and the message names it and its usual value", () => {
  const behindVarnish = { ...PRODUCTION, PURGE_VARNISH_URLS: "http://127.0.0.1:6082" }
  assert.throws(() => readConfig(behindVarnish), /refuses to start in production[\s\S]*TRUSTED_PROXIES is not set[\s\S]*usually 127\.0\.0\.1/)
  assert.doesNotThrow(() => readConfig({ ...behindVarnish, TRUSTED_PROXIES: "127.0.0.1" }))
  // A storefront that faces the internet itself (no Varnish) trusts nothing, rightly.
  assert.doesNotThrow(() => readConfig(PRODUCTION))
})

test("config: bad values are refused with the variable's name", () => {
  assert.throws(() => readConfig({ ...BASE, PORT: "70000" }), /PORT/)
  assert.throws(() => readConfig({ ...BASE, LOG_LEVEL: "loud" }), /LOG_LEVEL/)
  assert.throws(() => readConfig({ ...BASE, PUBLIC_URL: "not a url" }), /PUBLIC_URL/)
  assert.throws(() => readConfig({ ...BASE, PURGE_VARNISH_URLS: "http://127.0.0.1:6081, varnish" }), /PURGE_VARNISH_URLS/)
})

test("config: the Varnish instances to purge, as a list (none unless set)", () => {
  assert.deepEqual(readConfig(BASE).PURGE_VARNISH_URLS, [])
  assert.deepEqual(readConfig({ ...BASE, PURGE_VARNISH_URLS: "http://127.0.0.1:6081, http://10.0.0.2:6081" }).PURGE_VARNISH_URLS, ["http://127.0.0.1:6081", "http://10.0.0.2:6081"])
})

test("config: the trusted proxies and their header (none, X-Forwarded-For unless set); a bad entry is named", () => {
  assert.deepEqual(readConfig(BASE).TRUSTED_PROXIES, [])
  assert.equal(readConfig(BASE).CLIENT_IP_HEADER, "x-forwarded-for")
  const behind = readConfig({ ...BASE, TRUSTED_PROXIES: " 10.0.0.0/8, 2001:db8::/32 ,loopback", CLIENT_IP_HEADER: "CF-Connecting-IP" })
  assert.deepEqual(behind.TRUSTED_PROXIES, ["10.0.0.0/8", "2001:db8::/32", "loopback"])
  assert.equal(behind.CLIENT_IP_HEADER, "cf-connecting-ip")
  assert.throws(
    () => readConfig({ ...BASE, TRUSTED_PROXIES: "10.0.0.1, varnish, 10.0.0.0/33" }),
    /TRUSTED_PROXIES: "varnish" is not an IP address[\s\S]*TRUSTED_PROXIES: "10.0.0.0\/33"/
  )
  assert.throws(() => readConfig({ ...BASE, TRUSTED_PROXIES: "0.0.0.0/0" }), /TRUSTED_PROXIES: "0.0.0.0\/0"/)
  assert.throws(() => readConfig({ ...BASE, TRUSTED_PROXIES: "10.0.0.1", CLIENT_IP_HEADER: "x forwarded for" }), /CLIENT_IP_HEADER/)
  // A header with nobody trusted to write it would be read never: refused rather than ignored.
  assert.throws(() => readConfig({ ...BASE, CLIENT_IP_HEADER: "cf-connecting-ip" }), /CLIENT_IP_HEADER is read only from TRUSTED_PROXIES/)
})

test("config: in production the storefront needs its key to commerce (STOREFRONT_SECRET) of its own; elsewhere the local default stands", () => {
  assert.throws(() => readConfig({ ...BASE, NODE_ENV: "production" }), /refuses to start in production[\s\S]*STOREFRONT_SECRET is not set/)
  assert.throws(() => readConfig({ ...PRODUCTION, STOREFRONT_SECRET: "short" }), /STOREFRONT_SECRET: at least 32 characters/)
  assert.equal(readConfig(PRODUCTION).STOREFRONT_SECRET, "s".repeat(40))
  assert.equal(readConfig(BASE).STOREFRONT_SECRET, "local-only-storefront-secret")
})
