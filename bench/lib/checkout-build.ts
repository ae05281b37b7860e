/**
 * A storefront built from a commit, for `npm run bench:compare`: a git worktree of the commit inside the
 * repository (.bench/<role>/, gitignored, like everything else the build writes or caches), its storefront
 * built by `npm run build -w storefront` as in the working tree.
 *
 * Its packages: when every package the commit's package-lock.json installs is in the working tree's at the same
 * place, version and integrity (the working tree may have added some), each node_modules folder of the
 * worktree (the root's and each workspace's) is a folder of links to the working tree's installed packages,
 * but for npm's links to the workspaces (@shop/*), which point, relative as npm made them, at the worktree's
 * own folders. One link to the whole folder would not do: @shop/contracts would then resolve to the working
 * tree's contracts, and the old server would be compiled with new contracts. Otherwise `npm ci` installs the
 * commit's own packages (once per commit, which takes minutes; npm's cache in .bench/npm-cache takes gigabytes).
 *
 * The build is then checked to be the commit's code: the worktree has no changes, the workspaces resolve into
 * it, and every source in the compiled server's source maps (build/*.js.map) lies in it or in node_modules.
 */
import { execFileSync } from "node:child_process"
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import path from "node:path"
import { ROOT } from "../../scripts/lib/paths.js"
import { run } from "../../scripts/lib/processes.js"
import { storefrontBuildOf } from "./fresh-storefront.js"

/** Everything the comparison builds or caches. */
export const BENCH_DIR = path.join(ROOT, ".bench")

export interface CheckoutBuild {
  /** The checkout whose storefront/build/main.js runs. */
  root: string
  /** What was built, for the printout: "5981d49 (Storefront config: …)". */
  description: string
  packages: "the working tree's, linked" | "its own (npm ci)"
}

export interface Lock {
  packages: Record<string, { version?: string; integrity?: string }>
}

/** What node_modules holds that is the tools' scratch space, not a package. */
const NOT_PACKAGES = new Set([".vite", ".vite-temp", ".cache", ".package-lock.json"])

const git = (args: string[], cwd = ROOT) => execFileSync("git", args, { cwd, encoding: "utf8", maxBuffer: 1 << 26 }).trim()

/** Builds (when not built already) the storefront of `ref` in .bench/<role>/. */
export async function buildCheckout(ref: string, role: string, log: (line: string) => void): Promise<CheckoutBuild> {
  const commit = git(["rev-parse", "--verify", `${ref}^{commit}`])
  const root = path.join(BENCH_DIR, role)
  const subject = git(["log", "-1", "--format=%s", commit])
  const description = `${commit.slice(0, 7)} (${subject.length > 60 ? `${subject.slice(0, 60).replace(/\s+\S*$/, "")}…` : subject})`
  worktreeAt(root, commit)
  const sameLock = installedAlike(JSON.parse(git(["show", `${commit}:package-lock.json`])) as Lock)
  const packages: CheckoutBuild["packages"] = sameLock ? "the working tree's, linked" : "its own (npm ci)"
  const server = storefrontBuildOf(root)
  const stampFile = path.join(server.dir, "build", ".bench-built-from")
  const stamp = `${commit} ${packages}`
  if (existsSync(server.script) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp) {
    log(`${role}: ${description}, built already in ${path.relative(ROOT, root)}/`)
  } else {
    // Inside the repository too: npm's cache and logs, tsx's compiled files (left uncached).
    const env = { npm_config_cache: path.join(BENCH_DIR, "npm-cache"), TSX_DISABLE_CACHE: "1" }
    rmSync(stampFile, { force: true })
    if (sameLock) linkPackages(root)
    else {
      log(`${role}: ${description} locks packages the working tree does not have: npm ci in ${path.relative(ROOT, root)}/ (a few minutes)…`)
      await run("npm", ["ci", "--no-audit", "--no-fund"], { cwd: root, label: `bench ${role} npm ci`, quiet: true, env })
    }
    log(`${role}: building the storefront of ${description} in ${path.relative(ROOT, root)}/ (npm run build -w storefront)…`)
    const started = performance.now()
    await run("npm", ["run", "build", "-w", "storefront"], { cwd: root, label: `bench ${role} storefront build`, quiet: true, env })
    log(`${role}: built in ${((performance.now() - started) / 1000).toFixed(0)} s`)
    writeFileSync(stampFile, stamp)
  }
  assertBuiltFrom(root)
  log(`${role}: ${path.relative(ROOT, server.script)} is ${description}'s code (checked: worktree unchanged, workspaces and source maps inside it); packages: ${packages}`)
  return { root, description, packages }
}

