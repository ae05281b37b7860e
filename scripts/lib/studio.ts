/**
 * The Sanity Studio bundle editors open (cms/dist): built by `sanity build` (about a minute) the first time and
 * again only when what it is made of changes: its config and schemas, the languages, or the installed Studio.
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { buildWhenChanged, fingerprint } from "./fingerprint.js"
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

/** Builds the Studio unless cms/dist already holds a build of exactly these sources and versions. */
export async function buildStudioIfStale(log: (line: string) => void): Promise<void> {
  await buildWhenChanged({
    stampFile: stamp,
    fingerprint: studioFingerprint(),
    log,
    starting: "cms: building Sanity Studio (about a minute, once; again only when its schemas or version change)…",
    done: "cms: Studio built",
    build: () =>
      run("npx", ["sanity", "build", "dist", "--yes"], {
        cwd: CMS_DIR,
        label: "sanity build",
        quiet: true,
        env: { DO_NOT_TRACK: "1", SANITY_TELEMETRY_DISABLED: "1" },
      }),
  })
}
