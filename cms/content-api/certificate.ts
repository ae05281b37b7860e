// The local TLS certificate the Studio's host is served with: made on first start, kept, and renewed before it expires.
import { X509Certificate } from "node:crypto"
import { existsSync } from "node:fs"
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { generate } from "selfsigned"

export interface LocalCertificate {
  key: string
  cert: string
  /** SHA-256 fingerprint, which the banner prints so an editor can check what the browser shows. */
  fingerprint: string
  validTo: Date
  /** Whether this start made it (the editor then accepts it once in the browser). */
  created: boolean
}

/** Browsers reject server certificates valid for longer than 398 days; a year, renewed a month before it ends. */
const VALID_DAYS = 365
const RENEW_BEFORE_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The host names the Studio and its API are reached by: the Studio prepends the project id to the API host
 * (https://local.localhost:<port>), and browsers resolve every *.localhost name to this machine.
 */
const NAMES = ["localhost", "*.localhost", "local.localhost"]

export async function loadOrCreateCertificate(dir: string, now = new Date()): Promise<LocalCertificate> {
  const keyFile = join(dir, "key.pem")
  const certFile = join(dir, "cert.pem")
  if (existsSync(keyFile) && existsSync(certFile)) {
    const [key, cert] = await Promise.all([readFile(keyFile, "utf8"), readFile(certFile, "utf8")])
    const parsed = new X509Certificate(cert)
    const validTo = new Date(parsed.validTo)
    if (validTo.getTime() - now.getTime() > RENEW_BEFORE_DAYS * DAY_MS) {
      return { key, cert, fingerprint: parsed.fingerprint256, validTo, created: false }
    }
  }
  const validTo = new Date(now.getTime() + VALID_DAYS * DAY_MS)
  const pems = await generate([{ name: "commonName", value: "local.localhost" }], {
    keyType: "ec",
    curve: "P-256",
    algorithm: "sha256",
    notBeforeDate: new Date(now.getTime() - DAY_MS),
    notAfterDate: validTo,
    extensions: [
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true, keyEncipherment: true },
      { name: "extKeyUsage", serverAuth: true },
      {
        name: "subjectAltName",
        altNames: [...NAMES.map((value) => ({ type: 2 as const, value })), { type: 7 as const, ip: "127.0.0.1" }, { type: 7 as const, ip: "::1" }],
      },
    ],
  })
  await mkdir(dir, { recursive: true })
  await writeFile(keyFile, pems.private, { mode: 0o600 })
  await chmod(keyFile, 0o600)
  await writeFile(certFile, pems.cert)
  return { key: pems.private, cert: pems.cert, fingerprint: new X509Certificate(pems.cert).fingerprint256, validTo, created: true }
}
