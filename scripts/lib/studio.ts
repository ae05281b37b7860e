/**
 * The Sanity Studio bundle editors open (cms/dist): built by `sanity build` (about a minute) the first time and
 * again only when what it is made of changes: its config and schemas, the languages, or the installed Studio.
 * It is built beside the running one and swapped in when complete, so `npm start` can build it in the
 * background: the content API serves the previous Studio (or a "being built" page) until then.
 */
import { existsSync, readFileSync } from "node:fs"
import { rename, rm } from "node:fs/promises"
import path from "node:path"
import { buildWhenChanged, fingerprint, isBuilt } from "./fingerprint.js"
import { ROOT } from "./paths.js"
import { run } from "./processes.js"

const CMS_DIR = path.join(ROOT, "cms")
export const STUDIO_DIST = path.join(CMS_DIR, "dist")
const stamp = path.join(STUDIO_DIST, ".source-fingerprint")

/** The Studio packages whose installed versions are baked into the bundle. */
const STUDIO_PACKAGES = ["sanity", "@sanity/document-internationalization", "sanity-plugin-internationalized-array"]

function installedVersion(name: string): string {
  for (const base of [path.join(CMS_DIR, "node_modules"), path.join(ROOT, "node_modules")]) {
    const manifest = path.join(base, name, "package.json")
    if (existsSync(manifest)) return `${name}@${JSON.parse(readFileSync(manifest, "utf8")).version}`
  }
  return `${name}@missing`
}

function studioFingerprint(): string {
  const sources = ["schemas", "sanity.config.ts", "sanity.cli.ts", "studio-connection.ts", "structure.ts", "studio-offline.ts"].map((p) => path.join(CMS_DIR, p))
  // SANITY_STUDIO_* are read at build time: a bundle for a real project is not the local one.
  const settings = [process.env.SANITY_STUDIO_PROJECT_ID ?? "", process.env.SANITY_STUDIO_DATASET ?? "", ...STUDIO_PACKAGES.map(installedVersion)]
  const contracts = ["languages.ts", "content.ts"].map((file) => path.join(ROOT, "contracts", "src", file))
  return fingerprint([...sources, ...contracts], settings.join("\n"))
}

/** The Studio's CLI itself rather than npx, so that stopping the build stops the process doing it. */
function sanityBin(): string {
  const own = path.join(CMS_DIR, "node_modules", ".bin", "sanity")
  return existsSync(own) ? own : path.join(ROOT, "node_modules", ".bin", "sanity")
}

/** Whether cms/dist already holds a build of exactly these sources and versions. */
export const studioIsBuilt = (): boolean => isBuilt(stamp, studioFingerprint())

/**
 * Builds the Studio unless cms/dist already holds a build of exactly these sources and versions.
 * `background`: at the lowest CPU priority (npm start does not wait for it).
 */
export async function buildStudioIfStale(log: (line: string) => void, options: { background?: boolean; signal?: AbortSignal } = {}): Promise<boolean> {
  const next = path.join(CMS_DIR, ".dist-next")
  return buildWhenChanged({
    stampFile: stamp,
    fingerprint: studioFingerprint(),
    log,
    starting: "cms: building Sanity Studio (about a minute, once; again only when its schemas or version change)…",
    done: "cms: Sanity Studio built",
    build: async () => {
      await rm(next, { recursive: true, force: true })
      await run(sanityBin(), ["build", next, "--yes"], {
        cwd: CMS_DIR,
        label: "sanity build",
        quiet: true,
        env: { DO_NOT_TRACK: "1", SANITY_TELEMETRY_DISABLED: "1" },
        ...options,
      })
      // Two renames: the content API reads the folder by name, so it serves one whole build or the other.
      const previous = path.join(CMS_DIR, ".dist-previous")
      await rm(previous, { recursive: true, force: true })
      if (existsSync(STUDIO_DIST)) await rename(STUDIO_DIST, previous)
      await rename(next, STUDIO_DIST)
      await rm(previous, { recursive: true, force: true })
    },
  })
}
