/**
 * The production build, made by the same commands the Dockerfiles' build stages run (no Docker engine runs
 * here, so the check runs their steps in this checkout instead).
 */
import { ROOT } from "../lib/paths.js"
import { run } from "../lib/processes.js"

export async function buildLikeTheDockerfiles(log: (line: string) => void): Promise<string> {
  const started = Date.now()
  log("npm run build (storefront app, server render and compiled server; medusa build)")
  await run("npm", ["run", "build"], { cwd: ROOT, label: "build", quiet: true, env: { NODE_ENV: "" } })
  return `npm run build in ${((Date.now() - started) / 1000).toFixed(0)} s`
}
