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
 * The young generation's semi-space (MB; STOREFRONT_SEMI_SPACE_MB overrides), where each request's short-lived
 * objects are made and collected. V8's 16 MB fills many times a second at 20,000 requests/s, and each
 * collection copies (and in time promotes) the objects of the requests then in flight; fewer collections, less
 * of that work (GC was not profiled apart). At 32 MB the whole-site bench (2026-11-27, same build,
 * same host) gave bare server / shop 1.43×, 1.43×, 1.59× against 1.48–1.59× in four runs at 16 MB, and edits
 * under load p99 24.6–37.0 ms against 42–55 ms; memory growth under 100,000 distinct query strings 41–62 MB (the
 * young generation grows into its 3 × 32 MB as it is used). At 64 MB: 1.34× and 29 ms, but a growth of 97 MB.
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
