/** Static files: public/ (product images) and the app's hashed bundles (dist/assets). */
import fastifyStatic from "@fastify/static"
import { existsSync } from "node:fs"
import path from "node:path"
import type { FastifyInstance } from "fastify"

export async function staticFileRoutes(app: FastifyInstance, { publicDir, distDir }: { publicDir: string; distDir?: string }) {
  await app.register(fastifyStatic, {
    root: publicDir,
    // Product images never change under a name: let browsers keep them.
    maxAge: "7d",
    wildcard: false,
    index: false,
  })
  if (distDir && existsSync(path.join(distDir, "assets"))) {
    // Vite's hashed bundles: immutable, and served precompressed (.br/.gz written by the build).
    await app.register(fastifyStatic, {
      root: path.join(distDir, "assets"),
      prefix: "/assets/",
      decorateReply: false,
      wildcard: false,
      preCompressed: true,
      immutable: true,
      maxAge: "365d",
    })
  }
}
