import { rm } from "node:fs/promises"
import path from "node:path"
import { DATA_DIR } from "./paths.js"
import { startEmbeddedPostgres } from "./postgres.js"

export interface Database {
  url: string
  embedded: boolean
  /** Where the embedded database keeps its data. */
  location?: string
  stop(): Promise<void>
}

/**
 * DATABASE_URL when set (a server of your own; nothing is started), else the embedded PostgreSQL with its
 * data in .data/<folder> on `port` (5433 by default so it never clashes with a system server on 5432).
 */
export async function openDatabase(options: { folder: string; port: number; name: string; log?: (line: string) => void }): Promise<Database> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} }
  const server = await startEmbeddedPostgres({ dataDir: path.join(DATA_DIR, options.folder), port: options.port, log: options.log })
  await server.createDatabaseIfMissing(options.name)
  return { url: server.databaseUrl(options.name), embedded: true, location: server.dataDir, stop: () => server.stop() }
}

export interface TestDatabaseServer {
  /** DB_HOST, DB_PORT, DB_USERNAME, DB_PASSWORD: what medusaIntegrationTestRunner reads. */
  env: Record<"DB_HOST" | "DB_PORT" | "DB_USERNAME" | "DB_PASSWORD", string>
  /** Connection URL of the server, without a database name. */
  url: string
  stop(): Promise<void>
}

/**
 * The PostgreSQL server for a test run: the one named by DB_HOST/DB_PORT/DB_USERNAME/DB_PASSWORD when set,
 * else a fresh embedded one in .data/test-postgres, removed again by stop().
 */
export async function openTestDatabaseServer(): Promise<TestDatabaseServer> {
  const { DB_HOST, DB_PORT = "5432", DB_USERNAME = "postgres", DB_PASSWORD = "" } = process.env
  if (DB_HOST) {
    return {
      env: { DB_HOST, DB_PORT, DB_USERNAME, DB_PASSWORD },
      url: `postgres://${DB_USERNAME}:${DB_PASSWORD}@${DB_HOST}:${DB_PORT}`,
      stop: async () => {},
    }
  }
  const dataDir = path.join(DATA_DIR, "test-postgres")
  await rm(dataDir, { recursive: true, force: true })
  const server = await startEmbeddedPostgres({ dataDir, port: Number(process.env.TEST_PGPORT ?? 5434), fresh: true, portSetting: "TEST_PGPORT" })
  return {
    env: { DB_HOST: "localhost", DB_PORT: String(server.port), DB_USERNAME: server.user, DB_PASSWORD: server.password },
    url: server.url,
    async stop() {
      await server.stop()
      await rm(server.dataDir, { recursive: true, force: true })
    },
  }
}
