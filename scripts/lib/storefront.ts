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
 * The storefront's V8 heap cap (MB; STOREFRONT_HEAP_MB overrides). Its live heap stays well under it with the
 * whole site kept (every cache has a byte budget; kept pages are off the heap). Uncapped, V8 sizes the heap for
 * the machine and then lets garbage grow it to up to 4× the live size before a full collection: distinct query
 * strings grew RSS by several times what stayed live, past the cache-memory bench's target. Capped, V8 collects
 * sooner and the growth stays within it (bench/cache-memory.ts). The Dockerfile's CMD passes the same flag.
 */
export const STOREFRONT_HEAP_MB = Number(process.env.STOREFRONT_HEAP_MB ?? 512)

/**
 * The young generation's semi-space (MB; STOREFRONT_SEMI_SPACE_MB overrides), where each request's short-lived
 * objects are made and collected. V8's default 16 MB fills many times a second at the whole site's request
 * rates, and each collection copies (and in time promotes) the objects of the requests then in flight; fewer
 * collections, less of that work (GC was not profiled apart). At 32 MB the whole-site bench (bench/whole-site.ts,
 * same build and host) measured the storefront closer to the bare server and a lower p99 under edits than at
 * 16 MB, its memory growth within target (the young generation grows into its 3 × 32 MB as it is used); 64 MB
 * was a little faster still but took the growth to the edge of its target.
 */
export const STOREFRONT_SEMI_SPACE_MB = Number(process.env.STOREFRONT_SEMI_SPACE_MB ?? 32)

/** How node runs the storefront wherever it runs (npm start, the tests, the benches, the image's CMD). */
export const STOREFRONT_NODE_FLAGS = [`--max-old-space-size=${STOREFRONT_HEAP_MB}`, `--max-semi-space-size=${STOREFRONT_SEMI_SPACE_MB}`]

/**
 * The storefront server as production runs it: the compiled bundle on plain node (no tsx at run time).
 * buildStorefrontIfStale makes it, with the app.
 */
const serverScript = path.join(STOREFRONT_DIR, "build", "main.js")
export const STOREFRONT_SERVER = { command: process.execPath, args: [...STOREFRONT_NODE_FLAGS, serverScript], script: serverScript }

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
