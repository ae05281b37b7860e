import assert from "node:assert/strict"
import { test } from "node:test"
import { composeEnvironments, interpolate, productionGuideDotEnv } from "./compose.js"

test("compose: interpolation as Compose does it: defaults, required variables with their message, $$", () => {
  assert.equal(interpolate("${A:-x}/${B-y}/${C}", { A: "", B: "" }), "x//")
  assert.equal(interpolate("$${A}", { A: "1" }), "${A}")
  assert.throws(() => interpolate("${A:?set A (why)}", { A: "" }), /required variable A is missing a value: set A \(why\)/)
  assert.equal(interpolate("${A?set A}", { A: "" }), "")
})

test("compose: the production guide's first .env is everything docker-compose.yml requires", () => {
  const environments = composeEnvironments(productionGuideDotEnv())
  assert.deepEqual(Object.keys(environments).sort(), ["commerce", "commerce-setup", "commerce-worker", "postgres", "redis", "storefront"])
  assert.equal(environments.storefront?.TRUSTED_PROXIES, "172.18.0.1", "the storefront trusts the reverse proxy the guide's .env names")
})

test("compose: without TRUSTED_PROXIES it refuses to start, naming the setting and its usual value (every shopper would be the proxy)", () => {
  const { TRUSTED_PROXIES, ...withoutProxies } = productionGuideDotEnv()
  assert.ok(TRUSTED_PROXIES)
  assert.throws(() => composeEnvironments(withoutProxies), /required variable TRUSTED_PROXIES is missing a value: .*usually the Docker network's gateway, e\.g\. 172\.18\.0\.1/)
  assert.throws(() => composeEnvironments({ ...withoutProxies, TRUSTED_PROXIES: "" }), /TRUSTED_PROXIES/)
})
