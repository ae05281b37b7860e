/**
 * The storefront server compiled for production: server/main.ts and everything it imports from the
 * workspaces (@shop/contracts, @shop/cms: TypeScript sources) bundled into build/main.js (the render threads'
 * module into build/render-thread.js), so it runs on plain
 * `node` (no tsx at run time). Packages from npm stay imports, resolved from node_modules as in development.
 */
import { build } from "esbuild"
import { readFileSync } from "node:fs"
import path from "node:path"

const root = path.resolve(import.meta.dirname, "..")
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { dependencies: Record<string, string> }
const fromNpm = Object.keys(manifest.dependencies).filter((name) => !name.startsWith("@shop/"))

await build({
  // The render threads' module beside the server's (server/pages/render-threads.ts starts it from there).
  entryPoints: { main: path.join(root, "server/main.ts"), "render-thread": path.join(root, "server/pages/render-thread.ts") },
  outdir: path.join(root, "build"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Every npm package (and its subpaths) stays external; only the workspaces' sources are compiled in.
  external: fromNpm.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: "warning",
})
console.log("storefront server: build/main.js, build/render-thread.js")
