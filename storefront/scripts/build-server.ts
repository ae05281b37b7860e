/**
 * The storefront server compiled for production: server/main.ts and everything it imports from the
 * workspaces (@shop/contracts, @shop/cms: TypeScript sources) bundled into build/main.js (the worker threads'
 * modules into build/render-worker.js and build/search-worker.js), so it runs on plain
 * `node` (no tsx at run time). Packages from npm stay imports, resolved from node_modules as in development.
 */
import { build } from "esbuild"
import { readFileSync } from "node:fs"
import path from "node:path"

const root = path.resolve(import.meta.dirname, "..")
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { dependencies: Record<string, string> }
const fromNpm = Object.keys(manifest.dependencies).filter((name) => !name.startsWith("@shop/"))

await build({
  // The worker threads' modules beside the server's (server/workers/worker-pool.ts starts them from there).
  entryPoints: {
    main: path.join(root, "server/main.ts"),
    "render-worker": path.join(root, "server/pages/render-worker.ts"),
    "search-worker": path.join(root, "server/search/search-worker.ts"),
  },
  outdir: path.join(root, "build"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  // Every npm package (and its subpaths) stays external; only the workspaces' sources are compiled in.
  external: fromNpm.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: "warning",
})
console.log("storefront server: build/main.js, build/render-worker.js, build/search-worker.js")
