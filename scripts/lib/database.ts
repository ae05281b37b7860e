import path from "node:path"
import { DATA_DIR } from "./paths.js"
import { startEmbeddedPostgres } from "./postgres.js"

export interface Database {
  url: string
  embedded: boolean
  stop(): Promise<void>
}

/**
 * DATABASE_URL when set (a server of your own; nothing is started), else the embedded PostgreSQL with its
 * data in .data/<folder> on `port` (5433 by default so it never clashes with a system server on 5432).
 */
export async function openDatabase(options: { folder: string; port: number; name: string }): Promise<Database> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} }
  const server = await startEmbeddedPostgres({ dataDir: path.join(DATA_DIR, options.folder), port: options.port })
  await server.createDatabaseIfMissing(options.name)
  return { url: server.databaseUrl(options.name), embedded: true, stop: () => server.stop() }
}
