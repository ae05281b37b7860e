import path from "node:path"
import { buildWhenChanged, fingerprint } from "./fingerprint.js"
import { ROOT, STOREFRONT_DIR } from "./paths.js"
import { run } from "./processes.js"

const DIST = path.join(STOREFRONT_DIR, "dist")
const stamp = path.join(DIST, ".source-fingerprint")
const sourceFingerprint = () =>
  fingerprint(["src", "shared", "index.html", "vite.config.ts", "package.json", "public"].map((p) => path.join(STOREFRONT_DIR, p)))

/** `vite build` of the React app (a few seconds) when its sources changed since the last build. */
export async function buildStorefrontIfStale(log: (line: string) => void): Promise<void> {
  await buildWhenChanged({
    stampFile: stamp,
    fingerprint: sourceFingerprint(),
    log,
    starting: "storefront: building the React app…",
    done: "storefront: build done",
    build: () => run("npm", ["run", "build", "-w", "storefront"], { cwd: ROOT, label: "storefront build", quiet: true }),
  })
}
