/**
 * One migrated database for every suite of the run, instead of Medusa's migrations once per suite.
 *
 * medusaIntegrationTestRunner creates each suite's database and migrates it: about 15–20 s of CPU each (every
 * module's migrations, the links, the search indexes). The run's global setup (global-setup.ts) migrates a
 * template database once with `medusa db:migrate`; each suite's database is a copy of it (CREATE DATABASE …
 * TEMPLATE, well under a second), made in the runner's `beforeServerStart` hook, before the runner creates the
 * database (which then exists) and migrates it (which then finds nothing to do but what db:migrate leaves).
 */
import path from "node:path"
import { Client } from "pg"

/** The template every suite's database is copied from. */
export const TEMPLATE_DATABASE = "shop-integration-template"

/** A client of the run's PostgreSQL (DB_* from scripts/with-test-database.ts), on its maintenance database. */
function maintenanceClient(): Client {
  const { DB_HOST = "localhost", DB_PORT = "5432", DB_USERNAME = "postgres", DB_PASSWORD = "" } = process.env
  return new Client({ host: DB_HOST, port: Number(DB_PORT), user: DB_USERNAME, password: DB_PASSWORD, database: "postgres" })
}

/** The URL of `database` on the run's PostgreSQL. */
export function databaseUrl(database: string): string {
  const { DB_HOST = "localhost", DB_PORT = "5432", DB_USERNAME = "postgres", DB_PASSWORD = "" } = process.env
  const password = DB_PASSWORD ? `:${encodeURIComponent(DB_PASSWORD)}` : ""
  return `postgres://${encodeURIComponent(DB_USERNAME)}${password}@${DB_HOST}:${DB_PORT}/${encodeURIComponent(database)}`
}

async function withClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = maintenanceClient()
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

/** An empty template database (an older run's dropped first). */
export async function recreateTemplate(): Promise<void> {
  await withClient(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoted(TEMPLATE_DATABASE)}`)
    await client.query(`CREATE DATABASE ${quoted(TEMPLATE_DATABASE)}`)
  })
}

/** `database` as a copy of the migrated template, replacing one of that name left by an earlier run. */
export async function copyTemplate(database: string): Promise<void> {
  await withClient(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoted(database)}`)
    await client.query(`CREATE DATABASE ${quoted(database)} TEMPLATE ${quoted(TEMPLATE_DATABASE)}`)
  })
}

/**
 * The runner's options for a suite in `file` (its __filename): a database of its own, named after the suite and
 * the Jest worker, made as a copy of the template.
 */
export function fromMigratedTemplate(file: string): { dbName: string; hooks: { beforeServerStart: () => Promise<void> } } {
  const suite = path.basename(file).replace(/\.spec\.[jt]s$/, "")
  const dbName = `shop-${suite}-${process.env.JEST_WORKER_ID ?? "1"}`
  return { dbName, hooks: { beforeServerStart: () => copyTemplate(dbName) } }
}
