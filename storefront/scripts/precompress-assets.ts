/**
 * After `vite build`: writes .br and .gz beside every text asset in dist/, so the server sends compressed
 * bytes without compressing per request (@fastify/static's preCompressed option picks them up).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/
const dist = path.resolve(import.meta.dirname, "../dist")

function visit(dir: string) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    // dist/server is the server's render, read from disk by the server and never sent.
    if (statSync(file).isDirectory()) {
      if (file !== path.join(dist, "server")) visit(file)
    } else if (COMPRESSIBLE.test(name)) {
      const bytes = readFileSync(file)
      writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
      writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }))
    }
  }
}
visit(dist)
