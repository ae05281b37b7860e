// Process entry: `node --import tsx cms/content-api/main.ts` serves the local content API until SIGINT/SIGTERM.
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { loadOrCreateCertificate } from "./certificate.js"
import { type ContentApi, createContentApi } from "./server.js"

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..")
const env = process.env

const token = env.CONTENT_API_TOKEN
if (!token) {
  console.error("[content-api] CONTENT_API_TOKEN is required: editors and scripts send it as Authorization: Bearer <token>")
  process.exit(1)
}
const port = Number(env.CONTENT_API_PORT ?? 3030)
const host = env.CONTENT_API_HOST ?? "127.0.0.1"
const dataDir = resolve(env.CONTENT_API_DATA_DIR ?? join(repoRoot, ".data/content-api"))
// An empty CONTENT_API_SEED_FILE means no seed (tests use it); by default the shop's exported content.
const seedFile = env.CONTENT_API_SEED_FILE ?? join(repoRoot, "cms/content/dataset.ndjson")
// The Studio's host (HTTPS, HTTP/2): off unless a port is given; it serves the built Studio when a folder is given.
const studioPort = env.CONTENT_API_STUDIO_PORT ? Number(env.CONTENT_API_STUDIO_PORT) : undefined
const studioDir = env.CONTENT_API_STUDIO_DIR ? resolve(env.CONTENT_API_STUDIO_DIR) : undefined
const certificateDir = resolve(env.CONTENT_API_CERT_DIR ?? join(repoRoot, ".data/certificate"))

let api: ContentApi
let url: string
try {
  api = await createContentApi({ dataDir, seedFile: seedFile === "" ? undefined : resolve(seedFile), token })
  ;({ url } = await api.listen(port, host))
  if (studioPort !== undefined) {
    const certificate = await loadOrCreateCertificate(certificateDir)
    const studio = studioDir ? { dir: studioDir, signIn: { projectId: "local", token } } : undefined
    const secure = await api.listenForStudio({ port: studioPort, host, tls: certificate, studio })
    const what = studio ? "Sanity Studio and the API" : "the API"
    console.log(
      `[content-api] ${what} over HTTPS (HTTP/2) on ${secure.url}/ (certificate ${certificate.created ? "made now" : "from"} ${certificateDir}, SHA-256 ${certificate.fingerprint})`
    )
  }
} catch (error) {
  // A damaged data dir or a taken port: say what, and do not start half-way.
  console.error(`[content-api] could not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
console.log(`[content-api] local stand-in for Sanity's content API listening on ${url} (project local, dataset production, data in ${dataDir})`)

let stopping = false
async function stop(signal: string): Promise<void> {
  if (stopping) return
  stopping = true
  try {
    await api.close()
    console.log(`[content-api] stopped on ${signal}; snapshot written`)
    process.exit(0)
  } catch (error) {
    console.error("[content-api] could not stop cleanly", error)
    process.exit(1)
  }
}
process.on("SIGINT", () => void stop("SIGINT"))
process.on("SIGTERM", () => void stop("SIGTERM"))
