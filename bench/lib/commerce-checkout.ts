/**
 * Commerce (Medusa) built from a commit, for `npm run bench:commerce-compare`: a git worktree of the commit
 * inside the repository (.bench/commerce-<role>/, gitignored), its packages those of the working tree linked
 * as for the storefront's comparison (lib/checkout-build.ts: each node_modules folder a folder of links, npm's
 * links to the workspaces pointing at the worktree's own seed/ and contracts/), else `npm ci` there; its
 * server built by `medusa build` (the admin off, as npm start's first build) into commerce/.medusa/server.
 *
 * The build is then checked to be the commit's code: the worktree has no changes, the workspaces (@shop/*)
 * resolve into it, and the compiled catalogue route's inline source map names a source inside it.
 */
import { execFileSync } from "node:child_process"
import { existsSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { ROOT } from "../../scripts/lib/paths.js"
import { run } from "../../scripts/lib/processes.js"
import { BENCH_DIR, installedAlike, linkPackages, worktreeAt, type Lock } from "./checkout-build.js"

export interface CommerceCheckout {
  role: string
  /** The worktree. */
  root: string
  commit: string
  /** "7da7c12 (CatalogueModuleService.lastChangedAt: …)" */
  description: string
  packages: "the working tree's, linked" | "its own (npm ci)"
  /** Its commerce/ folder: where npm start runs `medusa db:migrate`, `medusa exec` (the seed) and `medusa user`. */
  commerceDir: string
  /** commerce/.medusa/server: where `medusa start` runs. */
  serverDir: string
  /** Its node_modules/.bin/medusa. */
  medusaBin: string
}

const git = (args: string[], cwd = ROOT) => execFileSync("git", args, { cwd, encoding: "utf8", maxBuffer: 1 << 26 }).trim()

/** A source the compiled server must hold (the route the comparison is about): its inline source map is checked. */
const CHECKED_FILE = path.join("src", "api", "store", "catalogue", "route.js")

/** Builds (when not built already) commerce's server of `ref` in .bench/commerce-<role>/. */
export async function buildCommerceCheckout(ref: string, role: string, log: (line: string) => void): Promise<CommerceCheckout> {
  const commit = git(["rev-parse", "--verify", `${ref}^{commit}`])
  const root = path.join(BENCH_DIR, `commerce-${role}`)
  const subject = git(["log", "-1", "--format=%s", commit])
  const description = `${commit.slice(0, 7)} (${subject.length > 60 ? `${subject.slice(0, 60).replace(/\s+\S*$/, "")}…` : subject})`
  worktreeAt(root, commit)
  const sameLock = installedAlike(JSON.parse(git(["show", `${commit}:package-lock.json`])) as Lock)
  const packages: CommerceCheckout["packages"] = sameLock ? "the working tree's, linked" : "its own (npm ci)"
  const commerceDir = path.join(root, "commerce")
  const serverDir = path.join(commerceDir, ".medusa", "server")
  const medusaBin = path.join(root, "node_modules", ".bin", "medusa")
  const stampFile = path.join(serverDir, ".bench-built-from")
  const stamp = `${commit} ${packages}`
  if (existsSync(path.join(serverDir, CHECKED_FILE)) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp) {
    log(`${role}: ${description}, commerce built already in ${path.relative(ROOT, root)}/`)
  } else {
    // npm's cache and logs inside the repository too.
    const env = { npm_config_cache: path.join(BENCH_DIR, "npm-cache"), MEDUSA_DISABLE_TELEMETRY: "true", DISABLE_MEDUSA_ADMIN: "true" }
    rmSync(stampFile, { force: true })
    if (sameLock) linkPackages(root)
    else {
      log(`${role}: ${description} locks packages the working tree does not have: npm ci in ${path.relative(ROOT, root)}/ (a few minutes)…`)
      await run("npm", ["ci", "--no-audit", "--no-fund"], { cwd: root, label: `bench commerce ${role} npm ci`, quiet: true, env })
    }
    log(`${role}: building commerce of ${description} in ${path.relative(ROOT, root)}/ (medusa build, the admin off)…`)
    const started = performance.now()
    await run(medusaBin, ["build"], { cwd: commerceDir, label: `bench commerce ${role} build`, quiet: true, env })
    log(`${role}: built in ${((performance.now() - started) / 1000).toFixed(0)} s`)
    writeFileSync(stampFile, stamp)
  }
  assertBuiltFrom(root, serverDir)
  log(`${role}: ${path.relative(ROOT, serverDir)} is ${description}'s code (checked: worktree unchanged, workspaces and source map inside it); packages: ${packages}`)
  return { role, root, commit, description, packages, commerceDir, serverDir, medusaBin }
}

/** Throws unless the worktree's compiled server was made from the worktree's own sources. */
function assertBuiltFrom(root: string, serverDir: string): void {
  const inside = (file: string) => file.startsWith(root + path.sep)
  const changed = git(["status", "--porcelain", "--untracked-files=no"], root)
  if (changed) throw new Error(`${root} has changes of its own:\n${changed}`)
  const shop = path.join(root, "node_modules", "@shop")
  if (!existsSync(shop)) throw new Error(`${shop} is missing: the workspaces would resolve outside the worktree`)
  for (const name of readdirSync(shop)) {
    const real = realpathSync(path.join(shop, name))
    if (!inside(real)) throw new Error(`${path.join(shop, name)} resolves to ${real}, outside the worktree`)
  }
  const compiled = path.join(serverDir, CHECKED_FILE)
  const map = /\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/.exec(readFileSync(compiled, "utf8"))?.[1]
  if (!map) throw new Error(`${compiled} has no inline source map to check`)
  const { sources, sourceRoot = "" } = JSON.parse(Buffer.from(map, "base64").toString("utf8")) as { sources: string[]; sourceRoot?: string }
  const files = sources.map((source) => path.resolve(path.dirname(compiled), sourceRoot, source))
  if (files.length === 0 || !files.every(inside)) throw new Error(`${compiled} was compiled from ${files.join(", ") || "nothing named"}, not from ${root}`)
}
