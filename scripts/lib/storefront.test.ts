import assert from "node:assert/strict"
import { readFileSync } from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { parseStages } from "./dockerfile.js"
import { ROOT } from "./paths.js"
import { STOREFRONT_NODE_FLAGS, STOREFRONT_SERVER } from "./storefront.js"

// The storefront runs with the same V8 heap settings wherever it runs (npm start, the tests, the benches, the
// image): uncapped, garbage grows its heap to 4× the live size on a large machine before V8 collects it.
test("storefront: npm start and the image's CMD run the server with the same heap settings", () => {
  const flags = STOREFRONT_NODE_FLAGS
  assert.deepEqual(STOREFRONT_SERVER.args, [...flags, STOREFRONT_SERVER.script])
  const stages = parseStages(readFileSync(path.join(ROOT, "storefront", "Dockerfile"), "utf8"))
  const cmd = stages
    .at(-1)!
    .instructions.filter((instruction) => instruction.keyword === "CMD")
    .at(-1)!
  assert.deepEqual(JSON.parse(cmd.text), ["node", ...flags, path.relative(path.join(ROOT, "storefront"), STOREFRONT_SERVER.script)])
  const serve = JSON.parse(readFileSync(path.join(ROOT, "storefront", "package.json"), "utf8")).scripts.serve as string
  assert.ok(serve.includes(`node ${flags.join(" ")} build/main.js`), serve)
})
