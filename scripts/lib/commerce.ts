/**
 * Commerce (Medusa) lifecycle for `npm start` and `npm test`: database, migrations, first seed, admin user,
 * production build, server. Each step runs only when needed, so a second start is quick.
 */
import { randomBytes } from "node:crypto"
import { existsSync, readFileSync, readdirSync } from "node:fs"
import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import pg from "pg"
import { buildWhenChanged, fingerprint } from "./fingerprint.js"
import { COMMERCE_BUILD_DIR, COMMERCE_DIR, DATA_DIR, MEDUSA_BIN, ROOT } from "./paths.js"
import { run, startService, waitForHttp, type Service } from "./processes.js"
import { localCommerceSecrets } from "./secrets.js"

export const COMMERCE_PORT = Number(process.env.MEDUSA_PORT ?? 9000)

/** Environment every Medusa command gets. */
export function commerceEnv(databaseUrl: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    DATABASE_URL: databaseUrl,
    ...localCommerceSecrets(),
    MEDUSA_DISABLE_TELEMETRY: "true",
    DO_NOT_TRACK: "1",
    PORT: String(COMMERCE_PORT),
    ...extra,
  }
}

interface CommerceState {
  migrations?: string
  /** Fingerprint of the seed that last ran (the importer is idempotent: a changed seed runs again). */
  seed?: string
}
const stateFile = path.join(DATA_DIR, "commerce-state.json")
const credentialsFile = path.join(DATA_DIR, "admin-credentials.json")

function readState(databaseUrl: string): CommerceState {
  if (!existsSync(stateFile)) return {}
  try {
    return (JSON.parse(readFileSync(stateFile, "utf8")) as Record<string, CommerceState>)[databaseKey(databaseUrl)] ?? {}
  } catch {
    return {}
  }
}
async function writeState(databaseUrl: string, state: CommerceState) {
  let all: Record<string, CommerceState> = {}
  try {
    all = JSON.parse(readFileSync(stateFile, "utf8"))
  } catch {
    /* first write */
  }
  all[databaseKey(databaseUrl)] = state
  await mkdir(DATA_DIR, { recursive: true })
  await writeFile(stateFile, JSON.stringify(all, null, 2))
}
/** State is per database, without the password. */
const databaseKey = (url: string) => url.replace(/\/\/[^@]*@/, "//")

/** What the schema depends on: Medusa's version, our modules' migrations, our links, the config. */
function migrationsFingerprint(): string {
  const medusaVersion = JSON.parse(readFileSync(path.join(ROOT, "node_modules/@medusajs/medusa/package.json"), "utf8")).version
  const modules = path.join(COMMERCE_DIR, "src/modules")
  const migrationDirs = existsSync(modules) ? readdirSync(modules).map((m) => path.join(modules, m, "migrations")) : []
  return fingerprint([...migrationDirs, path.join(COMMERCE_DIR, "src/links"), path.join(COMMERCE_DIR, "medusa-config.ts")], medusaVersion)
}

const medusa = (args: string[], env: NodeJS.ProcessEnv, quiet = true) =>
  run(MEDUSA_BIN, args, { cwd: COMMERCE_DIR, env, label: "commerce", quiet })

