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
 * The storefront's V8 heap cap (MB; STOREFRONT_HEAP_MB overrides). Its live heap is ≈ 60–100 MB with the
 * whole site kept (every cache has a byte budget; kept pages are off the heap). Uncapped, V8 sizes the heap for
 * the machine (4 GB here) and then lets garbage grow it to up to 4× the live size before a full collection:
 * 100,000 distinct query strings grew RSS by 150–250 MB, of which ≈ 25 MB was live. Capped at 512 MB, V8 grows
 * it by ≈ 1.5× at most: 33 MB (README, Performance). The Dockerfile's CMD passes the same flag.
 */
export const STOREFRONT_HEAP_MB = Number(process.env.STOREFRONT_HEAP_MB ?? 512)

/**
 * The storefront server as production runs it: the compiled bundle on plain node (no tsx at run time).
 * buildStorefrontIfStale makes it, with the app.
 */
const serverScript = path.join(STOREFRONT_DIR, "build", "main.js")
export const STOREFRONT_SERVER = { command: process.execPath, args: [`--max-old-space-size=${STOREFRONT_HEAP_MB}`, serverScript], script: serverScript }

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
