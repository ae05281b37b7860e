/**
 * `npm run build -w contracts`: the contracts as a CommonJS package in contracts/dist (package.json and
 * src/*.js), for production processes that run without a TypeScript loader. Commerce's build
 * (.medusa/server) requires @shop/contracts at run time; in development Medusa's CLI compiles the .ts
 * sources with ts-node, a dev dependency a production install leaves out, so commerce's image puts this
 * package where the workspace link points (commerce/Dockerfile). The storefront needs none of it: its
 * builds bundle the contracts in.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import ts from "typescript"

// CommonJS like the rest of the package (no "type": "module"), so __dirname.
const root = path.resolve(__dirname, "..")
const out = path.join(root, "dist")
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  name: string
  version: string
  exports: Record<string, string>
  dependencies?: Record<string, string>
}

rmSync(out, { recursive: true, force: true })
mkdirSync(path.join(out, "src"), { recursive: true })
const sources = readdirSync(path.join(root, "src")).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
for (const file of sources) {
  const source = readFileSync(path.join(root, "src", file), "utf8")
  const { outputText, diagnostics } = ts.transpileModule(source, {
    fileName: file,
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  })
  if (diagnostics?.length) throw new Error(`contracts/src/${file}: ${ts.flattenDiagnosticMessageText(diagnostics[0]!.messageText, "\n")}`)
  writeFileSync(path.join(out, "src", file.replace(/\.ts$/, ".js")), outputText)
}

// The same entry points, each at its compiled file; every one must exist.
const exports = Object.fromEntries(
  Object.entries(manifest.exports).map(([entry, file]) => {
    const compiled = file.replace(/\.ts$/, ".js")
    if (!sources.includes(path.basename(file))) throw new Error(`contracts: export ${entry} (${file}) is not a source in src/`)
    return [entry, compiled]
  })
)
const { name, version, dependencies } = manifest
writeFileSync(path.join(out, "package.json"), `${JSON.stringify({ name, version, private: true, exports, dependencies }, null, 2)}\n`)
console.log(`contracts: ${sources.length} modules compiled into dist/`)
