/**
 * Debian's PostgreSQL 15 and Redis 7 (apt packages postgresql-15 and redis-server), started in a temporary
 * folder for the production check: a real cluster and a real Redis, as a deployment has them, gone afterwards.
 */
import { execFileSync } from "node:child_process"
import { chmodSync, chownSync, existsSync, mkdirSync } from "node:fs"
import path from "node:path"
import pg from "pg"
import { run, startService, type Service } from "../lib/processes.js"

const POSTGRES_BIN = "/usr/lib/postgresql/15/bin"
const REDIS_SERVER = "/usr/bin/redis-server"

/** What is missing, as the apt packages that bring it (.ci/run installs them). */
export function missingSystemPackages(): string[] {
  return [
    ...(existsSync(path.join(POSTGRES_BIN, "postgres")) ? [] : ["postgresql-15"]),
    ...(existsSync(REDIS_SERVER) ? [] : ["redis-server"]),
  ]
}

const isRoot = () => process.getuid?.() === 0

/** PostgreSQL refuses to run as root: as root, its commands run as Debian's `postgres` user. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args]
}

export interface SystemPostgres {
  url(database: string): string
  service: Service
  stop(): Promise<void>
}

/** A new cluster in `folder` (initdb), with the shop's database; then started with startSystemPostgres. */
export async function initSystemPostgres(folder: string, port: number): Promise<void> {
  const dataDir = path.join(folder, "postgres")
  mkdirSync(dataDir, { recursive: true })
  if (isRoot()) {
    // mkdtemp makes the folder 0700: let the postgres user pass through it (not list it) to its own data.
    chmodSync(folder, 0o711)
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString())
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString())
    chownSync(dataDir, uid, gid)
  }
  const [initdb, initdbArgs] = asPostgresUser(path.join(POSTGRES_BIN, "initdb"), ["-D", dataDir, "-U", "postgres", "--auth-local=trust", "--auth-host=scram-sha-256", "--encoding=UTF8", "--locale=C"])
  await run(initdb, initdbArgs, { cwd: "/", label: "initdb", quiet: true })
  const server = await startSystemPostgres(folder, port, { trustLocal: true })
  const admin = new pg.Client({ host: path.join(folder, "postgres"), port, user: "postgres", database: "postgres" })
  await admin.connect()
  await admin.query(`ALTER USER postgres PASSWORD '${PASSWORD}'`)
  await admin.query("CREATE DATABASE shop")
  await admin.end()
  await server.stop()
}

const PASSWORD = "production-check"

/** Starts the cluster initSystemPostgres made (again, after a stop: its data stays). */
export async function startSystemPostgres(folder: string, port: number, options: { trustLocal?: boolean } = {}): Promise<SystemPostgres> {
  const dataDir = path.join(folder, "postgres")
  const [postgres, postgresArgs] = asPostgresUser(path.join(POSTGRES_BIN, "postgres"), [
    "-D", dataDir, "-p", String(port), "-k", dataDir, "-c", "listen_addresses=127.0.0.1", "-c", "max_connections=300",
  ])
  const service = startService(postgres, postgresArgs, { cwd: "/", label: "postgresql", quiet: true })
  const url = (database: string) => `postgres://postgres:${PASSWORD}@localhost:${port}/${database}`
  // Before the password is set, only the local socket lets the postgres user in (trust).
  await waitForPostgres(options.trustLocal ? { host: dataDir, port, user: "postgres", database: "postgres" } : { connectionString: url("postgres") }, service)
  return { url, service, stop: () => service.stop() }
}

async function waitForPostgres(connection: pg.ClientConfig, service: Service): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null) throw new Error("PostgreSQL exited while starting")
    const client = new pg.Client(connection)
    try {
      await client.connect()
      await client.end()
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  throw new Error("PostgreSQL did not accept connections within 30 s")
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
          if (execFileSync("redis-cli", ["-p", String(port), "ping"], { stdio: ["ignore", "pipe", "ignore"] }).toString().trim() === "PONG") return
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
