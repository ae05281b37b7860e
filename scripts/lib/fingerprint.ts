import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
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
