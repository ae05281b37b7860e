/**
 * `npm run bench`: every benchmark, each printing its figures and the ratio against its baseline.
 * Uses the running shop when `npm start` is up (its build must be current), else starts one for the run.
 */
import { benchAdminFreshness } from "./admin-freshness.js"
import { benchCacheMemory } from "./cache-memory.js"
import { benchCatalogue } from "./catalogue.js"
import { benchCheckout } from "./checkout.js"
import { benchEditorPublish } from "./editor-publish.js"
import { benchLighthouse } from "./lighthouse.js"
import { benchStack } from "./lib/stack.js"
import { benchHotRoutes } from "./hot-routes.js"
import { benchSearch } from "./search.js"
import { benchSearchEngines } from "./search-engines.js"
import { benchServerRender } from "./server-render.js"

const stack = await benchStack()
try {
  await benchCatalogue(stack)
  await benchHotRoutes(stack)
  await benchServerRender(stack)
  await benchCacheMemory(stack)
  await benchAdminFreshness(stack)
  await benchEditorPublish(stack)
  await benchSearch(stack)
  await benchSearchEngines(stack)
  await benchCheckout(stack)
  await benchLighthouse(stack)
} finally {
  await stack.stop()
}
