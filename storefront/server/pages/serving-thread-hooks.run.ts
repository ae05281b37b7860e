/**
 * Run in a process of its own by serving-thread-hooks.test.ts (node:test turns on an async hook of its own):
 * a server over the real commerce and content API, with its default render thread, renders pages, then prints
 * how many async init hooks its thread has in use.
 */
import { buildServer } from "../app.js"
import { createCommerceCatalogue } from "../commerce/catalogue-client.js"
import { createCommerceCheckout } from "../commerce/checkout-client.js"
import { createBundledSource, createCmsSource, sanityClient } from "../content/content-source.js"
import { appBuild, commerceSettings, healthDetails, publicDir, TEST_HEALTH_TOKEN } from "../testing/test-support.js"
import { whenRendered } from "../testing/page-test-support.js"

const commerce = commerceSettings()
const app = await buildServer({
  catalogue: createCommerceCatalogue(commerce),
  checkout: createCommerceCheckout(commerce),
  publicDir,
  distDir: appBuild(),
  catalogueChangesPollMs: 0,
  healthToken: TEST_HEALTH_TOKEN,
  content: {
    cms: createCmsSource(sanityClient({ dataset: "production", apiHost: process.env.SANITY_API_HOST, token: process.env.SANITY_TOKEN })),
    bundled: createBundledSource(),
    watch: false,
  },
})
const statuses: number[] = []
// A product page, a catalogue page and the FAQ, their data asked for by the render thread.
// Each as rendered (a busy machine's first answer may be the app's shell, the render finishing in the background).
for (const url of ["/ja/product/7", "/ja/products?page=3", "/ja/faq"]) {
  statuses.push(
    (
      await whenRendered(
        () => app.inject({ url }),
        (answer) => answer.body
      )
    ).statusCode
  )
}
const renders = (await healthDetails<{ pages: { renders: number } }>(app)).pages.renders
// Node 20 has no public way to ask; its async_wrap binding counts the init hooks in use.
process.noDeprecation = true
const { async_hook_fields: fields, constants } = (process as unknown as { binding(name: "async_wrap"): { async_hook_fields: Uint32Array; constants: { kInit: number } } }).binding(
  "async_wrap"
)
console.log(JSON.stringify({ statuses, renders, initHooks: fields[constants.kInit] }))
await app.close()
