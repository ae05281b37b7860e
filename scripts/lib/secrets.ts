/**
 * The secrets `npm start` gives commerce: made once per clone (random, 48 bytes each), kept in .data/ (mode
 * 0600, git-ignored), so the local shop runs its production build with secrets nobody else has, and a
 * restart keeps admin sessions valid.
 */
import { randomBytes } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { DATA_DIR } from "./paths.js"

const secretsFile = path.join(DATA_DIR, "commerce-secrets.json")

/**
 * ORDER_LINK_SECRET signs the links to shoppers' order pages (commerce/src/lib/order-links.ts); STOREFRONT_SECRET
 * is the storefront server's key to commerce's store routes only it may call (commerce/src/lib/storefront-secret.ts):
 * the storefront gets it too (storefrontSecret()).
 */
const SECRET_NAMES = ["JWT_SECRET", "COOKIE_SECRET", "ORDER_LINK_SECRET", "STOREFRONT_SECRET"] as const
type CommerceSecrets = Record<(typeof SECRET_NAMES)[number], string>

/** The caller's own secrets (environment) win; otherwise this clone's. */
export function localCommerceSecrets(env: NodeJS.ProcessEnv = process.env): CommerceSecrets {
  const own = clonesSecrets()
  return Object.fromEntries(SECRET_NAMES.map((name) => [name, env[name] || own[name]])) as CommerceSecrets
}

/** This clone's secrets; one added since they were made (ORDER_LINK_SECRET, STOREFRONT_SECRET) is made and kept beside the others. */
function clonesSecrets(): CommerceSecrets {
  const stored = existsSync(secretsFile) ? (JSON.parse(readFileSync(secretsFile, "utf8")) as Partial<CommerceSecrets>) : {}
  if (SECRET_NAMES.every((name) => stored[name])) return stored as CommerceSecrets
  const secrets = Object.fromEntries(SECRET_NAMES.map((name) => [name, stored[name] || randomBytes(48).toString("base64url")])) as CommerceSecrets
  mkdirSync(DATA_DIR, { recursive: true })
  writeFileSync(secretsFile, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  return secrets
}

/** The storefront server's STOREFRONT_SECRET: the one commerce is started with (localCommerceSecrets). */
export const storefrontSecret = (env: NodeJS.ProcessEnv = process.env): string => localCommerceSecrets(env).STOREFRONT_SECRET

/**
 * The storefront's HEALTH_TOKEN for npm start, the tests' stack and the benches (the operator's key to
 * /health's details): the caller's own, else made once per clone and kept beside commerce's.
 */
export function storefrontHealthToken(env: NodeJS.ProcessEnv = process.env): string {
  return env.HEALTH_TOKEN || tokenKeptIn(path.join(DATA_DIR, "storefront-health-token"), () => randomBytes(24).toString("base64url"))
}

/** A token made by `make` on first use and kept in `file` (mode 0600) with the data it guards. */
export function tokenKeptIn(file: string, make: () => string): string {
  if (existsSync(file)) return readFileSync(file, "utf8").trim()
  mkdirSync(path.dirname(file), { recursive: true })
  const token = make()
  writeFileSync(file, token, { mode: 0o600 })
  return token
}

/** The headers that ask a storefront started by these scripts for /health's details. */
export const storefrontHealthHeaders = () => ({ authorization: `Bearer ${storefrontHealthToken()}` })
