/**
 * Commerce (Medusa) lifecycle for `npm start` and `npm test`: database, migrations, first seed, admin user,
 * production build, server. Each step runs only when needed, so a second start is quick.
 */
import { randomBytes } from "node:crypto"
import { existsSync, readFileSync, readdirSync } from "node:fs"
import { createRequire } from "node:module"
import { cp, mkdir, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import { stripVTControlCharacters } from "node:util"
import pg from "pg"
import { buildWhenChanged, fingerprint, isBuilt } from "./fingerprint.js"
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

const medusa = (args: string[], env: NodeJS.ProcessEnv, quiet = true) => run(MEDUSA_BIN, args, { cwd: COMMERCE_DIR, env, label: "commerce", quiet })

/** Runs `medusa db:migrate` when the schema's inputs changed since the last run on this database. */
export async function migrateIfNeeded(databaseUrl: string, log: (line: string) => void, options: { force?: boolean } = {}): Promise<void> {
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

/** The seed's own progress lines (the rest of its output, Medusa's event chatter included, is for the log file). */
const SEED_PROGRESS = /\b((?:seeded|translated) \d+\/\d+ \w+|catalogue (?:seeded|already up to date).*)$/

/**
 * Seeds on the first run against a database, and again when the seed changed (it creates only what is
 * missing, so a merchandiser's edits stay). Its output goes to .data/logs/seed.log; `log` gets a progress line
 * every few seconds and the summary.
 */
export async function seedIfNeeded(databaseUrl: string, log: (line: string) => void, options: { force?: boolean } = {}): Promise<void> {
  const state = readState(databaseUrl)
  const wanted = seedFingerprint()
  if (state.seed === wanted && !options.force) return
  // `seeded` is an older start's record of a seed that ran (before seeds were fingerprinted).
  const seededBefore = Boolean(state.seed ?? (state as { seeded?: boolean }).seeded)
  log(seededBefore ? "commerce: the seed changed; adding what is missing…" : "commerce: seeding the catalogue (first run only)…")
  let lastProgress = Date.now()
  await run(MEDUSA_BIN, ["exec", "../seed/src/commerce/medusa-exec.ts"], {
    cwd: COMMERCE_DIR,
    // No storefront reads the change log during a seed: it records one whole-catalogue change at its end.
    env: commerceEnv(databaseUrl, { CATALOGUE_CHANGES_PAUSED: "1" }),
    label: "seed",
    quiet: true,
    onLine: (line) => {
      const progress = SEED_PROGRESS.exec(stripVTControlCharacters(line))?.[1]
      if (!progress) return
      const summary = progress.startsWith("catalogue")
      if (!summary && Date.now() - lastProgress < 5_000) return
      lastProgress = Date.now()
      log(`commerce: ${progress}`)
    },
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

/**
 * Medusa's own password check (the emailpass provider's scrypt-kdf, required from where that provider finds it):
 * the same e-mail address may belong to another user in a database made again at the same address.
 */
const scryptKdf = createRequire(path.join(ROOT, "node_modules/@medusajs/auth-emailpass/package.json"))("scrypt-kdf") as {
  verify(hash: Buffer, password: string): Promise<boolean>
}

/** Whether these credentials sign in to this database's admin: "yes", "no" (wrong password), or "no user". */
async function adminSignIn(databaseUrl: string, credentials: AdminCredentials): Promise<"yes" | "no" | "no user"> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ hash: string | null }>(
      `SELECT provider_metadata->>'password' AS hash FROM provider_identity WHERE entity_id = $1 AND provider = 'emailpass' AND deleted_at IS NULL`,
      [credentials.email]
    )
    if (!rows[0]?.hash) return "no user"
    return (await scryptKdf.verify(Buffer.from(rows[0].hash, "base64"), credentials.password)) ? "yes" : "no"
  } finally {
    await client.end()
  }
}

/**
 * Creates the local admin user once and remembers its credentials in .data (local only, never committed). The
 * credentials remembered for an address are used only while they sign in to the database there: a database made
 * again at the same address gets a user of its own (admin@shop.local, or admin-….@shop.local if that address is
 * another user's there).
 */
export async function ensureAdminUser(databaseUrl: string): Promise<AdminCredentials> {
  const all: Record<string, AdminCredentials> = existsSync(credentialsFile) ? JSON.parse(readFileSync(credentialsFile, "utf8")) : {}
  const key = databaseKey(databaseUrl)
  const remembered = all[key]
  if (remembered && (await adminSignIn(databaseUrl, remembered)) === "yes") return remembered
  const taken = (await adminSignIn(databaseUrl, { email: "admin@shop.local", password: "" })) !== "no user"
  const credentials = await createAdminUser(databaseUrl, taken ? `admin-${randomBytes(3).toString("hex")}@shop.local` : "admin@shop.local")
  all[key] = credentials
  await mkdir(DATA_DIR, { recursive: true })
  await writeFile(credentialsFile, JSON.stringify(all, null, 2), { mode: 0o600 })
  return credentials
}

const buildStamp = path.join(COMMERCE_BUILD_DIR, ".source-fingerprint")
const sourceFingerprint = () => fingerprint(["src", "medusa-config.ts", "package.json", "tsconfig.json"].map((p) => path.join(COMMERCE_DIR, p)))

/**
 * The admin is built on its own (`medusa build --admin-only`, into .medusa/admin) and copied into the server
 * build where `medusa start` serves it: npm start's first run builds it in the background, the server first.
 */
const ADMIN_BUILD_DIR = path.join(COMMERCE_DIR, ".medusa", "admin")
const ADMIN_IN_SERVER = path.join(COMMERCE_BUILD_DIR, "public", "admin")
const adminStamp = path.join(ADMIN_BUILD_DIR, ".source-fingerprint")
const adminFingerprint = () =>
  fingerprint([path.join(COMMERCE_DIR, "src", "admin"), path.join(COMMERCE_DIR, "medusa-config.ts"), path.join(COMMERCE_DIR, "package.json")], process.env.MEDUSA_URL ?? "")

/** Whether the server build holds the admin (`medusa start` with the admin on fails without it). */
export const adminIsBuilt = () => existsSync(path.join(ADMIN_IN_SERVER, "index.html"))

/** Whether the admin the server holds was built from today's admin sources (a widget edited since makes it stale). */
export const adminIsCurrent = () => adminIsBuilt() && isBuilt(adminStamp, adminFingerprint())

async function copyAdminIntoServer() {
  if (!existsSync(path.join(ADMIN_BUILD_DIR, "index.html")) || !existsSync(COMMERCE_BUILD_DIR)) return
  await rm(ADMIN_IN_SERVER, { recursive: true, force: true })
  await cp(ADMIN_BUILD_DIR, ADMIN_IN_SERVER, { recursive: true })
}

/** `medusa build` of the server (a matter of seconds) when commerce's sources changed since the last build; not the admin. */
export async function buildIfStale(log: (line: string) => void): Promise<void> {
  const built = await buildWhenChanged({
    stampFile: buildStamp,
    fingerprint: sourceFingerprint(),
    log,
    starting: "commerce: building the server (once per change of commerce/)…",
    done: "commerce: server built",
    build: () => run(MEDUSA_BIN, ["build"], { cwd: COMMERCE_DIR, env: { MEDUSA_DISABLE_TELEMETRY: "true", DISABLE_MEDUSA_ADMIN: "true" }, label: "build", quiet: true }),
  })
  // The server build starts from an empty .medusa/server: the admin built before goes back in.
  if (built) await copyAdminIntoServer()
}

/**
 * The Medusa admin (the longest build: tens of seconds of a core) when its inputs changed, copied into the server build. `background`:
 * at the lowest priority, for npm start, which does not wait for it. Says whether it built.
 */
export async function buildAdminIfStale(log: (line: string) => void, options: { background?: boolean; signal?: AbortSignal } = {}): Promise<boolean> {
  const built = await buildWhenChanged({
    stampFile: adminStamp,
    fingerprint: adminFingerprint(),
    log,
    starting: "commerce: building the Medusa admin (once per change of its sources)…",
    done: "commerce: Medusa admin built",
    build: () =>
      // --admin-only warns that the config's admin is on: it is, since this build is served by Medusa itself.
      run(MEDUSA_BIN, ["build", "--admin-only"], { cwd: COMMERCE_DIR, env: { MEDUSA_DISABLE_TELEMETRY: "true" }, label: "admin build", quiet: true, ...options }),
  })
  if (built || !adminIsBuilt()) await copyAdminIntoServer()
  return built
}

/**
 * Starts Medusa. `production` runs the build in .medusa/server (with the admin at /app);
 * `source` runs the TypeScript sources directly with the admin off (tests: nothing to build).
 */
export async function startCommerce(
  databaseUrl: string,
  mode: "production" | "source",
  options: {
    quiet?: boolean
    port?: number
    env?: NodeJS.ProcessEnv
    /** Told of the process as soon as it runs, before it answers: whoever stops the shop must know it by then. */
    onSpawn?: (service: Service) => void
  } = {}
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
  options.onSpawn?.(service)
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
