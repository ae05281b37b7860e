/**
 * Jest's global setup: migrates the template database the suites' databases are copied from
 * (support/migrated-template.ts), once per run, with Medusa's own `medusa db:migrate`.
 */
import { execFileSync } from "node:child_process"
import path from "node:path"
import { databaseUrl, recreateTemplate, TEMPLATE_DATABASE } from "./support/migrated-template"

export default async function globalSetup(): Promise<void> {
  const started = Date.now()
  await recreateTemplate()
  const commerce = path.resolve(__dirname, "..")
  execFileSync(process.execPath, [require.resolve("@medusajs/cli/cli.js", { paths: [commerce] }), "db:migrate"], {
    cwd: commerce,
    env: { ...process.env, DATABASE_URL: databaseUrl(TEMPLATE_DATABASE), MEDUSA_DISABLE_TELEMETRY: "true", LOG_LEVEL: "error" },
    stdio: ["ignore", "ignore", "inherit"],
  })
  console.log(`\nthe suites' template database migrated once in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
