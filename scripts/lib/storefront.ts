import { existsSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { fingerprint } from "./fingerprint.js"
import { ROOT, STOREFRONT_DIR } from "./paths.js"
import { run } from "./processes.js"

const DIST = path.join(STOREFRONT_DIR, "dist")
const stamp = path.join(DIST, ".source-fingerprint")
const sourceFingerprint = () =>
  fingerprint(["src", "shared", "index.html", "vite.config.ts", "package.json", "public"].map((p) => path.join(STOREFRONT_DIR, p)))

/** `vite build` of the React app (a few seconds) when its sources changed since the last build. */
export async function buildStorefrontIfStale(log: (line: string) => void): Promise<void> {
  const wanted = sourceFingerprint()
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === wanted) return
  log("storefront: building the React app…")
  const started = Date.now()
  await run("npm", ["run", "build", "-w", "storefront"], { cwd: ROOT, label: "storefront build", quiet: true })
  writeFileSync(stamp, wanted)
  log(`storefront: build done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
