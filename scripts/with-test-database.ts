/**
 * `tsx scripts/with-test-database.ts <command...>`: runs a command with DB_HOST/DB_PORT/DB_USERNAME/
 * DB_PASSWORD pointing at a PostgreSQL for tests (what medusaIntegrationTestRunner reads).
 * Uses the one `npm test` already started when DB_HOST is set; otherwise starts a throwaway embedded
 * server in .data/test-postgres for the duration of the command.
 */
import { spawn } from "node:child_process"
import { rm } from "node:fs/promises"
import path from "node:path"
import { DATA_DIR } from "./lib/paths.js"
import { startEmbeddedPostgres } from "./lib/postgres.js"

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error("usage: tsx scripts/with-test-database.ts <command> [args...]")
  process.exit(2)
}

let stop = async () => {}
if (!process.env.DB_HOST) {
  const dataDir = path.join(DATA_DIR, "test-postgres")
  await rm(dataDir, { recursive: true, force: true })
  const server = await startEmbeddedPostgres({ dataDir, port: Number(process.env.TEST_PGPORT ?? 5434) })
  Object.assign(process.env, { DB_HOST: "localhost", DB_PORT: String(server.port), DB_USERNAME: server.user, DB_PASSWORD: server.password })
  stop = async () => {
    await server.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

const child = spawn(command, args, { stdio: "inherit", env: process.env })
const forward = (signal: NodeJS.Signals) => child.kill(signal)
process.on("SIGINT", forward)
process.on("SIGTERM", forward)
child.on("close", async (code, signal) => {
  await stop()
  process.exit(code ?? (signal ? 1 : 0))
})
