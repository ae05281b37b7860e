/**
 * The thread that serves requests never turns on async hooks: on Node 20 an AsyncLocalStorage in use makes
 * every asynchronous resource of its thread (each answer's socket writes, ticks, timers) call the hooks, a
 * cost every request paid. A page's tags come back with its render (render-worker.ts), which uses
 * AsyncLocalStorage in its own thread only.
 */
import assert from "node:assert/strict"
import { execFileSync } from "node:child_process"
import { test } from "node:test"

test("with renders in a render thread, rendering pages turns on no async hook in the serving thread", () => {
  const out = execFileSync(process.execPath, ["--import", "tsx", new URL("./serving-thread-hooks.run.ts", import.meta.url).pathname], { encoding: "utf8", env: process.env })
  const { statuses, renders, initHooks } = JSON.parse(out.trim().split("\n").at(-1)!) as { statuses: number[]; renders: number; initHooks: number }
  assert.deepEqual(statuses, [200, 200, 200])
  assert.ok(renders >= 3, `pages were rendered (${renders})`)
  assert.equal(initHooks, 0, "async init hooks in use on the serving thread")
})
