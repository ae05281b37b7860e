/**
 * A storefront server process of the bench's own: the compiled server (storefront/build/main.js of the
 * stack's storefrontRoot: this working tree unless set) with the environment `npm start` gives its storefront,
 * on a spare port, talking to the running commerce and CMS.
 * Nothing of it is cached or warm when it starts. Stopped by `stop()`, and also when the bench exits or is
 * interrupted (it runs in a process group of its own, which Ctrl-C would not reach).
 */
import { statSync } from "node:fs"
import path from "node:path"
import { CONTENT_API_PORT, localContentToken } from "../../scripts/lib/content.js"
import { ROOT } from "../../scripts/lib/paths.js"
import { assertPortFree, startService } from "../../scripts/lib/processes.js"
import { STOREFRONT_NODE_FLAGS, STOREFRONT_SERVER } from "../../scripts/lib/storefront.js"
import { storefrontHealthToken, storefrontSecret } from "../../scripts/lib/secrets.js"
import type { BenchStack } from "./stack.js"

export interface FreshStorefront {
  url: string
  pid: number
  /** The compiled server it runs (…/storefront/build/main.js). */
  script: string
  /** When the compiled server it runs was built. */
  builtAt: Date
  /**
   * Polls `/readyz` every 10 ms (so no time passes unmeasured between ready and the load that follows);
   * resolves with the milliseconds since the process started.
   */
  ready(timeoutMs?: number): Promise<number>
  stop(): Promise<void>
}

/** The content settings npm start passes its storefront (scripts/lib/content.ts). */
function contentEnv(): NodeJS.ProcessEnv {
  if (process.env.SANITY_PROJECT_ID) {
    return { SANITY_PROJECT_ID: process.env.SANITY_PROJECT_ID, SANITY_DATASET: process.env.SANITY_DATASET, SANITY_TOKEN: process.env.SANITY_TOKEN }
  }
  return { SANITY_API_HOST: `http://127.0.0.1:${CONTENT_API_PORT}`, SANITY_DATASET: "production", SANITY_TOKEN: localContentToken() }
}

/** The storefront folder of a checkout and its compiled server, run as scripts/lib/storefront.ts runs it. */
export function storefrontBuildOf(root: string) {
  const dir = path.join(root, "storefront")
  const script = path.join(dir, "build", "main.js")
  return { dir, script, command: STOREFRONT_SERVER.command, args: [...STOREFRONT_NODE_FLAGS, script] }
}

/** Starts it; resolves once the process runs (then `ready()` waits until it takes requests). */
export async function startFreshStorefront(stack: BenchStack, port: number, env: NodeJS.ProcessEnv = {}): Promise<FreshStorefront> {
  await assertPortFree(port, "the bench's own storefront")
  const server = storefrontBuildOf(stack.storefrontRoot ?? ROOT)
  const service = startService(server.command, server.args, {
    cwd: server.dir,
    label: "bench storefront",
    quiet: true,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      MEDUSA_URL: stack.commerceUrl,
      MEDUSA_PUBLISHABLE_KEY: stack.publishableKey,
      HEALTH_TOKEN: storefrontHealthToken(),
      STOREFRONT_SECRET: storefrontSecret(),
      ...contentEnv(),
      ...env,
    },
  })
  const started = performance.now()
  const pid = service.child.pid!
  let exited = false
  void service.exited.then(() => (exited = true))
  const killGroup = () => {
    try {
      process.kill(-pid, "SIGKILL")
    } catch {
      /* already gone */
    }
  }
  const interrupted = (signal: NodeJS.Signals) => {
    killGroup()
    process.exit(signal === "SIGINT" ? 130 : 143)
  }
  process.on("exit", killGroup)
  process.once("SIGINT", interrupted)
  process.once("SIGTERM", interrupted)
  return {
    url: `http://127.0.0.1:${port}`,
    pid,
    script: server.script,
    builtAt: statSync(server.script).mtime,
    async ready(timeoutMs = 60_000) {
      const url = `http://127.0.0.1:${port}/readyz`
      while (performance.now() - started < timeoutMs) {
        if (exited) throw new Error(`the bench's storefront exited before ${url} answered`)
        if (
          await fetch(url).then(
            (r) => r.ok,
            () => false
          )
        )
          return performance.now() - started
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
    },
    async stop() {
      await service.stop()
      process.off("exit", killGroup)
      process.off("SIGINT", interrupted)
      process.off("SIGTERM", interrupted)
    },
  }
}
