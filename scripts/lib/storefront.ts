import path from "node:path"
import { buildWhenChanged, fingerprint } from "./fingerprint.js"
import { ROOT, STOREFRONT_DIR } from "./paths.js"
import { run } from "./processes.js"

const DIST = path.join(STOREFRONT_DIR, "dist")
const stamp = path.join(DIST, ".source-fingerprint")
// The app and the compiled server (build/main.js) are made from these, the workspaces they import included.
const sourceFingerprint = () =>
  fingerprint([
    ...["src", "shared", "server", "scripts", "index.html", "vite.config.ts", "package.json", "public"].map((p) => path.join(STOREFRONT_DIR, p)),
    ...["contracts/src", "cms/queries.ts", "cms/content/dataset-file.ts", "cms/content/dataset.ndjson"].map((p) => path.join(ROOT, p)),
  ])

/**
 * The storefront server as production runs it: the compiled bundle on plain node (no tsx at run time).
 * buildStorefrontIfStale makes it, with the app.
 */
export const STOREFRONT_SERVER = { command: process.execPath, args: [path.join(STOREFRONT_DIR, "build", "main.js")] }

/** `vite build` of the React app and the server's compile (a few seconds) when their sources changed since the last build. */
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
