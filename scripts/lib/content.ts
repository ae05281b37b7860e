/**
 * Content for `npm start` and `npm test`: a real Sanity project when SANITY_PROJECT_ID is set, otherwise the
 * local content API (cms/content-api/), started here. Its editor token is made once and kept in .data/, so
 * the Studio and the storefront keep working across restarts; its first start loads cms/content/.
 */
import { randomBytes } from "node:crypto"
import path from "node:path"
import { DATA_DIR, ROOT } from "./paths.js"
import { startService, waitForService, type Service } from "./processes.js"
import { STUDIO_DIST } from "./studio.js"
import { tokenKeptIn } from "./secrets.js"

export const CONTENT_API_PORT = Number(process.env.CONTENT_API_PORT ?? 3030)
/** Sanity Studio and the API it calls, over HTTPS (HTTP/2), served by the local content API. */
export const STUDIO_PORT = Number(process.env.STUDIO_PORT ?? 3333)

export interface Content {
  /** What the banner says about content. */
  description: string
  /** Where editors open Sanity Studio, and what they do the first time (the local Studio only). */
  studio?: { url: string; firstTime: string }
  /**
   * Environment the storefront needs to read (and write contact messages to) this content; commerce reads it
   * with the same (the e-mails' copy, the company details, the contact messages it mails on).
   */
  storefrontEnv: NodeJS.ProcessEnv
  service?: Service
}

/** The local editor's token: made on first use, kept with the data it guards. */
export function localContentToken(dataDir = DATA_DIR): string {
  return tokenKeptIn(path.join(dataDir, "content-api-token"), () => `sk_local_${randomBytes(24).toString("hex")}`)
}

/**
 * What the storefront (and commerce) are given to read the content: known before the local content API answers,
 * so they may start beside it.
 */
export function contentStorefrontEnv(options: { port?: number } = {}): NodeJS.ProcessEnv {
  if (process.env.SANITY_PROJECT_ID) return { SANITY_PROJECT_ID: process.env.SANITY_PROJECT_ID, SANITY_DATASET: process.env.SANITY_DATASET, SANITY_TOKEN: process.env.SANITY_TOKEN }
  return { SANITY_API_HOST: `http://127.0.0.1:${options.port ?? CONTENT_API_PORT}`, SANITY_DATASET: "production", SANITY_TOKEN: localContentToken() }
}

export async function startContent(options: {
  port?: number
  /** The Studio's HTTPS port; the Studio must have been built (buildStudioIfStale). */
  studioPort?: number
  /** Where the local content API keeps its dataset: .data/content-api for npm start, a fresh folder for tests. */
  dataDir?: string
  quiet?: boolean
}): Promise<Content> {
  if (process.env.SANITY_PROJECT_ID) {
    return {
      description: `Sanity project ${process.env.SANITY_PROJECT_ID} (SANITY_PROJECT_ID is set)`,
      storefrontEnv: contentStorefrontEnv(),
    }
  }
  const port = options.port ?? CONTENT_API_PORT
  const studioPort = options.studioPort ?? STUDIO_PORT
  const dataDir = options.dataDir ?? path.join(DATA_DIR, "content-api")
  const token = localContentToken()
  const service = startService(process.execPath, ["--import", "tsx", "content-api/main.ts"], {
    cwd: path.join(ROOT, "cms"),
    label: "content api",
    quiet: options.quiet,
    env: {
      CONTENT_API_PORT: String(port),
      CONTENT_API_HOST: "127.0.0.1",
      CONTENT_API_DATA_DIR: dataDir,
      CONTENT_API_TOKEN: token,
      CONTENT_API_STUDIO_PORT: String(studioPort),
      CONTENT_API_STUDIO_DIR: STUDIO_DIST,
      CONTENT_API_CERT_DIR: path.join(DATA_DIR, "certificate"),
    },
  })
  await waitForService(service, `http://127.0.0.1:${port}/health`, 30_000)
  return {
    description: `local content API at http://localhost:${port} (SANITY_PROJECT_ID unset; data in ${path.relative(ROOT, dataDir)})`,
    storefrontEnv: contentStorefrontEnv({ port }),
    studio: {
      url: `https://local.localhost:${studioPort}/`,
      firstTime: `the browser warns about the local certificate (made in .data/certificate) once: choose "Advanced", then "Proceed"; you are signed in as the local editor`,
    },
    service,
  }
}
