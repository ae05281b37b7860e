/**
 * Nothing secret reaches the browser: every file the storefront serves from its build (dist/, the files
 * shoppers download) is scanned for secret-shaped strings (Stripe secret and restricted keys, webhook
 * secrets, Sanity tokens) and for the values of the secrets this test run was given.
 */
import assert from "node:assert/strict"
import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { appBuild } from "../testing/test-support.js"

const SECRET_SHAPES = [/\bsk_(test|live)_[A-Za-z0-9]{6,}/, /\brk_(test|live)_[A-Za-z0-9]{6,}/, /\bwhsec_[A-Za-z0-9]{6,}/, /\bsk_local_[a-f0-9]{16,}/, /\bsk[A-Za-z0-9]{60,}\b/]
const SECRET_VARIABLES = ["SANITY_TOKEN", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "JWT_SECRET", "COOKIE_SECRET"]

/** The files a browser can download: dist/ without dist/server (the server's render, never served). */
function servedFiles(dir: string, skip: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (file === skip) return []
    return statSync(file).isDirectory() ? servedFiles(file, skip) : /\.(js|css|html|json|map|txt)$/.test(name) ? [file] : []
  })
}

test("no secret in the files the browser downloads", () => {
  const dist = appBuild()
  const files = servedFiles(dist, path.join(dist, "server"))
  assert.ok(
    files.some((file) => file.endsWith(".js")),
    "the build has scripts to scan"
  )
  const values = SECRET_VARIABLES.map((name) => process.env[name]).filter((value): value is string => !!value && value.length >= 8)
  for (const file of files) {
    const text = readFileSync(file, "utf8")
    for (const shape of SECRET_SHAPES) assert.doesNotMatch(text, shape, `${path.relative(dist, file)} holds something shaped like a secret`)
    for (const value of values) assert.ok(!text.includes(value), `${path.relative(dist, file)} holds a configured secret's value`)
  }
})