/** Runs `medusa db:migrate` when the schema's inputs changed since the last run on this database. */
export async function migrateIfNeeded(
  databaseUrl: string,
  log: (line: string) => void,
  options: { force?: boolean } = {}
): Promise<void> {
  const state = readState(databaseUrl)
  const wanted = migrationsFingerprint()
  if (state.migrations === wanted && !options.force) return
  log("commerce: running database migrations (about 20 s the first time)…")
  const started = Date.now()
  await medusa(["db:migrate"], commerceEnv(databaseUrl))
  await writeState(databaseUrl, { ...state, migrations: wanted })
  log(`commerce: migrations done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/** What the seed depends on: the generator and importers, and the script that runs them. */
const seedFingerprint = () => fingerprint([path.join(ROOT, "seed/src"), path.join(COMMERCE_DIR, "src/scripts")])

/**
 * Seeds on the first run against a database, and again when the seed changed (it creates only what is
 * missing, so a merchandiser's edits stay).
 */
export async function seedIfNeeded(
  databaseUrl: string,
  log: (line: string) => void,
  options: { force?: boolean; quiet?: boolean } = {}
): Promise<void> {
  const state = readState(databaseUrl)
  const wanted = seedFingerprint()
  if (state.seed === wanted && !options.force) return
  // `seeded` is an older start's record of a seed that ran (before seeds were fingerprinted).
  const seededBefore = Boolean(state.seed ?? (state as { seeded?: boolean }).seeded)
  log(seededBefore ? "commerce: the seed changed; adding what is missing…" : "commerce: seeding the catalogue (first run only)…")
  await run(MEDUSA_BIN, ["exec", "../seed/src/commerce/medusa-exec.ts"], {
    cwd: COMMERCE_DIR,
    env: commerceEnv(databaseUrl),
    label: "seed",
    quiet: options.quiet,
  })
  await writeState(databaseUrl, { ...readState(databaseUrl), seed: wanted })
}

export interface AdminCredentials {
  email: string
  password: string
}

/** A new admin user with a random password (Medusa's own CLI, so the password is hashed as the admin expects). */
export async function createAdminUser(databaseUrl: string, email: string): Promise<AdminCredentials> {
  const credentials = { email, password: randomBytes(9).toString("base64url") }
  // "--name=value": a random password may start with "-", which the CLI would otherwise read as flags.
  await medusa(["user", `--email=${credentials.email}`, `--password=${credentials.password}`], commerceEnv(databaseUrl))
  return credentials
}

/** Creates the local admin user once and remembers its credentials in .data (local only, never committed). */
export async function ensureAdminUser(databaseUrl: string): Promise<AdminCredentials> {
  const all: Record<string, AdminCredentials> = existsSync(credentialsFile)
    ? JSON.parse(readFileSync(credentialsFile, "utf8"))
    : {}
  const key = databaseKey(databaseUrl)
  if (all[key]) return all[key]
  const credentials = await createAdminUser(databaseUrl, "admin@shop.local")
  all[key] = credentials
  await mkdir(DATA_DIR, { recursive: true })
  await writeFile(credentialsFile, JSON.stringify(all, null, 2), { mode: 0o600 })
  return credentials
}

const buildStamp = path.join(COMMERCE_BUILD_DIR, ".source-fingerprint")
const sourceFingerprint = () =>
  fingerprint(["src", "medusa-config.ts", "package.json", "tsconfig.json"].map((p) => path.join(COMMERCE_DIR, p)))

/** `medusa build` (server + admin, about 30 s) when the sources changed since the last build. */
export async function buildIfStale(log: (line: string) => void): Promise<void> {
  await buildWhenChanged({
    stampFile: buildStamp,
    fingerprint: sourceFingerprint(),
    log,
    starting: "commerce: building the server and the admin (about 30 s, once per change of commerce/)…",
    done: "commerce: build done",
    build: () => run(MEDUSA_BIN, ["build"], { cwd: COMMERCE_DIR, env: { MEDUSA_DISABLE_TELEMETRY: "true" }, label: "build", quiet: true }),
  })
}

/**
 * Starts Medusa. `production` runs the build in .medusa/server (with the admin at /app);
 * `source` runs the TypeScript sources directly with the admin off (tests: nothing to build).
 */
export async function startCommerce(
  databaseUrl: string,
  mode: "production" | "source",
  options: { quiet?: boolean; port?: number; env?: NodeJS.ProcessEnv } = {}
): Promise<Service> {
  const port = options.port ?? COMMERCE_PORT
  const env = commerceEnv(databaseUrl, {
    NODE_ENV: mode === "production" ? "production" : "development",
    PORT: String(port),
    MEDUSA_URL: `http://localhost:${port}`,
    ...(mode === "source" ? { DISABLE_MEDUSA_ADMIN: "true" } : {}),
    ...options.env,
  })
  const service = startService(MEDUSA_BIN, ["start"], {
    cwd: mode === "production" ? COMMERCE_BUILD_DIR : COMMERCE_DIR,
    env,
    label: "commerce",
    quiet: options.quiet,
  })
  await waitForHttp(`http://127.0.0.1:${port}/health`, service, 120_000)
  return service
}

/** The storefront's publishable key, created by the seed under a known title. */
export async function readPublishableKey(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ token: string }>(
      "SELECT token FROM api_key WHERE type = 'publishable' AND title = 'Storefront' AND revoked_at IS NULL AND deleted_at IS NULL ORDER BY created_at LIMIT 1"
    )
    if (!rows[0]) throw new Error("commerce has no publishable key titled 'Storefront': run `npm run seed`")
    return rows[0].token
  } finally {
    await client.end()
  }
}
