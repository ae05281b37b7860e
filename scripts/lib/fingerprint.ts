import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"

/** A hash over the contents of the given files and folders (recursively), to tell whether a step is stale. */
export function fingerprint(paths: string[], extra = ""): string {
  const hash = createHash("sha256").update(extra)
  const visit = (p: string) => {
    if (!existsSync(p)) return
    if (statSync(p).isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        if (name === "node_modules" || name.startsWith(".")) continue
        visit(path.join(p, name))
      }
    } else {
      hash.update(p).update(readFileSync(p))
    }
  }
  paths.forEach(visit)
  return hash.digest("hex").slice(0, 16)
}

/** Whether `stampFile` records a build of exactly `fingerprint` (buildWhenChanged would do nothing). */
export function isBuilt(stampFile: string, fingerprint: string): boolean {
  return existsSync(stampFile) && readFileSync(stampFile, "utf8") === fingerprint
}

/**
 * Runs `build` unless `stampFile` holds `fingerprint` (written after the last successful build), then records
 * it: every "build once, again only when the sources change" step of `npm start` and `npm test`. Says
 * whether it built.
 */
export async function buildWhenChanged(options: {
  stampFile: string
  fingerprint: string
  log: (line: string) => void
  /** What the log says before the build, and (followed by " in N s") after it. */
  starting: string
  done: string
  build: () => Promise<void>
}): Promise<boolean> {
  if (isBuilt(options.stampFile, options.fingerprint)) return false
  options.log(options.starting)
  const started = Date.now()
  await options.build()
  writeFileSync(options.stampFile, options.fingerprint)
  options.log(`${options.done} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return true
}
