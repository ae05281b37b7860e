/**
 * Debian's PostgreSQL 15 and Redis 7 (apt packages postgresql-15 and redis-server), started in a temporary
 * folder for the production check: a real cluster and a real Redis, as a deployment has them, gone afterwards.
 * Debian's Varnish (apt package varnish) runs in front of the storefronts (stack.ts starts it).
 */
import { execFileSync } from "node:child_process"
import { chmodSync, existsSync, mkdirSync } from "node:fs"
import path from "node:path"
import { initCluster, startCluster } from "../lib/postgres-cluster.js"
import { createDatabaseIfMissing } from "../lib/postgres.js"
import { startService, type Service } from "../lib/processes.js"
import { varnishdPath } from "@shop/storefront/varnishd"

const POSTGRES_BIN = "/usr/lib/postgresql/15/bin"
const REDIS_SERVER = "/usr/bin/redis-server"

/** Whether Debian's varnishd is there (in PATH or /usr/sbin). */
function hasVarnishd(): boolean {
  try {
    varnishdPath()
    return true
  } catch {
    return false
  }
}

/** What is missing, as the apt packages that bring it (.ci/run installs them). */
export function missingSystemPackages(): string[] {
  return [
    ...(existsSync(path.join(POSTGRES_BIN, "postgres")) ? [] : ["postgresql-15"]),
    ...(existsSync(REDIS_SERVER) ? [] : ["redis-server"]),
    ...(hasVarnishd() ? [] : ["varnish"]),
  ]
}

export interface SystemPostgres {
  url(database: string): string
  stop(): Promise<void>
}

const PASSWORD = "production-check"
const cluster = (folder: string, port: number) => ({
  binDir: POSTGRES_BIN,
  dataDir: path.join(folder, "postgres"),
  port,
  user: "postgres",
  password: PASSWORD,
  settings: { max_connections: "300" },
})

/** A new cluster in `folder` with the shop's database; started afterwards with startSystemPostgres. */
export async function initSystemPostgres(folder: string, port: number): Promise<void> {
  // mkdtemp makes the folder 0700: let the postgres user pass through it (not list it) to its own data.
  if (process.getuid?.() === 0) chmodSync(folder, 0o711)
  await initCluster(cluster(folder, port))
  const server = await startCluster(cluster(folder, port))
  await createDatabaseIfMissing(server.url("postgres"), "shop")
  await server.stop()
}

/** Starts the cluster initSystemPostgres made (again, after a stop: its data stays). */
export function startSystemPostgres(folder: string, port: number): Promise<SystemPostgres> {
  return startCluster(cluster(folder, port))
}

export interface SystemRedis {
  url: string
  /** Starts Redis (again) on the same folder: its append-only file brings back what it held. */
  start(): Promise<void>
  stop(): Promise<void>
}

export function systemRedis(folder: string, port: number): SystemRedis {
  const dir = path.join(folder, "redis")
  mkdirSync(dir, { recursive: true })
  let service: Service | undefined
  const redis: SystemRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      // appendonly: queued events and workflow state survive a Redis restart, as a deployment would configure it.
      service = startService(REDIS_SERVER, ["--port", String(port), "--bind", "127.0.0.1", "--dir", dir, "--appendonly", "yes", "--save", ""], {
        cwd: dir,
        label: "redis",
        quiet: true,
      })
      const deadline = Date.now() + 15_000
      while (Date.now() < deadline) {
        try {
          if (
            execFileSync("redis-cli", ["-p", String(port), "ping"], { stdio: ["ignore", "pipe", "ignore"] })
              .toString()
              .trim() === "PONG"
          )
            return
        } catch {
          /* not up yet */
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error(`Redis did not answer on port ${port} within 15 s`)
    },
    async stop() {
      await service?.stop()
      service = undefined
    },
  }
  return redis
}
