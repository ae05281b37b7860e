/**
 * `tsx scripts/with-test-database.ts <command...>`: runs a command with DB_HOST/DB_PORT/DB_USERNAME/
 * DB_PASSWORD pointing at a PostgreSQL for tests (what medusaIntegrationTestRunner reads): the one
 * `npm test` already started, or a throwaway embedded server for this command alone.
 */
import { spawn } from "node:child_process"
import { openTestDatabaseServer } from "./lib/database.js"

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error("usage: tsx scripts/with-test-database.ts <command> [args...]")
  process.exit(2)
}

const database = await openTestDatabaseServer()
const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...database.env } })
const forward = (signal: NodeJS.Signals) => child.kill(signal)
process.on("SIGINT", forward)
process.on("SIGTERM", forward)
child.on("close", (code, signal) => {
  const exitCode = code ?? (signal ? 1 : 0)
  database.stop().then(
    () => process.exit(exitCode),
    (error: unknown) => {
      console.error(`the test database did not stop: ${(error as Error).message}`)
      process.exit(exitCode || 1)
    }
  )
})