/** Whether every package `lock` installs is in the working tree's lock at the same place, version and integrity. */
export function installedAlike(lock: Lock): boolean {
  const installed = (JSON.parse(readFileSync(path.join(ROOT, "package-lock.json"), "utf8")) as Lock).packages
  return Object.entries(lock.packages).every(
    ([place, entry]) => !place.includes("node_modules/") || typesOnly(place) || (installed[place]?.version === entry.version && installed[place]?.integrity === entry.integrity)
  )
}

/**
 * Type declarations (@types/*): the build compiles without type-checking, so their version changes no byte of it
 * (Node 24's @types/node under a commit made on Node 20's).
 */
const typesOnly = (place: string) => /(^|\/)node_modules\/@types\//.test(place)

/** The worktree at `root`, checked out at `commit` (made, or moved there; it is the bench's own). */
export function worktreeAt(root: string, commit: string): void {
  try {
    if (existsSync(path.join(root, ".git"))) {
      git(["checkout", "--quiet", "--force", "--detach", commit], root)
      return
    }
  } catch {
    // Its registration is gone (pruned): made anew below.
  }
  rmSync(root, { recursive: true, force: true })
  git(["worktree", "prune"])
  git(["worktree", "add", "--quiet", "--force", "--detach", root, commit])
}

/** Every node_modules folder the working tree has, made again in the worktree as folders of links (see above). */
export function linkPackages(root: string): void {
  const workspaces = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { workspaces?: string[] }).workspaces ?? []
  for (const folder of ["", ...workspaces]) {
    const installed = path.join(ROOT, folder, "node_modules")
    const linked = path.join(root, folder, "node_modules")
    // Whatever an earlier `npm ci` left goes too.
    rmSync(linked, { recursive: true, force: true })
    if (existsSync(installed)) linkEntries(installed, linked)
  }
}

function linkEntries(installed: string, linked: string): void {
  mkdirSync(linked, { recursive: true })
  for (const name of readdirSync(installed)) {
    if (NOT_PACKAGES.has(name)) continue
    const entry = path.join(installed, name)
    const stat = lstatSync(entry)
    if (name.startsWith("@") && stat.isDirectory()) {
      linkEntries(entry, path.join(linked, name))
      continue
    }
    const target = stat.isSymbolicLink() ? readlinkSync(entry) : undefined
    const toWorkspace = target !== undefined && !path.isAbsolute(target) && !path.resolve(installed, target).split(path.sep).includes("node_modules")
    // A workspace the checked-out commit does not have yet (twilio-stand-in before issue 54): no link to nothing.
    if (toWorkspace && !existsSync(path.resolve(linked, target))) continue
    symlinkSync(toWorkspace ? target : entry, path.join(linked, name))
  }
}

/** Throws unless the worktree's compiled server was made from the worktree's own sources. */
function assertBuiltFrom(root: string): void {
  const inside = (file: string) => file.startsWith(root + path.sep)
  const changed = git(["status", "--porcelain", "--untracked-files=no"], root)
  if (changed) throw new Error(`${root} has changes of its own:\n${changed}`)
  const shop = path.join(root, "node_modules", "@shop")
  for (const name of existsSync(shop) ? readdirSync(shop) : []) {
    const real = realpathSync(path.join(shop, name))
    if (!inside(real)) throw new Error(`${path.join(shop, name)} resolves to ${real}, outside the worktree`)
  }
  const buildDir = path.join(storefrontBuildOf(root).dir, "build")
  let own = 0
  for (const map of readdirSync(buildDir).filter((name) => name.endsWith(".js.map"))) {
    const { sources } = JSON.parse(readFileSync(path.join(buildDir, map), "utf8")) as { sources: string[] }
    const files = sources.map((source) => path.resolve(buildDir, source)).filter((file) => !file.split(path.sep).includes("node_modules"))
    const outside = files.filter((file) => !inside(file))
    if (outside.length > 0) throw new Error(`${path.join(buildDir, map)} was compiled from files outside ${root}: ${outside.slice(0, 5).join(", ")}`)
    own += files.length
  }
  if (own === 0) throw new Error(`${buildDir} has no source maps to check`)
}
