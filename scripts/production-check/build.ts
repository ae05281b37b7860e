/**
 * The production build, made by the very commands of the Dockerfiles' `build` stages (no Docker engine runs
 * here, so the check runs their RUN lines in this checkout, from the repository root as the build context).
 * Their `npm ci` lines are left out: this checkout is already installed from the same lockfile, and an
 * `npm ci --workspace X` here would cut node_modules down to one workspace.
 */
import path from "node:path"
import { dockerfileRunCommands } from "../lib/dockerfile.js"
import { ROOT } from "../lib/paths.js"
import { run } from "../lib/processes.js"

const DOCKERFILES = ["commerce/Dockerfile", "storefront/Dockerfile"]
const isInstall = (command: string) => /^npm ci\b/.test(command)

export async function buildLikeTheDockerfiles(log: (line: string) => void): Promise<string> {
  const ran: string[] = []
  for (const dockerfile of DOCKERFILES) {
    for (const command of dockerfileRunCommands(path.join(ROOT, dockerfile), "build").filter((command) => !isInstall(command))) {
      const started = Date.now()
      log(`${dockerfile}: ${command}`)
      // Without NODE_ENV, as in the image's build stage (NODE_ENV=test would build React for development);
      // spawn leaves out a variable whose value is undefined.
      await run("sh", ["-c", command], { cwd: ROOT, label: "build", quiet: true, env: { NODE_ENV: undefined } })
      ran.push(`${command} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
    }
  }
  return ran.join("; ")
}
